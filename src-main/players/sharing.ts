// Sharing with the players (issue 27), the GM's side: starts and stops the players' server on the address
// the GM picked, keeps one token per character (tokens.ts), the players' claims and use requests (in
// memory: nothing a player sends changes the campaign), pushes each character's view to their open pages
// at every change of the campaign, and stops when the campaign closes. Electron's main process and the
// browser host use this same class through the `players/*` channels.
import qrcode from 'qrcode-generator'
import { getCatalogEntry, kindName } from '@shared/catalog'
import { newId } from '@shared/core'
import { useLineOp } from '@shared/campaign'
import {
  DEFAULT_SHARE_SETTINGS,
  LineStamps,
  ownedBearers,
  playerView,
  shareableCharacters,
  type Claim,
  type ClaimRequest,
  type PlayersClaims,
  type PlayersStart,
  type PlayersStatus,
  type PlayerView,
  type ShareInterface,
  type ShareSettings,
  type UseRequest,
  type UseRequestInput
} from '@shared/players'
import type { Events } from '@shared/contract'
import { ContractFailure } from '../handlers/errors'
import type { Emitter } from '../store'
import type { Session } from '../handlers/session'
import { checkShareAddress, hostPort, shareInterfaces } from './interfaces'
import { startPlayerServer, type PlayerAnswer, type PlayerServer } from './server'
import { PairingCodes } from './pairing'
import { PlayerTokens } from './tokens'

/** Decided use requests kept (newest) for the players to see what became of theirs. */
const DECIDED_KEPT = 50
/** Pending use requests at most per character: a player cannot flood the GM's list. */
export const PENDING_USES_PER_CHARACTER = 20

export interface PlayerSharingOptions {
  session: Session
  /** The contract's events (players/statusChanged, players/claimsChanged). */
  events: Emitter<Events>
  /** The built renderer (out/renderer): the player page; absent, a placeholder page is served. */
  rendererDir?: string
  /** Where tokens are kept (the app's user data); default the session's. */
  userDataDir?: string
  /** The addresses of this machine (tests pass their own). */
  interfaces?: () => ShareInterface[]
}

function stale(message: string): PlayerAnswer {
  return { ok: false, status: 409, error: { code: 'conflict', reason: 'stale', message } }
}
function notFound(reason: 'line-gone' | 'stash-hidden' | 'no-claim', message: string): PlayerAnswer {
  return { ok: false, status: 404, error: { code: 'not-found', reason, message } }
}
function invalid(reason: 'too-much' | 'waiting', n: number, message: string): PlayerAnswer {
  return { ok: false, status: 422, error: { code: 'invalid-input', reason, params: { n }, message } }
}

/** The link as a QR code: an SVG document made here (no network). */
export function qrSvg(url: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(url, 'Byte')
  qr.make()
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true })
}

/** The sharing of each session (one per app): the handlers and the hosts find it here. */
const bySession = new WeakMap<Session, PlayerSharing>()

export class PlayerSharing {
  /** The session's sharing, made on first use (without a player page unless the host made it first). */
  static of(session: Session): PlayerSharing {
    return bySession.get(session) ?? new PlayerSharing({ session, events: session.events })
  }

  #server: PlayerServer | null = null
  #tokens: PlayerTokens | null = null
  /** Tokens loaded while not sharing (a renewal or revocation beforehand). */
  #tokensOf: { path: string; tokens: PlayerTokens } | null = null
  #share: ShareSettings = { ...DEFAULT_SHARE_SETTINGS }
  #everyInterface = false
  #stamps = new LineStamps()
  #claims = new Map<string, Claim>()
  #uses: UseRequest[] = []
  #off: Array<() => void> = []
  #starting: Promise<PlayersStatus> | null = null
  /** The short links' codes of this sharing (memory only). */
  #codes = new PairingCodes()

  constructor(private readonly options: PlayerSharingOptions) {
    const { session } = options
    if (bySession.has(session)) throw new Error("this session already has its players' sharing")
    bySession.set(session, this)
    this.#off.push(
      session.campaign.on('changed', ({ revision }) => this.#changed(revision)),
      // another campaign, or none: sharing stops (its tokens, claims and requests were for that one)
      session.campaign.on('closed', () => void this.stop())
    )
  }

