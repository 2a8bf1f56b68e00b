// The per-user data folder, the same one Electron's app.getPath('userData') gives the desktop app
// (appData/<productName>), so the browser host and the app share the default campaign.
import { homedir } from 'node:os'
import { join } from 'node:path'

export const PRODUCT_NAME = 'Encumbrance'

export function appDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home = homedir()
): string {
  if (platform === 'win32') return env.APPDATA ?? join(home, 'AppData', 'Roaming')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support')
  return env.XDG_CONFIG_HOME || join(home, '.config')
}

export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home = homedir()
): string {
  return join(appDataDir(env, platform, home), PRODUCT_NAME)
}
