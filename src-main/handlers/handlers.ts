// The contract, implemented once. Plain Node (no Electron): both hosts and the tests use it.
// Inputs arrive validated by dispatch(); outputs are the store's plain data.
import { extname, isAbsolute } from 'node:path'
import { OpSchemas, type Op, type OpType } from '@shared/campaign/ops'
import type { AppInfo, Handlers, Input } from '@shared/contract/contract'
import { ContractFailure } from './errors'
import { createExportHandlers, type ExportHost } from './export'
import type { Session } from './session'

export interface HandlerContext {
  session: Session
  host: AppInfo['host']
  version: string
  /** The host's PDF printer and save dialog for exports. */
  exports?: ExportHost
}

/** Campaign files are absolute paths; written ones end in .json so no other file can be clobbered. */
function campaignPath(path: string, writing: boolean): string {
  if (!isAbsolute(path))
    throw new ContractFailure('invalid-input', `path: give an absolute path (got ${path})`, undefined, undefined, {
      reason: 'path-not-absolute',
      params: { path }
    })
  if (writing && extname(path).toLowerCase() !== '.json') {
    throw new ContractFailure(
      'invalid-input',
      `path: a campaign file name ends in .json (got ${path})`,
      undefined,
      undefined,
      { reason: 'path-not-json', params: { path } }
    )
  }
  return path
}

type OpHandlers = { [T in OpType]: Handlers[T] }

export function createHandlers(ctx: HandlerContext): Handlers {
  const { session } = ctx
  // One channel per Op type: the channel name is the Op's `type`.
  const ops = Object.fromEntries(
    (Object.keys(OpSchemas) as OpType[]).map((type) => [
      type,
      async (input: Input<OpType>) => session.store.apply({ ...input, type } as Op)
    ])
  ) as unknown as OpHandlers

  return {
    ...ops,
    ...createExportHandlers(session, ctx.exports),
    'app/info': async () => ({
      host: ctx.host,
      version: ctx.version,
      platform: process.platform,
      userDataDir: session.options.userDataDir
    }),
    'campaign/get': async () => session.state,
    'campaign/open': async ({ path }) => session.open(campaignPath(path, false)),
    'campaign/create': async ({ path, name }) => session.create(campaignPath(path, true), name),
    'campaign/saveAs': async ({ path }) => session.saveAs(campaignPath(path, true)),
    'campaign/recent': async () => session.recent.list,
    'campaign/reload': async () => session.store.reloadFromDisk(),
    'campaign/overwrite': async () => session.store.overwriteDisk(),
    'campaign/openFromBackup': async ({ path, id }) => session.openFromBackup(campaignPath(path, false), id),
    'history/undo': async () => session.store.undo(),
    'history/redo': async () => session.store.redo(),
    'batch/apply': async ({ ops: batch, label }) => session.store.applyBatch(batch, label),
    'backup/list': async () => session.store.listBackups(),
    'backup/restore': async ({ id }) => session.store.restoreBackup(id)
  }
}
