// The GM's side of sharing with the players (issue 27): the contract's inputs and outputs for the
// `players/*` channels and events (src-shared/contract).
import { z } from 'zod'
import { Id } from '../campaign/schema'
import type { Claim, UseRequest } from './requests'
import { ShareSettingsSchema, type ShareSettings } from './settings'

/** An address of this machine the players' server may listen on. */
export interface ShareInterface {
  address: string
  family: 4 | 6
  /** The interface's name (eth0, wlan0, en0…). */
  name: string
  /** Loopback: only this computer reaches it. */
  internal: boolean
  /** The interface of the default route: preselected. */
  default?: true
}

export const PlayersStartSchema = z
  .object({
    /** One of players/interfaces' addresses; 0.0.0.0 or :: only with `everyInterface`. */
    address: z.string().min(1).max(100),
    /** Default 0: a free port chosen by the OS. */
    port: z.number().int().min(0).max(65535).optional(),
    share: ShareSettingsSchema,
    /** The GM chose to listen on every interface (0.0.0.0 or ::), and was told so. */
    everyInterface: z.boolean().optional()
  })
  .strict()
export type PlayersStart = z.infer<typeof PlayersStartSchema>

export const PlayerCharacterSchema = z.object({ characterId: Id }).strict()
export const UseDecideSchema = z.object({ id: Id, approve: z.boolean() }).strict()

/** One shared character: its link and QR code (null once its token is revoked, until renewed). */
export interface SharedCharacter {
  id: string
  name: string
  /** `http://<address>:<port>/#<token>`: the token is in the fragment, never sent to a server. */
  url: string | null
  /** The link as a QR code (an SVG document, made locally). */
  qrSvg: string | null
  /** The short link's code (`K7QF-M9XD`): traded once for the token by the player page (null with no token). */
  code: string | null
  /** `http://<address>:<port>/#<code>`: a link a player can type. */
  shortUrl: string | null
  /** The player's pages connected now (live streams). */
  connected: number
}

export interface PlayersStatus {
  running: boolean
  address: string | null
  port: number | null
  /** Listening on every interface (0.0.0.0 or ::): the GM asked for it. */
  everyInterface: boolean
  share: ShareSettings
  characters: SharedCharacter[]
}

/** A claim, with the names the GM reads. */
export interface GmClaim extends Claim {
  characterName: string
}

export interface PlayersClaims {
  claims: GmClaim[]
  uses: Array<UseRequest & { characterName: string }>
}
