// Issue 26 item 7: ELECTRON_RENDERER_URL made the unpackaged app's window load, and trust for the
// contract, any URL it named. Through the Electron stand-in (the built main bundle, as `npm start`
// runs it): a page on a loopback server named by the variable is never loaded; the window shows the
// app's own app:// page. Only `electron-vite dev` (a development build) honours the variable, and
// only for a loopback http URL (devRendererUrl, tests/unit/shell/security.test.ts).
import { createServer, type Server } from 'node:http'
import { campaignShown, expect, SAMPLE, test } from './desktop-fixtures'

// electron-vite's types declare the variable read-only; the test sets it for main, as electron-vite dev would.
const env = process.env as Record<string, string | undefined>

test('ELECTRON_RENDERER_URL is ignored by the built app: the window loads app://, the named page never', async ({
  desktop
}) => {
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>Not the app</title><script>window.encumbrance?.invoke("campaign/get", {})</script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  env.ELECTRON_RENDERER_URL = `http://127.0.0.1:${port}/`
  try {
    const app = await desktop({ campaign: SAMPLE })
    const page = await app.page()
    await campaignShown(page)
    expect((await app.window()).webContents.getURL()).toBe('app://encumbrance/index.html')
    expect(requests).toEqual([])
  } finally {
    delete env.ELECTRON_RENDERER_URL
    await new Promise((resolve) => server.close(resolve))
  }
})
