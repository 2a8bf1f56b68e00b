// Vitest global setup of the unit project: the browser host (src-main/web/serve.ts) bundled once per run,
// for the tests that start it as a real process. A start through the tsx loader costs ≈ 3.3 s of CPU
// (warm tsx cache; more on a clean clone) against ≈ 1.7 s for the bundle, and a run starts it 15 times.
// Same sources, same packages (left external, resolved from the project's node_modules); the bundle sits
// two folders below the project root, as serve.ts does, so `import.meta.dirname`-relative paths (the
// host's PROJECT_ROOT) find the same files. The tests of what npm adds (`npm run web`, `npm start`) still
// go through npm and tsx. (The CLI is not bundled: its start costs the same either way, ≈ 1.5 s.)
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { TestProject } from 'vitest/node'

export interface ProcessBundles {
  /** `node <serve>` is `npm run web` without the build (set ENCUMBRANCE_RENDERER_DIR). */
  serve: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    processBundles: ProcessBundles
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  await mkdir(join(root, '.tmp'), { recursive: true })
  const dir = await mkdtemp(join(root, '.tmp', 'bundles-'))
  await build({
    entryPoints: { serve: join(root, 'src-main/web/serve.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error'
  })
  project.provide('processBundles', { serve: join(dir, 'serve.mjs') })
  return () => rm(dir, { recursive: true, force: true })
}
