/**
 * Every text a dictionary can produce: its strings, and what its functions return when called with
 * `args` (sample values), each with its path in the dictionary ("card.reasons.fits()").
 */
export function dictionaryTexts(
  value: unknown,
  args: readonly unknown[],
  path = ''
): Array<[path: string, text: string]> {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    try {
      return dictionaryTexts((value as (...a: unknown[]) => unknown)(...args), args, `${path}()`)
    } catch {
      return []
    }
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => dictionaryTexts(v, args, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => dictionaryTexts(v, args, path ? `${path}.${k}` : k))
  return []
}
