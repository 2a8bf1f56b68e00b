// The short link's codes (issue 27): besides its 43-character token link, each shared character has a code a
// player can type, `K7QF-M9XD` (8 symbols of Crockford's 32: 40 random bits), in `http://<address>:<port>/#<code>`.
// A code is not a capability of its own: the page trades it once for the character's token (POST /api/pair), and
// it is gone (the panel shows the next one). Codes live in memory only, for one sharing; a renewed or revoked
// token takes its character's code with it. Guessing is bounded by the server's rates (per address, and every
// failure in all: PAIR_RATE, PAIR_FAILURES), not by luck: at most some thousands of tries over an evening
// against 2^40 codes per character.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

/** Crockford's base 32: no I, L, O, U (read as 1, 1, 0, and never written). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CODE_LENGTH = 8

export function newPairingCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

/** A code as typed ("k7qf m9xd", "K7QFM9XD", O for 0, I or L for 1) in its written form, or null. */
export function normalizeCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (plain.length !== CODE_LENGTH || [...plain].some((ch) => !ALPHABET.includes(ch))) return null
  return `${plain.slice(0, 4)}-${plain.slice(4)}`
}

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest()

export class PairingCodes {
  /** Character id → its code now. */
  #codes = new Map<string, string>()

  /** The character's code, made on first ask. */
  codeOf(characterId: string): string {
    let code = this.#codes.get(characterId)
    if (code === undefined) this.#codes.set(characterId, (code = newPairingCode()))
    return code
  }

  /** The character whose code this is (every code compared, in constant time each); the code is spent. */
  take(typed: string): string | null {
    const code = normalizeCode(typed)
    if (code === null) return null
    const d = digest(code)
    let found: string | null = null
    for (const [id, known] of this.#codes) if (timingSafeEqual(d, digest(known))) found = id
    if (found !== null) this.#codes.delete(found)
    return found
  }

  /** The character's code is gone (its token renewed or revoked). */
  forget(characterId: string): void {
    this.#codes.delete(characterId)
  }
}
