import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'

const root = import.meta.dirname
/** `@shared/…` is src-shared in every layer (tsconfig.base.json `paths`; lint bans relative imports across layers). */
const resolveShared = { alias: { '@shared': resolve(root, 'src-shared') } }

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
    plugins: [svelte()],
    worker: { format: 'es' },
    build: {
      rollupOptions: { input: { index: resolve(root, 'src-renderer/index.html') } }
    }
  }
})
