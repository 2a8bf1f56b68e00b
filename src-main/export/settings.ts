// The folder the GM last saved an export to, remembered across runs in the user-data folder
// (read leniently: a missing or damaged file means "no folder yet"; written whole).
import { z } from 'zod'
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'

const ExportSettingsSchema = z.object({ lastFolder: z.string().min(1).max(4096).nullable() }).strict()
export type ExportSettings = z.infer<typeof ExportSettingsSchema>

export async function loadExportSettings(file: string): Promise<ExportSettings> {
  const parsed = ExportSettingsSchema.safeParse(await readSettingsJson(file))
  return parsed.success ? parsed.data : { lastFolder: null }
}

export async function saveExportSettings(file: string, settings: ExportSettings): Promise<void> {
  await writeSettingsJson(file, settings)
}
