// The contract, implemented once. Plain Node (no Electron): both hosts and the tests use it.
// Inputs arrive validated by dispatch(); outputs are the store's plain data.
import { basename, extname, isAbsolute } from 'node:path'
import { OpSchemas, type Op, type OpType } from '@shared/campaign'
import type { AppInfo, Handlers, Input, Theme } from '@shared/contract'
import type { Language } from '@shared/core'
import { ContractFailure } from './errors'
import { createExportHandlers, type ExportHost } from './export'
import { createPlayerHandlers } from './players'
import { PlayerSharing } from '../players/sharing'
import type { Session } from './session'
import type { WriteFolders } from './write-folders'

export interface HandlerContext {
  session: Session
  host: AppInfo['host']
  version: string
  /** The host's PDF printer and save dialog for exports. */
  exports?: ExportHost
  shell?: ShellHost
  /**
   * The browser host: campaign files and exports only inside the folders the GM allowed (the page's
   * paths are checked there). Absent: paths are taken as given (tests, CLI) or come from `shell`.
   */
  writeFolders?: WriteFolders
  /**
   * Sharing with the players (issue 27): the host makes it (and stops it on quitting). Absent: one is made
   * here without a built player page (tests, the CLI), which serves its placeholder.
   */
  players?: PlayerSharing
}

/** What a desktop shell brings: its own file dialogs and its theme. */
export interface ShellHost {
  /**
   * Asks the GM for a campaign path in a native dialog (null: cancelled). When present, main takes
   * no path to write to from the page: create and save as always ask.
   */
  askCampaignPath?: (kind: 'open' | 'new' | 'saveAs') => Promise<string | null>
  theme?: () => Theme
  setTheme?: (theme: Theme) => void
  /** The interface language the shell keeps per machine (never a campaign's). */
  language?: () => Language
  setLanguage?: (language: Language) => void
}

/** Campaign files are absolute paths; written ones end in .json so no other file can be clobbered. */
function campaignPath(path: string, writing: boolean): string {
  if (!isAbsolute(path))
    throw new ContractFailure('invalid-input', `path: give an absolute path (got ${path})`, {
      why: {
        reason: 'path-not-absolute',
        params: { path }
      }
    })
  if (writing && extname(path).toLowerCase() !== '.json') {
    throw new ContractFailure('invalid-input', `path: a campaign file name ends in .json (got ${path})`, {
      why: { reason: 'path-not-json', params: { path } }
    })
  }
  return path
}

type OpHandlers = { [T in OpType]: Handlers[T] }

/** A campaign file's name without its extension: "/x/Tavern.json" → "Tavern". */
function nameOfFile(path: string): string {
  return (
    basename(path)
      .replace(/\.json$/i, '')
      .trim() || 'Campaign'
  )
}

export function createHandlers(ctx: HandlerContext): Handlers {
  const { session } = ctx
  const ask = ctx.shell?.askCampaignPath

  /** The path to use: asked in the shell's dialog when it has one, else the caller's (required). */
  async function pathFor(kind: 'open' | 'new' | 'saveAs', given: string | undefined): Promise<string | null> {
    if (ask && given !== undefined && kind !== 'open')
      throw new ContractFailure('invalid-input', `path: ${kind}: the app asks where to write in its own dialog`)
    if (given !== undefined) {
      const path = campaignPath(given, kind !== 'open')
      return ctx.writeFolders ? ctx.writeFolders.check(path) : path
    }
    if (ask) return ask(kind)
    throw new ContractFailure('invalid-input', 'path: give an absolute path', {
      why: {
        reason: 'path-not-absolute',
        params: { path: '' }
      }
    })
  }
  // One channel per Op type: the channel name is the Op's `type`.
  const ops = Object.fromEntries(
    (Object.keys(OpSchemas) as OpType[]).map((type) => [
      type,
      async (input: Input<OpType>) => session.store.apply({ ...input, type } as Op)
    ])
  ) as unknown as OpHandlers

  const players = ctx.players ?? PlayerSharing.of(session)

  return {
    ...ops,
    ...createExportHandlers(session, ctx.exports, ctx.writeFolders),
    ...createPlayerHandlers(players),
    'app/info': async () => ({
      host: ctx.host,
      version: ctx.version,
      platform: process.platform,
      userDataDir: session.options.userDataDir,
      ...(ctx.shell?.theme ? { theme: ctx.shell.theme() } : {}),
      ...(ctx.shell?.language ? { language: ctx.shell.language() } : {})
    }),
    'app/setTheme': async ({ theme }) => {
      ctx.shell?.setTheme?.(theme)
      return { theme }
    },
    'app/setLanguage': async ({ language }) => {
      ctx.shell?.setLanguage?.(language)
      return { language }
    },
    'campaign/get': async () => session.state,
    'campaign/open': async ({ path }) => {
      const chosen = await pathFor('open', path)
      return chosen === null ? null : session.open(chosen)
    },
    'campaign/create': async ({ path, name, language }) => {
      const chosen = await pathFor('new', path)
      // a file main's own dialog returned for New is one the GM agreed to replace (macOS, Windows)
      return chosen === null
        ? null
        : session.create(chosen, name ?? nameOfFile(chosen), {
            replace: path === undefined,
            ...(language ? { language } : {})
          })
    },
    'campaign/saveAs': async ({ path, replace }) => {
      const chosen = await pathFor('saveAs', path)
      // the native dialog asked before replacing a file; the page asks, then says so with `replace`
      return chosen === null ? null : session.saveAs(chosen, { replace: path === undefined || replace === true })
    },
    'folders/allow': async ({ path }) => {
      if (!ctx.writeFolders)
        throw new ContractFailure('invalid-input', 'folders/allow: this host writes where its own dialogs say')
      return { folders: await ctx.writeFolders.allow(path) }
    },
    'campaign/recent': async () => session.recent.list,
    'campaign/reload': async () => session.store.reloadFromDisk(),
    'campaign/overwrite': async () => session.store.overwriteDisk(),
    'campaign/openFromBackup': async ({ path, id }) => {
      const file = campaignPath(path, false)
      return session.openFromBackup(ctx.writeFolders ? await ctx.writeFolders.check(file) : file, id)
    },
    'history/undo': async () => session.store.undo(),
    'history/redo': async () => session.store.redo(),
    'batch/apply': async ({ ops: batch, label }) => session.store.applyBatch(batch, label),
    'backup/list': async () => session.store.listBackups(),
    'recovery/list': async () => session.recoveryOffers(),
    'recovery/restore': async ({ id }) => session.restoreRecovery(id),
    'recovery/discard': async ({ id }) => session.discardRecovery(id),
    'backup/restore': async ({ id }) => session.store.restoreBackup(id)
  }
}
