// Why an Op is refused: a code for the contract, a reason for the UI to translate, an English message.
import type { Reasoned } from '../core/reasons'

export type OpErrorCode = 'not-found' | 'conflict' | 'invalid'

/** Why an Op is refused, for the UI to translate (reasons.ts); the message stays English. */
export type OpWhy = Reasoned<
  | 'character-not-found'
  | 'place-not-found'
  | 'owner-invalid'
  | 'line-not-found'
  | 'custom-item-not-found'
  | 'id-taken'
  | 'custom-item-in-use'
  | 'not-enough'
  | 'same-holder'
  | 'ledger-needed'
  | 'change-invalid'
  | 'container-paradox'
  | 'not-a-container'
  | 'no-coins'
  | 'exchange-too-small'
  | 'same-kind'
  | 'sold-twice'
  | 'session-already-open'
  | 'session-not-found'
  | 'session-closed'
  | 'level-out-of-range'
>

export interface OpErrorOptions {
  /** The index of the refused Op in its batch. */
  opIndex?: number
  why?: OpWhy
}

export class OpError extends Error {
  override readonly name = 'OpError'
  readonly opIndex?: number
  readonly why?: OpWhy
  constructor(
    readonly code: OpErrorCode,
    message: string,
    { opIndex, why }: OpErrorOptions = {}
  ) {
    super(message)
    if (opIndex !== undefined) this.opIndex = opIndex
    if (why !== undefined) this.why = why
  }
}
