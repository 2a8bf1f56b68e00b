// The player page's boot (issue 27): the token from the link, the phone's language, then the page and the
// live connection. Served by the player server from out/renderer/player.html under a strict CSP.
import { mount } from 'svelte'
import '../lib/styles/app.css'
import { I18n, localeLang } from '../lib/i18n/i18n.svelte'
import { isPairingCode, PlayerConnection, takeToken } from './connection.svelte'
import PlayerApp from './PlayerApp.svelte'

const nav = globalThis.navigator
const i18n = new I18n(localeLang(nav.languages?.length ? nav.languages : [nav.language]))
document.documentElement.lang = i18n.lang
document.title = i18n.m.player.title
const given = takeToken()
const code = given !== null && isPairingCode(given) ? given : null
const conn = new PlayerConnection(code === null ? given : null, '', i18n.lang)
if (code !== null) conn.status = 'connecting'
// the request first: the view travels while the page mounts (a short link's code is traded for the token first)
void (code === null ? conn.run() : conn.pair(code).then((ok) => (ok ? conn.run() : undefined)))
mount(PlayerApp, { target: document.getElementById('player')!, props: { conn, i18n } })
addEventListener('online', () => conn.wake())
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') conn.wake()
})
