import { build } from 'electron-vite'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

// The end-to-end tests run against the production bundles (out/). They are built again only when what
// they are built from has changed since the last build this setup made (a hash of the sources, the
// resources, the build configuration and the lock file, kept in out/.e2e-build-stamp): a clean clone
// builds, a second run on the same tree starts at once (the build is ~15 s of CPU). E2E_BUILD=1 builds
// anyway.
const ROOT = join(import.meta.dirname, '..', '..')
const STAMP = join(ROOT, 'out', '.e2e-build-stamp')
const INPUT_FOLDERS = ['src-main', 'src-renderer', 'src-shared', 'resources']
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'electron.vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'tsconfig.shared.json'
]
/** What the tests load from out/: a build that lost one of them is built again. */
const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/renderer/player.html']

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** A hash of every input's path and content. */
export async function inputsHash(): Promise<string> {
  const files = [
    ...(await Promise.all(INPUT_FOLDERS.map((d) => filesUnder(join(ROOT, d))))).flat(),
    ...INPUT_FILES.map((f) => join(ROOT, f)).filter((f) => existsSync(f))
  ].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(relative(ROOT, file))
    hash.update('\0')
    hash.update(await readFile(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

export default async function globalSetup(): Promise<void> {
  const hash = await inputsHash()
  const built = existsSync(STAMP) ? (await readFile(STAMP, 'utf8')).trim() : ''
  const whole = OUTPUTS.every((f) => existsSync(join(ROOT, f)))
  if (process.env.E2E_BUILD !== '1' && whole && built === hash) {
    console.log('e2e: out/ is already built from these sources (E2E_BUILD=1 builds anyway)')
    return
  }
  await build({ logLevel: 'warn' })
  await writeFile(STAMP, `${hash}\n`)
}
