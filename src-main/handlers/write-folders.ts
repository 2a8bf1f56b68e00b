// Where the browser host may write (and open) campaign files and exports: inside folders the GM
// picked, never at a path the page made up. The page is served over HTTP, so anything that can talk
// to the host could otherwise write any file this user (often root on a laptop) can write.
//
// Allowed: the user-data folder, the folder of the campaign open now and of the one given at start,
// the folders of recent campaigns (opened or saved there before), and folders the GM allowed once in
// the page (kept in `<userData>/folders.json`). Paths are compared after resolving `..` and symbolic
// links, so neither a traversal nor a link inside an allowed folder reaches outside it.
import { lstat, realpath, stat } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, parse, resolve, sep } from 'node:path'
import { z } from 'zod'
import { readSettingsJson, writeSettingsJson } from '../store/settings-file'
import { ContractFailure } from './errors'

export const ALLOWED_FOLDERS_KEPT = 50
const FoldersSchema = z.object({ folders: z.array(z.string().min(1).max(4096)).max(ALLOWED_FOLDERS_KEPT) }).strict()

/** Folders never allowed, whatever the page asks: the system's own. */
const SYSTEM_FOLDERS = ['/proc', '/sys', '/dev', '/etc', '/bin', '/sbin', '/usr', '/boot', '/lib', '/lib64', '/run']

export interface WriteFoldersSources {
  userDataDir: string
  /** Campaign files whose folders are allowed: the open one, the one given at start, recent ones. */
  campaigns: () => string[]
}

function outside(path: string, folder: string): ContractFailure {
  return new ContractFailure(
    'invalid-input',
    `path: ${path} is outside the folders the app may write in (allow ${folder} first)`,
    { why: { reason: 'path-outside-folders', params: { path, folder } } }
  )
}

function notAllowable(path: string): ContractFailure {
  return new ContractFailure('invalid-input', `path: the app never writes in ${path}`, {
    why: {
      reason: 'folder-not-allowed',
      params: { path }
    }
  })
}

const within = (path: string, folder: string) =>
  path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep)

async function real(path: string): Promise<string | null> {
  return realpath(path).catch(() => null)
}

export class WriteFolders {
  #chosen: string[] = []

  private constructor(
    readonly file: string,
    readonly sources: WriteFoldersSources
  ) {}

  static async load(sources: WriteFoldersSources): Promise<WriteFolders> {
    const folders = new WriteFolders(join(sources.userDataDir, 'folders.json'), sources)
    const parsed = FoldersSchema.safeParse(await readSettingsJson(folders.file))
    if (parsed.success) folders.#chosen = parsed.data.folders
    return folders
  }

  /** The allowed folders, symbolic links resolved (missing ones left out). */
  async list(): Promise<string[]> {
    const candidates = [
      this.sources.userDataDir,
      ...this.sources.campaigns().map((file) => dirname(resolve(file))),
      ...this.#chosen
    ]
    const resolved = await Promise.all(candidates.map(real))
    return [...new Set(resolved.filter((p): p is string => p !== null))]
  }

  /**
   * The path to use for `path` (absolute; `..` and links resolved), or a located refusal when it leads
   * outside every allowed folder. A missing folder is refused as such.
   */
  async check(path: string): Promise<string> {
    if (!isAbsolute(path))
      throw new ContractFailure('invalid-input', `path: give an absolute path (got ${path})`, {
        why: {
          reason: 'path-not-absolute',
          params: { path }
        }
      })
    const target = resolve(path)
    const folder = await real(dirname(target))
    if (folder === null)
      throw new ContractFailure('invalid-input', `path: folder ${dirname(target)} does not exist`, {
        why: { reason: 'export-folder-missing', params: { path: dirname(target) } }
      })
    const allowed = await this.list()
    const ok = (p: string) => allowed.some((f) => within(p, f))
    if (!ok(folder)) throw outside(path, folder)
    const entry = await lstat(target).catch(() => null)
    if (entry?.isSymbolicLink()) {
      // a link inside an allowed folder may not lead out of them
      const linked = await real(target)
      if (linked === null || !ok(dirname(linked))) throw outside(path, linked ? dirname(linked) : folder)
    }
    return join(folder, basename(target))
  }

  /** Allows `path` (an existing folder) from now on, kept across runs; returns the allowed folders. */
  async allow(path: string): Promise<string[]> {
    if (!isAbsolute(path)) throw notAllowable(path)
    const folder = await real(resolve(path))
    if (folder === null || !(await stat(folder)).isDirectory()) throw notAllowable(path)
    if (folder === parse(folder).root || SYSTEM_FOLDERS.some((s) => within(folder, s))) throw notAllowable(path)
    if (!this.#chosen.includes(folder)) {
      this.#chosen = [folder, ...this.#chosen].slice(0, ALLOWED_FOLDERS_KEPT)
      await writeSettingsJson(this.file, { folders: this.#chosen })
    }
    return this.list()
  }
}
