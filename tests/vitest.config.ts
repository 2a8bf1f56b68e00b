import { defineConfig } from 'vitest/config'
import { svelte } from '@sveltejs/vite-plugin-svelte'

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [svelte()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'src-shared/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks'
  }
})
