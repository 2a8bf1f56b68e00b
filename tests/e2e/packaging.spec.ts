// Packaging without a download: electron-builder itself (the same command as `npm run dist`) packs the
// built app for Linux into a folder, with an unpacked "Electron" made here whose only content is the
// fuse wire of an Electron 45 binary (its sentinel, version and defaults). What this proves: the
// configuration passes electron-builder's own schema, app.asar holds what the app needs at run time
// and nothing else, and electron-builder's own call to @electron/fuses flips every fuse we set. What it
// cannot: the AppImage/deb/NSIS/DMG steps (they fetch their tools), signing, and the real binary.
import { listPackage, extractFile } from '@electron/asar'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import { execFile } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PROJECT_ROOT } from '../../src-main/web/host'
import { expect, test } from './fixtures'

const run = promisify(execFile)
const require = createRequire(import.meta.url)
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: null, fromOptions: null): Promise<Record<string, unknown>>
  validateConfiguration(config: Record<string, unknown>, logger: unknown): Promise<void>
}
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const ON = 49
const OFF = 48
/** Electron 45's defaults, in wire order (RunAsNode … GrantFileProtocolExtraPrivileges). */
const ELECTRON_DEFAULT_WIRE = [ON, OFF, ON, ON, OFF, OFF, OFF, ON]

async function unpackedElectron(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  const binary = Buffer.concat([
    Buffer.from('\u007fELF stand-in for the Electron binary\n'),
    Buffer.from(SENTINEL),
    Buffer.from([1, ELECTRON_DEFAULT_WIRE.length, ...ELECTRON_DEFAULT_WIRE]),
    Buffer.alloc(256)
  ])
  await writeFile(join(dir, 'electron'), binary)
  await chmod(join(dir, 'electron'), 0o755)
  await writeFile(join(dir, 'LICENSE'), 'MIT')
  return dir
}

test.describe('packaging (electron-builder.yml)', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the configuration passes electron-builder’s schema and targets AppImage, deb, NSIS and DMG', async () => {
    const config = await getConfig(PROJECT_ROOT, null, null)
    await validateConfiguration(config, new DebugLogger(false))
    const targets = (platform: string) => (config[platform] as { target: string | string[] }).target
    expect(targets('linux')).toEqual(['AppImage', 'deb'])
    expect(targets('win')).toBe('nsis')
    expect(targets('mac')).toBe('dmg')
    expect(config.asar).toBe(true)
    const pkg = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.dist).toMatch(/electron-vite build && electron-builder/)
  })

  test('npm run dist’s packer, offline: app.asar holds the built app, the fuses are flipped', async () => {
    const work = await mkdtemp(join(tmpdir(), 'enc-dist-'))
    try {
      const electronDist = await unpackedElectron(join(work, 'electron-dist'))
      const output = join(work, 'dist')
      // Any attempt to download (the Electron zip, a tool) would go to a closed port and fail the run.
      const closed = 'http://127.0.0.1:9'
      await run(
        process.execPath,
        [
          require.resolve('electron-builder/cli.js'),
          '--linux',
          'dir',
          `-c.electronDist=${electronDist}`,
          `-c.directories.output=${output}`
        ],
        {
          cwd: PROJECT_ROOT,
          timeout: 150_000,
          env: {
            ...process.env,
            HTTP_PROXY: closed,
            HTTPS_PROXY: closed,
            ELECTRON_CACHE: join(work, 'cache'),
            ELECTRON_BUILDER_CACHE: join(work, 'cache'),
            CSC_IDENTITY_AUTO_DISCOVERY: 'false'
          }
        }
      )
      const unpacked = join(output, 'linux-unpacked')
      const asar = join(unpacked, 'resources', 'app.asar')
      const files = listPackage(asar, { isPack: false }).map((f) => f.replaceAll('\\', '/'))

      // What main, the preload and the renderer load at run time.
      for (const needed of [
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/resources/sample-campaign.json',
        '/package.json'
      ])
        expect(files).toContain(needed)
      const pkg = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
        main: string
        dependencies: Record<string, string>
        devDependencies: Record<string, string>
      }
      const packed = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as { main: string }
      expect(packed.main).toBe(pkg.main)
      // main keeps its npm dependencies external (electron.vite.config.ts): each one is packed...
      for (const dep of Object.keys(pkg.dependencies)) expect(files).toContain(`/node_modules/${dep}`)
      // ...and nothing of the sources, the tests, the dev tools or the source maps.
      for (const f of files) {
        expect(f).not.toMatch(/^\/(src-main|src-renderer|src-shared|tests|\.ci)\//)
        expect(f).not.toMatch(/\.map$|\.d\.[cm]?ts$/)
      }
      for (const dev of ['electron', 'vite', 'playwright-core', 'typescript'])
        expect(files).not.toContain(`/node_modules/${dev}`)

      // electron-builder flipped the fuses of the packaged binary as electron-builder.yml says.
      const wire = (await getCurrentFuseWire(join(unpacked, 'encumbrance'))) as unknown as Record<number, number>
      expect(wire[FuseV1Options.RunAsNode]).toBe(OFF)
      expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ON)
      expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(OFF)
      expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(OFF)
      expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ON)
      expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ON)
      expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(OFF)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})
