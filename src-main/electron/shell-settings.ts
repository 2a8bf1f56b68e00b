// The shell's own small settings (window size and position, theme), kept as JSON in the user-data
// folder. Plain Node: read leniently (a missing or damaged file gives the defaults), written whole.
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'
import { z } from 'zod'

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
    theme: ThemeSchema
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
