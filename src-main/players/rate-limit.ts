// A token bucket per key (issue 27: bounded request rates on the players' server): `burst` requests at
// once, refilled at `perSecond`. Keys are few (one per player token, one per address that has none);
// the map is bounded all the same.
export interface RateLimitOptions {
  burst: number
  perSecond: number
  /** Keys kept at most; past it the oldest bucket is forgotten. */
  maxKeys?: number
  now?: () => number
}

export class RateLimiter {
  #buckets = new Map<string, { tokens: number; at: number }>()
  readonly #now: () => number
  readonly #maxKeys: number

  constructor(private readonly options: RateLimitOptions) {
    if (!(options.burst >= 1) || !(options.perSecond > 0))
      throw new RangeError(`a rate limit needs a burst ≥ 1 and a rate > 0 (${JSON.stringify(options)})`)
    this.#now = options.now ?? (() => performance.now())
    this.#maxKeys = options.maxKeys ?? 4096
  }

  #bucket(key: string): { tokens: number; at: number } {
    const now = this.#now()
    let b = this.#buckets.get(key)
    if (!b) {
      if (this.#buckets.size >= this.#maxKeys) this.#buckets.delete(this.#buckets.keys().next().value as string)
      this.#buckets.set(key, (b = { tokens: this.options.burst, at: now }))
    } else {
      b.tokens = Math.min(this.options.burst, b.tokens + ((now - b.at) / 1000) * this.options.perSecond)
      b.at = now
    }
    return b
  }

  /** True when the request may go on (one token taken); false: too many, answer 429. */
  take(key: string): boolean {
    const b = this.#bucket(key)
    if (b.tokens < 1) return false
    b.tokens -= 1
    return true
  }

  /** True when `key` could take one now (nothing taken). */
  ready(key: string): boolean {
    return this.#bucket(key).tokens >= 1
  }

  /** Seconds until `key` may make one more request (for Retry-After). */
  retryAfter(key: string): number {
    const b = this.#buckets.get(key)
    if (!b || b.tokens >= 1) return 0
    return Math.ceil((1 - b.tokens) / this.options.perSecond)
  }
}
