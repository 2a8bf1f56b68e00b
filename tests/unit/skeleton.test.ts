import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'

describe('skeleton', () => {
  it('pins Electron to the current supported major', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }
    expect(pkg.devDependencies.electron).toMatch(/^45\.\d+\.\d+$/)
  })
})
