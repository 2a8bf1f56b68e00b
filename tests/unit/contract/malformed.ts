// Malformed variants of a good payload: not an object, extra keys at every level, a wrong type,
// an absurd number or a huge string at every leaf.
export interface Variant {
  why: string
  value: unknown
}

export const HUGE = 'x'.repeat(100_001)

type Path = Array<string | number>

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (Array.isArray(root)) return root.map((v, i) => (i === head ? setAt(v, rest, value) : v))
  const obj = root as Record<string, unknown>
  return { ...obj, [head!]: setAt(obj[head!], rest, value) }
}

function walk(value: unknown, path: Path, visit: (value: unknown, path: Path) => void): void {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit)
}

export function malformed(good: unknown): Variant[] {
  const out: Variant[] = [
    { why: 'null', value: null },
    { why: 'undefined', value: undefined },
    { why: 'a number', value: 42 },
    { why: 'a string', value: 'campaign' },
    { why: 'a boolean', value: true },
    { why: 'an array', value: [] },
    { why: 'the payload in an array', value: [good] }
  ]
  walk(good, [], (value, path) => {
    const at = path.join('.') || '(root)'
    if (Array.isArray(value)) {
      if (path.length) out.push({ why: `${at}: a string instead of an array`, value: setAt(good, path, 'x') })
    } else if (value && typeof value === 'object') {
      out.push({ why: `${at}: an extra key`, value: setAt(good, [...path, 'unexpectedKey'], 1) })
      out.push({
        why: `${at}: an extra __proto__-like key`,
        value: setAt(good, [...path, 'constructor'], { prototype: {} })
      })
      if (path.length) out.push({ why: `${at}: a number instead of an object`, value: setAt(good, path, 7) })
    } else if (typeof value === 'string') {
      out.push({ why: `${at}: a number instead of a string`, value: setAt(good, path, 12345) })
      out.push({ why: `${at}: a huge string`, value: setAt(good, path, HUGE) })
    } else if (typeof value === 'number') {
      out.push({ why: `${at}: a string instead of a number`, value: setAt(good, path, 'twelve') })
      out.push({ why: `${at}: an absurd number`, value: setAt(good, path, 1e300) })
      out.push({ why: `${at}: an absurd negative number`, value: setAt(good, path, -1e300) })
    } else if (typeof value === 'boolean') {
      out.push({ why: `${at}: a string instead of a boolean`, value: setAt(good, path, 'yes') })
    } else if (value === null) {
      out.push({ why: `${at}: a string instead of null`, value: setAt(good, path, 'x') })
    }
  })
  return out
}
