// Issue 27 item 4: the players' port serves the player page and its own files, nothing of the GM's screen. An
// attacker on the Wi-Fi asks the players' port for the GM bundle's files (every one the GM's page names, and
// its workers' chunks): refused; the player page's own scripts and styles are served.
import { describe, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PLAYER_ASSETS } from '../../../src-main/players/server'
import { start } from '../web/running-host'
import { share } from './players-host'

describe('the players port: files', () => {
  it('serves the player page’s own assets, never the GM bundle’s', async () => {
    const r = await start()
    const renderer = join(r.dir, 'renderer')
    // the built player page beside the GM's (as electron.vite.config.ts builds them)
    await mkdir(join(renderer, PLAYER_ASSETS), { recursive: true })
    await writeFile(join(renderer, PLAYER_ASSETS, 'player-a1.js'), 'export {}')
    await writeFile(join(renderer, PLAYER_ASSETS, 'player-b2.css'), 'body{}')
    await writeFile(
      join(renderer, 'player.html'),
      `<!doctype html><script type="module" src="./${PLAYER_ASSETS}/player-a1.js"></script><link rel="stylesheet" href="./${PLAYER_ASSETS}/player-b2.css">`
    )
    await writeFile(join(renderer, 'assets', 'catalog-c3.js'), 'export const catalog = []')
    const p = await share(r)

    for (const path of ['/assets/app.js', '/assets/catalog-c3.js', `/${PLAYER_ASSETS}/../assets/app.js`]) {
      const res = await p.call('GET', path, { token: null })
      expect(res.status, path).toBe(404)
      expect(res.body, path).not.toContain('export')
    }
    const page = await p.call('GET', '/', { token: null })
    expect(page.body).toContain(`./${PLAYER_ASSETS}/player-a1.js`)
    for (const file of ['player-a1.js', 'player-b2.css'])
      expect((await p.call('GET', `/${PLAYER_ASSETS}/${file}`, { token: null })).status, file).toBe(200)
  })
})
