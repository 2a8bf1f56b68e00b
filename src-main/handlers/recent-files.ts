// The list of recently opened campaigns (newest first), kept as JSON in the user-data folder.
import { z } from 'zod'
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'

export const RECENT_KEPT = 10
const RecentSchema = z.array(z.string().min(1).max(4096)).max(100)

export class RecentFiles {
  #list: string[] = []

  private constructor(readonly file: string) {}

  /** Reads the list; a missing or damaged file gives an empty list (it is only a convenience). */
  static async load(file: string): Promise<RecentFiles> {
    const recent = new RecentFiles(file)
    // first start, or a damaged file: start afresh
    const parsed = RecentSchema.safeParse(await readSettingsJson(file))
    if (parsed.success) recent.#list = [...new Set(parsed.data)].slice(0, RECENT_KEPT)
    return recent
  }

  get list(): string[] {
    return [...this.#list]
  }

  async add(path: string): Promise<void> {
    this.#list = [path, ...this.#list.filter((p) => p !== path)].slice(0, RECENT_KEPT)
    await writeSettingsJson(this.file, this.#list)
  }
}
