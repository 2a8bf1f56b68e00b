// Issue 27 item 1: sharing stops when the app quits or the campaign closes. The desktop app under the Electron
// stand-in (its real main bundle, in this process): the GM shares from the window's panel, a phone holds a
// live stream open; after File → Quit, and after File → Open… another campaign, the stream has ended and the
// players' port refuses connections (this process is still running: only sharing stopping frees the port).
import type { Page } from '@playwright/test'
import { request } from 'node:http'
import { connect } from 'node:net'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { campaignShown, expect, SAMPLE, test } from './desktop-fixtures'

/** The GM shares on loopback from the panel; the first character's link. */
async function shareFirst(page: Page): Promise<URL> {
  await page.keyboard.press('Control+k')
  await page.getByRole('dialog').getByRole('combobox').fill('Share with')
  await page.keyboard.press('Enter')
  const panel = page.locator('[data-sharing-panel]')
  await panel.locator('[data-share-interface]').selectOption('127.0.0.1')
  await panel.locator('[data-share-start]').click()
  const link = panel.locator('[data-share-link]').first()
  await expect(link).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/#/)
  const url = new URL((await link.textContent())!)
  await page.keyboard.press('Escape')
  return url
}

/** A phone's live stream (GET /api/events): resolves once its first view came; `ended` when the server ends it. */
function liveStream(link: URL): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${link.origin}/api/events`, {
      headers: { authorization: `Bearer ${link.hash.slice(1)}`, accept: 'text/event-stream' },
      timeout: 15_000
    })
    req.on('timeout', () => req.destroy(new Error('no view in 15 s')))
    req.on('error', reject)
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events: HTTP ${res.statusCode}`))
      const ended = new Promise<void>((done) => res.on('close', () => done()))
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: view')) resolve({ ended })
      })
    })
    req.end()
  })
}

/** Whether a TCP connection to the port on loopback is accepted (refused at once when nothing listens). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    const timer = setTimeout(() => (socket.destroy(), resolve(true)), 5_000)
    socket.once('connect', () => (clearTimeout(timer), socket.destroy(), resolve(true)))
    socket.once('error', () => (clearTimeout(timer), resolve(false)))
  })
}

test('File → Quit stops sharing: the phone’s stream ends and the players’ port is closed', async ({ desktop }) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  const link = await shareFirst(page)
  const port = Number(link.port)
  const phone = await liveStream(link)
  expect(await accepts(port)).toBe(true)

  expect(await app.quit()).toBe(0)
  await phone.ended
  expect(await accepts(port)).toBe(false)
})

test('opening another campaign stops sharing the one closed: the stream ends, the port is closed', async ({
  desktop
}) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  const link = await shareFirst(page)
  const port = Number(link.port)
  const phone = await liveStream(link)
  await expect(page.locator('[data-sharing-indicator]')).toBeVisible()

  const other = join(app.dir, 'other.json')
  await writeFile(other, JSON.stringify({ ...JSON.parse(await readFile(SAMPLE, 'utf8')), name: 'Other table' }))
  app.menu('File', 'Open…')
  ;(await app.dialog('open')).answer({ canceled: false, filePaths: [other] })
  await expect(page).toHaveTitle(/Other table/)
  await phone.ended
  expect(await accepts(port)).toBe(false)
  await expect(page.locator('[data-sharing-indicator]')).toHaveCount(0)
})
