// Ids for new characters, lines and ledger entries: short, random, valid for the schema's Id regex.
export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`
}

/** The current time, ISO 8601 with offset (the schema's `at`). */
export function nowIso(): string {
  return new Date().toISOString()
}
