// Timing for the bench modules: run a function many times, then read the median and p95 of the samples.
import { performance } from 'node:perf_hooks'

export interface Timing {
  median: number
  p95: number
  min: number
  max: number
}

/** The sample at fraction `p` of samples sorted ascending: 0.5 the median (the upper middle for an even count), 0.95 the p95. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
}

/** Times `fn` `runs` times after `warmup` untimed runs; in ms. */
export function time(fn: () => unknown, runs: number, warmup = 0): Timing {
  let sink = 0
  for (let i = 0; i < warmup; i++) sink += fn() ? 1 : 0
  const samples = new Array<number>(runs)
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    sink += fn() ? 1 : 0
    samples[i] = performance.now() - start
  }
  if (sink < 0) console.log(sink) // keeps the results alive
  samples.sort((a, b) => a - b)
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), min: samples[0]!, max: samples.at(-1)! }
}

/**
 * Times each of `fns` `runs` times, in `rounds` interleaved rounds (after `warmup` untimed runs of each),
 * so that a load that comes and goes weighs on all of them alike and their ratios compare; in ms.
 */
export function timeInterleaved(fns: readonly (() => unknown)[], runs: number, warmup = 0, rounds = 10): Timing[] {
  for (const fn of fns) time(fn, 0, warmup)
  const samples = fns.map(() => [] as number[])
  const perRound = Math.ceil(runs / rounds)
  let sink = 0
  for (let r = 0; r < rounds; r++)
    fns.forEach((fn, f) => {
      for (let i = 0; i < perRound; i++) {
        const start = performance.now()
        sink += fn() ? 1 : 0
        samples[f]!.push(performance.now() - start)
      }
    })
  if (sink < 0) console.log(sink)
  return samples.map((s) => {
    s.sort((a, b) => a - b)
    return { median: percentile(s, 0.5), p95: percentile(s, 0.95), min: s[0]!, max: s.at(-1)! }
  })
}
