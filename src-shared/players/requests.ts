// What a player may send (issue 27): a claim on a stash line (need / greed / pass) and a request to use
// part of one of their lines ("I used 2 arrows"). Both name the campaign revision the player saw: a
// request made on data that changed since is refused (409), never merged.
import { z } from 'zod'
import { Id } from '../campaign/schema'

export const CLAIM_KINDS = ['need', 'greed', 'pass'] as const
export type ClaimKind = (typeof CLAIM_KINDS)[number]

const MAX_QUANTITY = 1_000_000_000
const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

/** POST /api/claims: one claim per character and stash line (a new one replaces the old). `pass`: quantity 0. */
export const ClaimRequestSchema = z
  .object({
    lineId: Id,
    kind: z.enum(CLAIM_KINDS),
    quantity: z.number().int().min(0).max(MAX_QUANTITY),
    seenRevision: Revision
  })
  .strict()
  .refine((c) => (c.kind === 'pass' ? c.quantity === 0 : c.quantity >= 1), {
    message: 'need and greed take a quantity of at least 1, pass takes 0',
    path: ['quantity']
  })
export type ClaimRequest = z.infer<typeof ClaimRequestSchema>

/** POST /api/uses: "I used 2 of this line" (the character's or one of their bearers'). */
export const UseRequestSchema = z
  .object({
    lineId: Id,
    quantity: z.number().int().min(1).max(MAX_QUANTITY),
    seenRevision: Revision
  })
  .strict()
export type UseRequestInput = z.infer<typeof UseRequestSchema>

/** A claim as the GM's process keeps it. */
export interface Claim {
  characterId: string
  lineId: string
  kind: ClaimKind
  quantity: number
  seenRevision: number
  /** ISO time it was made. */
  at: string
}

export type UseStatus = 'pending' | 'approved' | 'refused'

/** A use request as the GM's process keeps it; the GM approves (a `line/use` op, a ledger entry) or refuses. */
export interface UseRequest {
  id: string
  characterId: string
  /** The holder of the line: the character or one of their bearers. */
  holderId: string
  lineId: string
  /** What the player read for the line (its unidentified name when not identified). */
  lineName: string
  quantity: number
  seenRevision: number
  at: string
  status: UseStatus
  /** Why the approval failed (the line holds fewer now): an English message; the request stays pending. */
  problem?: string
}
