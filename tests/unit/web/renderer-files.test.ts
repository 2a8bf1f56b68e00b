import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readRendererFile, resolveRendererPath } from '../../../src-main/web/renderer-files'

let base: string
let root: string
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'enc-files-'))
  root = join(base, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(base, 'secret.txt'), 'do not serve')
  await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'))
})
afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

describe('serving the renderer bundle', () => {
  it('serves index.html for / and files with their type', async () => {
    expect((await readRendererFile(root, '/'))?.type).toBe('text/html; charset=utf-8')
    const js = await readRendererFile(root, '/assets/app.js')
    expect(js?.body.toString()).toBe('console.log(1)')
    expect(js?.type).toBe('text/javascript; charset=utf-8')
    expect(await readRendererFile(root, '/assets%2Fapp.js')).not.toBeNull()
  })

  it('refuses every way out of the folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%00',
      '/%E0%A4%A',
      '/assets/link.txt'
    ]) {
      expect(await readRendererFile(root, path), path).toBeNull()
    }
    expect(resolveRendererPath(root, '/a\\..\\..\\secret.txt')).toBeNull()
  })

  it('answers null for missing files and folders', async () => {
    expect(await readRendererFile(root, '/nope.js')).toBeNull()
    expect(await readRendererFile(root, '/assets')).toBeNull()
    expect(await readRendererFile(root, '/assets/')).toBeNull()
  })
})