  get running(): boolean {
    return this.#server !== null
  }

  interfaces(): ShareInterface[] {
    return (this.options.interfaces ?? shareInterfaces)()
  }

  async start(input: PlayersStart): Promise<PlayersStatus> {
    while (this.#starting) await this.#starting.catch(() => undefined)
    const run = this.#start(input)
    this.#starting = run
    try {
      return await run
    } finally {
      this.#starting = null
    }
  }

  async #start(input: PlayersStart): Promise<PlayersStatus> {
    const { session } = this.options
    if (!session.hasCampaign)
      throw new ContractFailure('not-found', 'no campaign is open', { why: { reason: 'no-campaign' } })
    const address = checkShareAddress(input.address, input.everyInterface === true, this.interfaces())
    this.#share = { ...input.share }
    const server = this.#server
    if (server && server.address === address && (input.port === undefined || input.port === server.port)) {
      server.push()
      return this.#announce()
    }
    if (server) await this.#stopServer()
    const state = session.state
    this.#tokensOf = null
    this.#tokens = await PlayerTokens.load(this.options.userDataDir ?? session.options.userDataDir, state.path)
    for (const c of shareableCharacters(state.campaign)) await this.#tokens.tokenOf(c.id)
    this.#stamps = new LineStamps()
    this.#stamps.update(state.campaign, state.revision)
    this.#everyInterface = input.everyInterface === true && (address === '0.0.0.0' || address === '::')
    this.#server = await startPlayerServer({
      address,
      port: input.port ?? 0,
      rendererDir: this.options.rendererDir ?? null,
      backend: {
        characterOf: (token) => this.#tokens?.characterOf(token) ?? null,
        view: (id) => this.view(id),
        claim: (id, claim) => this.#claim(id, claim),
        unclaim: (id, lineId) => this.#unclaim(id, lineId),
        use: (id, use) => this.#use(id, use),
        pair: (code) => this.#pair(code),
        streamsChanged: () => this.#announce()
      }
    })
    return this.#announce()
  }

  async stop(): Promise<PlayersStatus> {
    await this.#stopServer()
    this.#codes = new PairingCodes()
    this.#claims.clear()
    this.#uses = []
    this.#tokens = null
    this.#tokensOf = null
    this.#announceClaims()
    return this.#announce()
  }

  async #stopServer(): Promise<void> {
    const server = this.#server
    this.#server = null
    await server?.close()
  }

  /** Stops sharing for good (the app quits). */
  async close(): Promise<void> {
    for (const off of this.#off.splice(0)) off()
    await this.stop()
  }

  /** The page's link with `fragment` (a token, or a short link's code). */
  #url(fragment: string): string {
    const s = this.#server!
    return `http://${hostPort(s.address === '0.0.0.0' || s.address === '::' ? this.#defaultAddress() : s.address, s.port)}/#${fragment}`
  }

  /** A short link's code traded for its character's token (the code is spent: the panel shows the next). */
  #pair(code: string): string | null {
    const id = this.#codes.take(code)
    const token = id === null ? null : (this.#tokens?.peek(id) ?? null)
    if (id !== null) this.#announce()
    return token
  }

  #defaultAddress(): string {
    return this.interfaces().find((i) => i.default)?.address ?? '127.0.0.1'
  }

  status(): PlayersStatus {
    const server = this.#server
    const session = this.options.session
    const characters =
      server && this.#tokens && session.hasCampaign
        ? shareableCharacters(session.state.campaign).map((c) => {
            const token = this.#tokens!.peek(c.id)
            const url = token ? this.#url(token) : null
            const code = token ? this.#codes.codeOf(c.id) : null
            return {
              id: c.id,
              name: c.name,
              url,
              qrSvg: url ? qrSvg(url) : null,
              code,
              shortUrl: code ? this.#url(code) : null,
              connected: server.streamCount(c.id)
            }
          })
        : []
    return {
      running: server !== null,
      address: server?.address ?? null,
      port: server?.port ?? null,
      everyInterface: server !== null && this.#everyInterface,
      share: { ...this.#share },
      characters
    }
  }

  /** The open campaign's tokens (loaded when sharing starts, or for a renewal or revocation before). */
  async #tokensFor(characterId: string): Promise<PlayerTokens> {
    const { session } = this.options
    if (!session.hasCampaign)
      throw new ContractFailure('not-found', 'no campaign is open', { why: { reason: 'no-campaign' } })
    const state = session.state
    if (!shareableCharacters(state.campaign).some((c) => c.id === characterId))
      throw new ContractFailure('not-found', `no character ${characterId}`, {
        why: { reason: 'character-not-found', params: { id: characterId } }
      })
    if (this.#tokens) return this.#tokens
    if (this.#tokensOf?.path !== state.path)
      this.#tokensOf = {
        path: state.path,
        tokens: await PlayerTokens.load(this.options.userDataDir ?? session.options.userDataDir, state.path)
      }
    return this.#tokensOf.tokens
  }

  /** A new token for the character: the old link stops working, its open pages are closed. */
  async renew(characterId: string): Promise<PlayersStatus> {
    await (await this.#tokensFor(characterId)).renew(characterId)
    this.#codes.forget(characterId)
    this.#server?.closeStreams(characterId)
    return this.#announce()
  }

  /** The character's link stops working (until renewed), its open pages are closed. */
  async revoke(characterId: string): Promise<PlayersStatus> {
    await (await this.#tokensFor(characterId)).revoke(characterId)
    this.#codes.forget(characterId)
    this.#server?.closeStreams(characterId)
    return this.#announce()
  }

  /** The view of a character now, or null (no campaign, no such character). */
  view(characterId: string): PlayerView | null {
    const { session } = this.options
    if (!session.hasCampaign) return null
    const state = session.state
    return playerView(state.campaign, characterId, this.#share, {
      revision: state.revision,
      lookup: getCatalogEntry,
      kindName,
      claims: [...this.#claims.values()],
      uses: this.#uses
    })
  }

  claims(): PlayersClaims {
    const { session } = this.options
    const names = new Map(
      session.hasCampaign ? session.state.campaign.characters.map((c) => [c.id, c.name] as const) : []
    )
    const name = (id: string) => names.get(id) ?? id
    return {
      claims: [...this.#claims.values()].map((c) => ({ ...c, characterName: name(c.characterId) })),
      uses: this.#uses.map((u) => ({ ...u, characterName: name(u.characterId) }))
    }
  }

  /** Approves (a `line/use` op through the store: a ledger entry, one undo step) or refuses a use request. */
  decide(id: string, approve: boolean): PlayersClaims {
    const request = this.#uses.find((u) => u.id === id)
    if (!request) throw new ContractFailure('not-found', `no use request ${id}`)
    if (request.status !== 'pending') throw new ContractFailure('conflict', `use request ${id} was already decided`)
    // decided before the op is applied: the view its change pushes already says so
    request.status = approve ? 'approved' : 'refused'
    if (approve) {
      try {
        this.options.session.store.apply(
          useLineOp({ type: 'character', id: request.holderId }, request.lineId, request.quantity)
        )
      } catch (e) {
        request.status = 'pending'
        request.problem = e instanceof Error ? e.message : String(e)
        this.#announceClaims()
        throw e
      }
      delete request.problem
    }
    this.#trimDecided()
    this.#announceClaims()
    this.#server?.push()
    return this.claims()
  }

  #trimDecided(): void {
    const decided = this.#uses.filter((u) => u.status !== 'pending')
    if (decided.length <= DECIDED_KEPT) return
    const drop = new Set(decided.slice(0, decided.length - DECIDED_KEPT))
    this.#uses = this.#uses.filter((u) => !drop.has(u))
  }

  #changed(revision: number): void {
    if (!this.#server) return
    const campaign = this.options.session.state.campaign
    this.#stamps.update(campaign, revision)
    // claims on lines gone from the stash go with them
    const inStash = new Set(campaign.stash.map((l) => l.id))
    let dropped = false
    for (const [key, c] of this.#claims)
      if (!inStash.has(c.lineId)) {
        this.#claims.delete(key)
        dropped = true
      }
    if (dropped) this.#announceClaims()
    this.#server.push()
    this.#announce()
  }

  /** The revision check every player request passes: the line must not have changed since the player saw it. */
  #checkSeen(holder: string, lineId: string, seenRevision: number): PlayerAnswer | null {
    const { session } = this.options
    const current = session.state.revision
    const changedAt = this.#stamps.changedAt(holder, lineId)
    if (changedAt === undefined) return notFound('line-gone', `no line ${lineId} here`)
    if (seenRevision > current) return stale(`revision ${seenRevision} is newer than the campaign's (${current})`)
    if (seenRevision < changedAt)
      return stale(`line ${lineId} changed at revision ${changedAt}, after the ${seenRevision} you saw: look again`)
    return null
  }

  #claim(characterId: string, input: ClaimRequest): PlayerAnswer {
    if (this.#share.hideStash) return notFound('stash-hidden', 'the GM does not share the stash')
    const refused = this.#checkSeen('stash', input.lineId, input.seenRevision)
    if (refused) return refused
    const line = this.options.session.state.campaign.stash.find((l) => l.id === input.lineId)!
    if (input.quantity > line.quantity)
      return invalid('too-much', line.quantity, `the line holds ${line.quantity}, not ${input.quantity}`)
    const claim: Claim = { characterId, ...input, at: new Date().toISOString() }
    this.#claims.set(`${characterId}/${input.lineId}`, claim)
    this.#announceClaims()
    this.#server?.push()
    return { ok: true, value: claim }
  }

  #unclaim(characterId: string, lineId: string): PlayerAnswer {
    if (!this.#claims.delete(`${characterId}/${lineId}`))
      return notFound('no-claim', `no claim of yours on line ${lineId}`)
    this.#announceClaims()
    this.#server?.push()
    return { ok: true, value: null }
  }

  #use(characterId: string, input: UseRequestInput): PlayerAnswer {
    const campaign = this.options.session.state.campaign
    const holders = [characterId, ...ownedBearers(campaign, characterId).map((b) => b.id)]
    const holderId = holders.find((h) =>
      campaign.characters.find((c) => c.id === h)?.inventory.some((l) => l.id === input.lineId)
    )
    if (holderId === undefined) return notFound('line-gone', `no line ${input.lineId} of yours`)
    const refused = this.#checkSeen(`character:${holderId}`, input.lineId, input.seenRevision)
    if (refused) return refused
    const line = campaign.characters.find((c) => c.id === holderId)!.inventory.find((l) => l.id === input.lineId)!
    if (input.quantity > line.quantity)
      return invalid('too-much', line.quantity, `the line holds ${line.quantity}, not ${input.quantity}`)
    if (
      this.#uses.filter((u) => u.characterId === characterId && u.status === 'pending').length >=
      PENDING_USES_PER_CHARACTER
    )
      return invalid(
        'waiting',
        PENDING_USES_PER_CHARACTER,
        `at most ${PENDING_USES_PER_CHARACTER} requests may wait for the GM`
      )
    const view = this.view(characterId)
    const shown = [view?.character, ...(view?.bearers ?? [])]
      .flatMap((h) => h?.lines ?? [])
      .find((l) => l.id === input.lineId)
    const request: UseRequest = {
      id: newId('u'),
      characterId,
      holderId,
      lineId: input.lineId,
      lineName: shown?.name ?? '',
      quantity: input.quantity,
      seenRevision: input.seenRevision,
      at: new Date().toISOString(),
      status: 'pending'
    }
    this.#uses.push(request)
    this.#announceClaims()
    this.#server?.push()
    return { ok: true, value: request }
  }

  #announce(): PlayersStatus {
    const status = this.status()
    this.options.events.emit('players/statusChanged', status)
    return status
  }

  #announceClaims(): void {
    this.options.events.emit('players/claimsChanged', this.claims())
  }
}
