// The real CLI in a child process, from the project root: node + the tsx loader (what `npm run cli`
// runs, without npm's startup), or through npm itself.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export interface CliOutcome {
  status: number | null
  stdout: string
  stderr: string
}

export interface RunCliOptions {
  /** Written to stdin, which is then closed (none: an empty stdin). */
  stdin?: string
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv
  /** Through `npm run -s cli --` (slower: npm's own startup). */
  viaNpm?: boolean
}

/** `npm run -s cli -- ...args`. */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliOutcome> {
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
