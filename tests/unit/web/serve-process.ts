// The browser host as the GM runs it (`npm run web`): src-main/web/serve.ts in a real child process
// (bundled once per run, tests/unit/process-bundles.ts), with a stand-in renderer and its own user-data
// folder. For the tests of quitting and of --open.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sampleCampaign, writeCampaign } from '../contract/fixtures'
import { raw } from './http-client'

export interface Served {
  child: ChildProcess
  /** Everything written to stdout and stderr so far. */
  output(): string
  /** The printed URL (with its token or one-time code). */
  url: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** A minimal built renderer in `dir`/renderer. */
export async function standInRenderer(dir: string): Promise<string> {
  const rendererDir = join(dir, 'renderer')
  await mkdir(rendererDir, { recursive: true })
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Encumbrance</title>')
  return rendererDir
}

/**
 * `command`: how the host is started (default: serve.ts's bundle under Node); e.g. `['npm', 'run', 'web', '--']`,
 * the arguments following. `detached`: in a process group of its own, as a terminal runs a command
 * (a signal to `-child.pid` then reaches the whole group, as Ctrl+C does).
 */
export async function serve(
  dir: string,
  args: readonly string[],
  env: Record<string, string> = {},
  ready: RegExp = /Press Ctrl\+C/,
  { command = undefined as readonly string[] | undefined, detached = false } = {}
): Promise<Served> {
  command ??= await defaultCommand()
  const rendererDir = await standInRenderer(dir)
  const [exe, ...pre] = command as [string, ...string[]]
  const child = spawn(exe, [...pre, ...args], {
    env: {
      ...process.env,
      XDG_CONFIG_HOME: join(dir, 'config'),
      ENCUMBRANCE_RENDERER_DIR: rendererDir,
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached
  })
  let out = ''
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal }))
  )
  await outputUntil(child, () => out, ready, 60_000)
  const url = /http:\/\/[\w.-]+:\d+\/\S*/.exec(out)?.[0] ?? ''
  return { child, output: () => out, url, exited }
}

/**
 * Resolves once `output()` matches `pattern` or the child has exited, or after `ms` at most: awaited on the
 * child's own output and exit events (a poll counted in sleeps overran the tests' time limit on a loaded
 * machine, where each sleep lasts longer than asked).
 */
export function outputUntil(child: ChildProcess, output: () => string, pattern: RegExp, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => child.exitCode !== null || child.signalCode !== null
    const check = () => (pattern.test(output()) || ended() ? done() : undefined)
    const timer = setTimeout(() => done(), ms)
    function done() {
      clearTimeout(timer)
      child.stdout?.off('data', check)
      child.stderr?.off('data', check)
      child.off('exit', done)
      resolve()
    }
    // registered after the listeners that gather the output, so `check` sees each chunk
    child.stdout?.on('data', check)
    child.stderr?.on('data', check)
    child.on('exit', done)
    check()
  })
}

/** A contract call to a served host, with the token it printed. */
export function post(host: Served, channel: string, body: unknown = {}): ReturnType<typeof raw> {
  const token = /token=([\w-]+)/.exec(host.output())![1]!
  return raw(`${new URL(host.url).origin}/api/${channel}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  })
}

/** The campaign's name in the file on disk. */
export const nameOn = async (file: string): Promise<string> =>
  (JSON.parse(await readFile(file, 'utf8')) as { name: string }).name

/** A temporary folder holding `Runelords.json` (the contract fixtures' sample campaign), removed after `body`. */
export async function withCampaignDir(
  prefix: string,
  body: (dir: string, file: string) => Promise<void>
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  try {
    const file = join(dir, 'Runelords.json')
    await writeCampaign(file, sampleCampaign())
    await body(dir, file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Waits until the host reports save status `status` (campaign/get), polled every 50 ms for at most `ms`:
 * e.g. 'changed-on-disk' once the autosave found the file changed elsewhere and paused. Returns the last
 * status seen (assert it).
 */
export async function saveStatus(host: Served, status: string, ms = 20_000): Promise<string | undefined> {
  let seen: string | undefined
  for (const end = Date.now() + ms; ;) {
    const res = await post(host, 'campaign/get')
    seen = (JSON.parse(res.body) as { value?: { save?: { status?: string } } }).value?.save?.status
    if (seen === status || Date.now() > end) return seen
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * serve.ts under Node: under Vitest the bundle its globalSetup built once per run; elsewhere (a Playwright spec
 * such as recovery.spec, where Vitest's state does not exist) through tsx.
 */
async function defaultCommand(): Promise<readonly string[]> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest')
    return [process.execPath, inject('processBundles').serve]
  }
  return [process.execPath, '--import', 'tsx', 'src-main/web/serve.ts']
}
