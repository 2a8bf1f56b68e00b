// Whole-file atomic replace that survives a crash or a power cut: the new content is written to a
// temporary file beside the target and fsynced (atomically), renamed over the target, then the folder
// is fsynced so the rename itself is on disk.
import { open, readdir, stat, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { writeFile } from 'atomically'

export async function fsyncDir(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch (e) {
    // Windows cannot open or fsync a folder; the rename is as durable as it gets there.
    if (process.platform !== 'win32') throw e
  } finally {
    await handle?.close()
  }
}

export async function writeFileDurable(path: string, data: string | Uint8Array): Promise<void> {
  await writeFile(path, data, { fsync: true, fsyncWait: true })
  await fsyncDir(dirname(path))
}

/** atomically's temporary files are `<file>.tmp-<10 digits><6 hex>`. */
const TEMP = /\.tmp-\d{10}[0-9a-f]{6}$/

/** Removes temporary files a killed writer left beside `path` (older than `minAgeMs`, so never a live one). */
export async function purgeStaleTemps(path: string, minAgeMs = 60_000): Promise<number> {
  const dir = dirname(path)
  const prefix = `${basename(path)}.tmp-`
  let removed = 0
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !TEMP.test(name)) continue
    try {
      const s = await stat(join(dir, name))
      if (Date.now() - s.mtimeMs >= minAgeMs) {
        await unlink(join(dir, name))
        removed++
      }
    } catch {
      // gone already
    }
  }
  return removed
}
