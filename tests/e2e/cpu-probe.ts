// What a test costs in CPU (issue 24 item 7: the suite measured, not guessed): the CPU time of the
// Playwright worker's whole process tree (the worker itself, its Chromium and every Chromium child,
// those that ended included: a process's reaped children are in its own counters) before and after the
// test. Two workers run side by side, each with its own tree, so each test's figure is its own.
// On with E2E_CPU=<file>: one line per test, `<ms cpu>\t<ms wall>\t<file>\t<title>`, appended.
import { appendFile, readdir, readFile } from 'node:fs/promises'

const TICK_MS = 10 // USER_HZ is 100 on Linux

/** CPU (ms) of `root` and all its descendants, living and reaped; 0 where /proc is not there. */
export async function treeCpuMs(root = process.pid): Promise<number> {
  let names: string[]
  try {
    names = (await readdir('/proc')).filter((n) => /^\d+$/.test(n))
  } catch {
    return 0
  }
  const stats = new Map<number, { ppid: number; ticks: number }>()
  await Promise.all(
    names.map(async (name) => {
      try {
        const text = await readFile(`/proc/${name}/stat`, 'utf8')
        // fields after the command's closing parenthesis: state ppid … utime(14) stime(15) cutime(16) cstime(17)
        const f = text.slice(text.lastIndexOf(')') + 2).split(' ')
        const n = (i: number) => Number(f[i - 3])
        stats.set(Number(name), { ppid: n(4), ticks: n(14) + n(15) + n(16) + n(17) })
      } catch {
        // the process ended meanwhile
      }
    })
  )
  const children = new Map<number, number[]>()
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  let ticks = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    ticks += stats.get(pid)?.ticks ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return ticks * TICK_MS
}

/** Runs `body` and, when E2E_CPU names a file, appends what it cost there. */
export async function probeCpu(file: string, title: string, body: () => Promise<void>): Promise<void> {
  const out = process.env.E2E_CPU
  if (!out) return body()
  const cpu0 = await treeCpuMs()
  const wall0 = performance.now()
  try {
    await body()
  } finally {
    const cpu = (await treeCpuMs()) - cpu0
    const wall = performance.now() - wall0
    await appendFile(out, `${cpu}\t${Math.round(wall)}\t${file}\t${title}\n`)
  }
}
