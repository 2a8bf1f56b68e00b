// The folder the GM last saved an export to, remembered across runs in the user-data folder
// (read leniently: a missing or damaged file means "no folder yet"; written atomically).
import { readFile } from 'node:fs/promises'
import { writeFile } from 'atomically'
import { z } from 'zod'

const ExportSettingsSchema = z.object({ lastFolder: z.string().min(1).max(4096).nullable() }).strict()
export type ExportSettings = z.infer<typeof ExportSettingsSchema>

export async function loadExportSettings(file: string): Promise<ExportSettings> {
  try {
    const parsed = ExportSettingsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data : { lastFolder: null }
  } catch {
    return { lastFolder: null }
  }
}

export async function saveExportSettings(file: string, settings: ExportSettings): Promise<void> {
  await writeFile(file, `${JSON.stringify(settings, null, 2)}\n`)
}
