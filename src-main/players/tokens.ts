// The players' capability tokens (issue 27): one per character, 256 random bits in base64url, kept per
// campaign in the app's user data (never in the campaign file), in a file only this user may read.
// A token is found by comparing digests in constant time; tokens are never logged.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, mkdir, open } from 'node:fs/promises'
import { join } from 'node:path'
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'

/** Random bytes per token: 256 bits (the issue asks for at least 128). */
export const TOKEN_BYTES = 32

export function newPlayerToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s, 'utf8').digest()
}

interface TokenFile {
  campaign: string
  tokens: Record<string, string>
  /** Characters whose token the GM revoked: none is made for them until the GM renews it. */
  revoked?: string[]
}

/** The file of a campaign's tokens: named by a digest of its path. */
export function tokenFileOf(userDataDir: string, campaignPath: string): string {
  return join(userDataDir, 'players', `${digest(campaignPath).toString('hex').slice(0, 32)}.json`)
}

export class PlayerTokens {
  #tokens = new Map<string, string>()
  #digests = new Map<string, Buffer>()
  #revoked = new Set<string>()

  private constructor(
    private readonly file: string,
    private readonly campaignPath: string
  ) {}

  static async load(userDataDir: string, campaignPath: string): Promise<PlayerTokens> {
    const book = new PlayerTokens(tokenFileOf(userDataDir, campaignPath), campaignPath)
    const raw = (await readSettingsJson(book.file)) as Partial<TokenFile> | undefined
    if (raw && raw.campaign === campaignPath && raw.tokens && typeof raw.tokens === 'object') {
      for (const [id, token] of Object.entries(raw.tokens))
        if (typeof token === 'string' && /^[A-Za-z0-9_-]{22,}$/.test(token)) book.#set(id, token)
      if (Array.isArray(raw.revoked))
        for (const id of raw.revoked) if (typeof id === 'string' && !book.#tokens.has(id)) book.#revoked.add(id)
    }
    return book
  }

  #set(characterId: string, token: string): void {
    this.#tokens.set(characterId, token)
    this.#digests.set(characterId, digest(token))
  }

  /** The character's token, made (and kept) on first use; null when the GM revoked it. */
  async tokenOf(characterId: string): Promise<string | null> {
    const token = this.#tokens.get(characterId)
    if (token !== undefined) return token
    if (this.#revoked.has(characterId)) return null
    return this.renew(characterId)
  }

  has(characterId: string): boolean {
    return this.#tokens.has(characterId)
  }

  /** The token as it is now, without making one (null: none, or revoked). */
  peek(characterId: string): string | null {
    return this.#tokens.get(characterId) ?? null
  }

  async renew(characterId: string): Promise<string> {
    const token = newPlayerToken()
    this.#set(characterId, token)
    this.#revoked.delete(characterId)
    await this.#save()
    return token
  }

  async revoke(characterId: string): Promise<void> {
    this.#tokens.delete(characterId)
    this.#digests.delete(characterId)
    this.#revoked.add(characterId)
    await this.#save()
  }

  /** The character a token is for, or null. Every stored token is compared, in constant time each. */
  characterOf(given: string): string | null {
    const d = digest(given)
    let found: string | null = null
    for (const [id, known] of this.#digests) if (timingSafeEqual(d, known)) found = id
    return found
  }

  async #save(): Promise<void> {
    const dir = join(this.file, '..')
    await mkdir(dir, { recursive: true, mode: 0o700 })
    // created 0600 first: the durable write keeps the mode of the file it replaces
    await open(this.file, 'a', 0o600).then((fh) => fh.close())
    await chmod(this.file, 0o600).catch(() => undefined)
    const data: TokenFile = {
      campaign: this.campaignPath,
      tokens: Object.fromEntries(this.#tokens),
      revoked: [...this.#revoked]
    }
    await writeSettingsJson(this.file, data)
  }
}
