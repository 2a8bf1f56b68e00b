// Bounded input and output (issue 9, item 7), through the store and the real CLI: only regular files
// are read, with a size cap (`/dev/zero` used to grow the host to 23 GB, a FIFO hung it and `check`);
// 100,000 levels of nesting are a located problem, not a stack trace; stdin is capped; an export never
// replaces a device or a FIFO (`summary --out /dev/full` run as root replaced the device node).
import { execFileSync, spawn } from 'node:child_process'
import { openSync, closeSync } from 'node:fs'
import { lstat, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Backups, backupFolderFor } from '../../../src-main/store/backups'
import { CampaignFileError, serializeCampaign } from '../../../src-main/store/campaign-file'
import { CampaignStore } from '../../../src-main/store/campaign-store'
import { CAMPAIGN_MAX_BYTES } from '../../../src-main/store/read-bounded'
import { fullCampaign } from '../campaign/fixtures/full-campaign'
import { runCli, type CliOutcome } from '../cli/run-cli'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const isRoot = process.getuid?.() === 0
let dir: string
let fifo: string
let deep: string

const DEPTH = 100_000

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-odd-'))
  fifo = join(dir, 'campaign.fifo')
  execFileSync('mkfifo', [fifo])
  deep = join(dir, 'deep.json')
  // a campaign whose name is a list nested 100,000 deep
  await writeFile(deep, `{\n  "schemaVersion": 3,\n  "name": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}\n}\n`)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function openError(path: string): Promise<CampaignFileError> {
  const error = await CampaignStore.open(path).then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(CampaignFileError)
  return error as CampaignFileError
}

/** The real CLI with stdin read from `stdinFile` (a device, a file). */
function runCliFrom(stdinFile: string, args: readonly string[]): Promise<CliOutcome> {
  const fd = openSync(stdinFile, 'r')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/cli/index.ts', ...args], {
      cwd: root,
      stdio: [fd, 'pipe', 'pipe']
    })
    closeSync(fd)
    let stdout = ''
    let stderr = ''
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c))
    child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

describe('the store reads only regular files, of bounded size', () => {
  it('/dev/zero is refused at once as a device, without reading it', async () => {
    const rss = process.memoryUsage().rss
    const e = await openError('/dev/zero')
    expect(e.problems[0]).toMatchObject({ reason: 'not-regular-file', params: { kind: 'device' } })
    expect(e.message).toMatch(/\/dev\/zero is a device, not a regular file/)
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024)
  })

  it('a FIFO is refused without waiting for a writer', async () => {
    const t = performance.now()
    const e = await openError(fifo)
    expect(e.problems[0]).toMatchObject({ reason: 'not-regular-file', params: { kind: 'fifo' } })
    expect(performance.now() - t).toBeLessThan(5_000)
  })

  it('a file larger than the cap is refused before it is read', async () => {
    const huge = join(dir, 'huge.json')
    await writeFile(huge, '{')
    await truncate(huge, CAMPAIGN_MAX_BYTES + 1) // sparse: no disk used
    const e = await openError(huge)
    expect(e.problems[0]).toMatchObject({ reason: 'too-large', params: { max: 64 } })
  })

  it('100,000 levels of nesting are one located problem, and the file is left as it was', async () => {
    const before = await readFile(deep)
    const e = await openError(deep)
    expect(e.problems).toHaveLength(1)
    expect(e.problems[0]).toMatchObject({ reason: 'too-deep', line: 3, column: 74, params: { max: 64 } })
    expect(e.message).toMatch(/deep\.json:3:74: lists and objects are nested more than 64 levels deep/)
    expect(await readFile(deep)).toEqual(before)
  })

  it('a FIFO in the backup folder is refused as a backup, not read', async () => {
    const file = join(dir, 'with-backups.json')
    await writeFile(file, serializeCampaign(fullCampaign()))
    const backups = new Backups(file)
    await backups.snapshot()
    const [real] = await backups.list()
    const folder = backupFolderFor(file)
    await rm(join(folder, `${real!.id}.json.gz`))
    execFileSync('mkfifo', [join(folder, `${real!.id}.json.gz`)])
    const read = await backups.read(real!.id)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems[0]).toMatchObject({ reason: 'not-regular-file' })
  })
})

describe('the real CLI', () => {
  it('check /dev/zero, a FIFO and a 100,000-deep file: exit 1, one located line each, no stack trace', async () => {
    const out = await runCli(['check', '/dev/zero', fifo, deep])
    expect(out.status).toBe(1)
    expect(out.stderr).toBe('')
    expect(out.stdout.trimEnd().split('\n')).toEqual([
      '/dev/zero: is a device, not a regular file; not read',
      `${fifo}: is a FIFO (named pipe), not a regular file; not read`,
      `${deep}:3:74: lists and objects are nested more than 64 levels deep here; a campaign never is`
    ])
  })

  it('evaluate and split with 100,000 levels of nesting on stdin: exit 2, located, no stack trace', async () => {
    const text = `{"strength": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`
    for (const command of ['evaluate', 'split']) {
      const out = await runCli([command], { stdin: text })
      expect(out.status).toBe(2)
      expect(out.stdout).toBe('')
      expect(out.stderr).toBe('stdin:1:77: lists and objects nested more than 64 levels deep\n')
    }
  })

  it('evaluate < /dev/zero: stdin is capped, exit 2', { timeout: 30_000 }, async () => {
    const out = await runCliFrom('/dev/zero', ['evaluate'])
    expect(out.status).toBe(2)
    expect(out.stderr).toBe('stdin: more than 16 MB of input; refused\n')
  })

  it(`summary --out onto a FIFO${isRoot ? ' and a character device' : ''}: refused, exit 1, the node left as it was`, async () => {
    const campaign = join(dir, 'export-me.json')
    await writeFile(campaign, serializeCampaign(fullCampaign()))
    const targets = [join(dir, 'out.fifo')]
    execFileSync('mkfifo', [targets[0]!])
    if (isRoot) {
      // our own node with /dev/full's numbers (never the real /dev/full)
      targets.push(join(dir, 'full.md'))
      execFileSync('mknod', [targets[1]!, 'c', '1', '7'])
    }
    for (const target of targets) {
      const before = await lstat(target)
      const out = await runCli(['summary', campaign, '--format', 'md', '--out', target])
      expect(out.status).toBe(1)
      expect(out.stderr).toMatch(/it is not a regular file, it is never replaced/)
      const after = await lstat(target)
      expect(after.ino).toBe(before.ino)
      expect(after.isFile()).toBe(false)
    }
  })
})
