// The shell's own small settings (window size and position, theme, interface language), kept as JSON in the user-data
// folder. Plain Node: read leniently (a missing or damaged file gives the defaults), written whole.
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'
import { z } from 'zod'
import { LANGUAGES } from '@shared/core'

const Coordinate = z.number().int().min(-100_000).max(100_000)
const Extent = z.number().int().min(200).max(20_000)

const WindowBoundsSchema = z
  .object({
    x: Coordinate.optional(),
    y: Coordinate.optional(),
    width: Extent,
    height: Extent,
    maximized: z.boolean()
  })
  .strict()

export const ThemeSchema = z.enum(['system', 'light', 'dark'])

const ShellSettingsSchema = z
  .object({
    window: WindowBoundsSchema,
    /** 'system' follows the OS (nativeTheme), the renderer reads prefers-color-scheme. */
    theme: ThemeSchema,
    /** The interface language the GM chose on this machine; absent: the OS language (issue 25 item 2). */
    language: z.enum(LANGUAGES).optional()
  })
  .strict()

export type WindowBounds = z.infer<typeof WindowBoundsSchema>
export type Theme = z.infer<typeof ThemeSchema>
export type ShellSettings = z.infer<typeof ShellSettingsSchema>

export const DEFAULT_SETTINGS: ShellSettings = {
  window: { width: 1366, height: 768, maximized: false },
  theme: 'system'
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export async function loadShellSettings(file: string): Promise<ShellSettings> {
  const parsed = ShellSettingsSchema.safeParse(await readSettingsJson(file))
  return parsed.success ? parsed.data : structuredClone(DEFAULT_SETTINGS)
}

export async function saveShellSettings(file: string, settings: ShellSettings): Promise<void> {
  await writeSettingsJson(file, ShellSettingsSchema.parse(settings))
}

/**
 * The same, synchronously: the window's bounds are written from its 'close' event, and a quit that
 * follows at once must not lose them. writeFileSync writes every byte (it loops on short writes);
 * the temporary file is fsynced before it replaces the settings.
 */
export function saveShellSettingsSync(file: string, settings: ShellSettings): void {
  const text = JSON.stringify(ShellSettingsSchema.parse(settings), null, 2) + '\n'
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  const fd = openSync(temp, 'w', 0o644)
  try {
    writeFileSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, file)
}

/**
 * Bounds to open the window with: the remembered ones when at least 100×50 px of the title area
 * is on one of today's screens (a screen may have been unplugged), else the same size, centred
 * and shrunk to fit the primary work area.
 */
export function placeWindow(saved: WindowBounds, workAreas: readonly Rect[]): WindowBounds {
  const primary = workAreas[0]
  const fit = (b: WindowBounds): WindowBounds =>
    primary ? { ...b, width: Math.min(b.width, primary.width), height: Math.min(b.height, primary.height) } : b
  if (saved.x === undefined || saved.y === undefined) return fit(saved)
  const { x, y, width } = saved
  const visible = workAreas.some((a) => {
    const w = Math.min(x + width, a.x + a.width) - Math.max(x, a.x)
    const h = Math.min(y + 50, a.y + a.height) - Math.max(y, a.y)
    return w >= 100 && h >= 50
  })
  if (visible) return saved
  const { x: _x, y: _y, ...size } = saved
  return fit(size)
}
