// Small JSON files the app keeps for convenience (recent campaigns, the last export folder, window
// settings): read leniently (missing, damaged, too large or not a regular file → undefined, the caller
// starts afresh), written whole like every other file (durable-write.ts).
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { writeFileDurable } from './durable-write'
import { readRegularFile, SETTINGS_MAX_BYTES } from './read-bounded'

export async function readSettingsJson(file: string): Promise<unknown> {
  try {
    return JSON.parse((await readRegularFile(file, SETTINGS_MAX_BYTES)).bytes.toString('utf8'))
  } catch {
    return undefined
  }
}

export async function writeSettingsJson(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFileDurable(file, `${JSON.stringify(value, null, 2)}\n`)
}
