// `node scripts/parallel.mjs <command>...`: runs the checks named on the command line side by side, as
// many at a time as there are cores, the costliest first (in the order given), and fails when any fails.
// Each one's output is printed whole when it ends, under its command line, with its time: never
// interleaved. For `npm run typecheck` and `npm run lint` (two tsc passes and svelte-check; eslint and
// prettier), which each use one core: run one after the other they took ≈ 140 s of CPU and as long on a
// 2-core machine; side by side, about half.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const commands = process.argv.slice(2)
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]')
  process.exit(2)
}

/** Runs one command line in a shell (npm's PATH, so local binaries resolve); its output gathered. */
function run(command) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ command, code: 1, output: `${output}${error.message}\n`, started }))
    child.on('close', (code, signal) => resolve({ command, code: code ?? 1, signal, output, started }))
  })
}

const queue = [...commands]
const failed = []
async function worker() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
    const { code, signal, output, started } = await run(command)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const status = code === 0 ? 'ok' : signal ? `killed by ${signal}` : `exit ${code}`
    process.stdout.write(`\n> ${command}  (${status}, ${seconds} s)\n${output}`)
    if (code !== 0) failed.push(command)
  }
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, worker))
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}`)
  process.exit(1)
}
