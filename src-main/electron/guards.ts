// Locks down every web contents: no navigation away from the app, no new windows, no webviews,
// no permission (camera, notifications, ...) granted, and no opening of external URLs.
import type { App, Session, WebContents } from 'electron'
import { isAppUrl } from './app-origin'

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
}

export function lockDownContents(contents: WebContents, devOrigin: string | null): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devOrigin)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devOrigin)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  // No window.open, no target=_blank, no middle-click: links to the outside are never followed.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

/** Applies lockDownContents to every web contents, and denyPermissions to every session, the app ever creates. */
export function lockDownApp(app: App, devOrigin: string | null): void {
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, devOrigin))
  app.on('session-created', (session) => denyPermissions(session))
}
