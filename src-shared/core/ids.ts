// Ids for new characters, lines and ledger entries: short, random, valid for the schema's Id regex.

// The Web Crypto global of browsers and Node alike (src-shared is typed without the DOM or Node).
declare const crypto: { randomUUID(): string }

/** 16 random hex digits. */
export function randomKey(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16)
}

export function newId(prefix: string): string {
  return `${prefix}-${randomKey()}`
}

/** The current time, ISO 8601 with offset (the schema's `at`). */
export function nowIso(): string {
  return new Date().toISOString()
}
