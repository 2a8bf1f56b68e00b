// The CLI as `npm run -s cli -- …` runs it. By default in this process, through the seam the entry point
// itself uses (`main(argv, io)` in src-main/cli/index.ts, with stdin as text and stdout/stderr gathered):
// the same commands, parsing, exit statuses and output, without a node + tsx start per call (≈ 1–2 s
// each on a loaded machine). `{ process: true }` runs the real thing in a child process (node + the tsx
// loader, or npm itself with `viaNpm`): the few tests that prove the process — its exit code, stdin
// read to the end, what npm adds — use it.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { main } from '../../../src-main/cli/index'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export interface CliOutcome {
  status: number | null
  stdout: string
  stderr: string
}

export interface RunCliOptions {
  /** Written to stdin, which is then closed (none: an empty stdin). */
  stdin?: string
  /** Added to the environment (in this process: set for the call's duration, then restored). */
  env?: NodeJS.ProcessEnv
  /** A real child process (node + tsx) instead of this process. */
  process?: boolean
  /** A real child process through `npm run -s cli --` (npm's own startup; implies `process`). */
  viaNpm?: boolean
}

/** `npm run -s cli -- ...args`: in this process unless `process` or `viaNpm`. */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliOutcome> {
  return options.process || options.viaNpm ? inChild(args, options) : inProcess(args, options)
}

/** Through `main(argv, io)`, as the entry point calls it; stdin as the process reads it (a BOM dropped). */
async function inProcess(args: readonly string[], options: RunCliOptions): Promise<CliOutcome> {
  const { stdin = '', env = {} } = options
  let stdout = ''
  let stderr = ''
  const saved = new Map(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  try {
    const status = await main(args, {
      readStdin: async () => stdin.replace(/^\uFEFF/, ''),
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text)
    })
    return { status, stdout, stderr }
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

function inChild(args: readonly string[], options: RunCliOptions): Promise<CliOutcome> {
  const { stdin = '', env = {}, viaNpm = false } = options
  const [command, ...prefix] = viaNpm
    ? ['npm', 'run', '-s', 'cli', '--']
    : [process.execPath, '--import', 'tsx', 'src-main/cli/index.ts']
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...prefix, ...args], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env }
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

/** Bad input: exit 2, nothing on stdout, one line on stderr matching `message`. */
export function expectBadInput(outcome: CliOutcome, message: RegExp): void {
  expect(outcome.status).toBe(2)
  expect(outcome.stdout).toBe('')
  expect(outcome.stderr.endsWith('\n')).toBe(true)
  expect(outcome.stderr.trimEnd().split('\n')).toHaveLength(1)
  expect(outcome.stderr).toMatch(message)
}
