// `npm run web [-- --campaign <file>] [--port <n>] [--open]`: builds, then runs the browser host
// (src-main/web/serve.ts) in this very process. npm's shell hands its place to this process, so the
// host is npm's own child: Ctrl+C reaches it once and npm reports the host's exit status (3, "NOT
// SAVED", when changes could not be written), and when npm itself is killed the host follows it
// (ENCUMBRANCE_FOLLOW_PARENT), writing pending changes and giving the lock up.
// ENCUMBRANCE_RENDERER_DIR (an already built renderer, the tests' stand-in): nothing is built.
import { join } from 'node:path'
import { importUrl } from './outcome.mjs'

const root = join(import.meta.dirname, '..', '..')
if (!process.env.ENCUMBRANCE_RENDERER_DIR) {
  const { build } = await import('electron-vite')
  await build({ logLevel: 'error' })
}
process.env.ENCUMBRANCE_FOLLOW_PARENT = '1'
const serve = join(root, 'src-main', 'web', 'serve.ts')
process.argv = [process.argv[0], serve, ...process.argv.slice(2)]
const { tsImport } = await import('tsx/esm/api')
await tsImport(importUrl(serve), import.meta.url)
