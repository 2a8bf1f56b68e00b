// Runs a bench area and keeps what it prints (for the tests that run every area at its small size).
import type { BenchArea, BenchOptions } from './areas'

/** Runs `area` with `options`; resolves with the lines it printed on console.log (also printed as usual). */
export async function printedBy(area: BenchArea, options: BenchOptions): Promise<string[]> {
  const lines: string[] = []
  const log = console.log
  console.log = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
    log(...args)
  }
  try {
    await (await area.load()).run(options)
  } finally {
    console.log = log
  }
  return lines
}

/** What a bench that still works prints: some lines, timings among them, no NaN, undefined nor Infinity. */
export function saneFigures(lines: readonly string[]): string[] {
  const problems: string[] = []
  if (lines.length === 0) problems.push('printed nothing')
  if (!lines.some((l) => /\d (ms|µs)\b/.test(l))) problems.push('printed no timing in ms or µs')
  for (const l of lines) if (/NaN|undefined|Infinity/.test(l)) problems.push(`a figure is not a number: ${l}`)
  return problems
}
