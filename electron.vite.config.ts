import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { build, type Plugin } from 'vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'

const root = import.meta.dirname
/** `@shared/…` is src-shared in every layer (tsconfig.base.json `paths`; lint bans relative imports across layers). */
const resolveShared = { alias: { '@shared': resolve(root, 'src-shared') } }

/** src-shared is pure (ARCHITECTURE.md): its modules only build constants, so what a page does not use is
 * left out of it. */
const treeshake = { moduleSideEffects: (id: string) => !id.includes('/src-shared/') }

/**
 * The player page (issue 27), served to the players' phones by the player server: built on its own after
 * the GM's renderer, so that it shares no chunk with it (a shared chunk brings the whole module graph of
 * the GM's screen, the 1,546-item catalog with it: the page must stay under 150 KB gzipped).
 */
function playerPage(): Plugin {
  return {
    name: 'encumbrance-player-page',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root: resolve(root, 'src-renderer'),
        base: './',
        logLevel: 'warn',
        resolve: resolveShared,
        plugins: [svelte()],
        build: {
          outDir: resolve(root, 'out/renderer'),
          // its own folder: the players' port serves this one and nothing of the GM's assets/
          // (PLAYER_ASSETS in src-main/players/server.ts)
          assetsDir: 'player-assets',
          emptyOutDir: false,
          rollupOptions: { treeshake, input: { player: resolve(root, 'src-renderer/player.html') } }
        }
      })
    }
  }
}

export default defineConfig({
  main: {
    resolve: resolveShared,
    build: {
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(root, 'src-main/electron/index.ts') } }
    }
  },
  preload: {
    resolve: resolveShared,
    build: {
      // A sandboxed preload cannot require() npm modules: bundle everything and emit CommonJS.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'src-main/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    base: './',
    resolve: resolveShared,
    plugins: [svelte(), playerPage()],
    worker: { format: 'es' },
    build: {
      rollupOptions: { treeshake, input: { index: resolve(root, 'src-renderer/index.html') } }
    }
  }
})
