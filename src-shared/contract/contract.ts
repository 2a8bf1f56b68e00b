// The one contract between the renderer and main (Electron IPC or the browser host's HTTP API).
// Every channel takes one argument object, validated in main with its schema (a channel carrying ops:
// its envelope, the ops by the store); outputs are typed.
import { z } from 'zod'
import { Id, type Campaign } from '../campaign/schema'
import { CSV_DECIMALS, CSV_SEPARATORS, EXPORT_FORMATS, PAPERS } from '../export/formats'
import { BatchSchema, HolderSchema, OpSchemas, type OpType } from '../campaign/ops'
import type { CHANNELS, EVENT_NAMES } from './channels'
import { LANGUAGES, type Language } from '../core/language'
import type { ErrorCode, ErrorReason, FileProblem, ReasonParams, Reasoned } from '../core/reasons'
import type { CommandId } from '../commands'
import {
  PlayerCharacterSchema,
  PlayersStartSchema,
  UseDecideSchema,
  type PlayersClaims,
  type PlayersStatus,
  type ShareInterface
} from '../players/gm'

const Empty = z.object({}).strict()
/** A file path from the page: never one holding a NUL byte (no file system takes it; Node throws). */
const FilePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => !p.includes('\u0000'), {
    message: 'a path cannot hold a NUL character',
    params: { reason: 'path-nul' }
  })
const PathInput = z.object({ path: FilePath.optional() }).strict()
/** replace: write over an existing file (the page asked the GM first); without it an existing file is refused. */
const SaveAsInput = z.object({ path: FilePath.optional(), replace: z.boolean().optional() }).strict()
/** `language`: the interface's, which becomes the new campaign's export language (absent: English). */
const CreateInput = z
  .object({
    path: FilePath.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    language: z.enum(LANGUAGES).optional()
  })
  .strict()
const ThemeInput = z.object({ theme: z.enum(['system', 'light', 'dark']) }).strict()
const LanguageInput = z.object({ language: z.enum(LANGUAGES) }).strict()

/**
 * A recovery file of the open campaign (`<name>.unsaved-<time>.json`, written when changes could not be
 * saved on quitting): offered at the next open. `id` is its file name.
 */
export interface RecoveryOffer {
  id: string
  path: string
  /** When it was written (ISO). */
  at: string
  /** How many things it has that the campaign has not (characters, lines, custom items, ledger entries…). */
  changes: number
  /** Set when the file can no longer be read: why (it can still be discarded). */
  problem?: string
}

/** What the renderer holds: the campaign and where it came from. */
export interface CampaignState {
  campaign: Campaign
  /** Absolute path of the campaign file. */
  path: string
  /** Increases with every applied change, undo or redo. */
  revision: number
  /** Set when the file cannot be written (written by a newer version, ...): why. */
  readOnly: string | null
  /** The same, for the UI to translate (absent from older hosts). */
  readOnlyReason?: Reasoned<'newer-version' | 'opened-read-only' | 'locked-by'> | null
  canUndo: boolean
  canRedo: boolean
  /** Where saving stands now (absent from older hosts): the renderer shows this, also after a reload. */
  save?: SaveState
}

/**
 * saved: the file holds every change; pending: a change is due to be written within moments; the others
 * pause saving until the GM acts: changed-on-disk (another program wrote the file), failed (the disk
 * refused: `error` says why, retried meanwhile), read-only.
 */
export interface SaveState {
  status: 'saved' | 'pending' | 'changed-on-disk' | 'failed' | 'read-only'
  error?: { message: string; reason?: ErrorReason; params?: ReasonParams }
}

export interface Applied {
  revision: number
  canUndo: boolean
  canRedo: boolean
}

export interface BackupInfo {
  id: string
  /** ISO time the backup was taken. */
  at: string
  bytes: number
  kind: 'recent' | 'daily' | 'before'
}

/** Where the app runs and where it keeps its data. */
export interface AppInfo {
  host: 'electron' | 'web'
  version: string
  /** Node's `process.platform` of the machine holding the files. */
  platform: string
  /** Folder of the default campaign, recent files and backups' settings. */
  userDataDir: string
  /** The theme the host keeps (Electron); absent: the page keeps its own. */
  theme?: Theme
  /** The interface language the host keeps (Electron: OS language at first start, then the GM's choice). */
  language?: Language
}

export type Theme = 'system' | 'light' | 'dark'

export type { FileProblem } from '../core/reasons'

/**
 * What to export: a character's summary (by id), or without `character` the party sheet, or with `session` that
 * session's report; csv: the ledger, or with `holder` only the transfers to or from that holder (a character or
 * bearer, present or removed, a place, the stash), with `session` only the entries made in that session.
 */
const ExportRequestFields = z
  .object({
    format: z.enum(EXPORT_FORMATS),
    character: Id.optional(),
    holder: HolderSchema.optional(),
    /** A session's id (issue 28): csv, the ledger entries made in it; md/html/pdf, its report. */
    session: Id.optional(),
    paper: z.enum(PAPERS).optional(),
    /** CSV only: separator and decimal mark (default: the campaign language's). */
    csv: z
      .object({ separator: z.enum(CSV_SEPARATORS), decimal: z.enum(CSV_DECIMALS) })
      .strict()
      .optional(),
    /** CSV only: the value each character received, session by session (issue 28), instead of the ledger. */
    received: z.literal(true).optional()
  })
  .strict()
type ExportRequestInput = z.infer<typeof ExportRequestFields>
function holderOnLedger(r: ExportRequestInput, ctx: z.RefinementCtx): void {
  if (r.session !== undefined && r.format !== 'csv' && r.character !== undefined)
    ctx.addIssue({ code: 'custom', path: ['session'], message: 'a session report is the whole party’s: no character' })
  if (r.received && r.format !== 'csv')
    ctx.addIssue({ code: 'custom', path: ['received'], message: 'the value received is a CSV (format csv)' })
  if (r.received && (r.holder !== undefined || r.character !== undefined))
    ctx.addIssue({
      code: 'custom',
      path: ['received'],
      message: 'the value received is the whole party’s: no holder nor character'
    })
  if (r.holder === undefined) return
  if (r.format !== 'csv')
    ctx.addIssue({ code: 'custom', path: ['holder'], message: 'only the ledger (format csv) takes a holder' })
  else if (r.character !== undefined)
    ctx.addIssue({ code: 'custom', path: ['holder'], message: 'give the holder or the character, not both' })
}
const ExportRequestSchema = ExportRequestFields.superRefine(holderOnLedger)
/** `path` absent: the host's native save dialog (Electron), which remembers the last folder. */
const ExportSaveSchema = ExportRequestFields.extend({ path: FilePath.optional() }).strict().superRefine(holderOnLedger)

/** An export's content: UTF-8 text (Markdown, HTML, CSV with its BOM) or base64 (PDF). */
export interface ExportFile {
  /** Suggested file name: "Valeros - summary.pdf". */
  fileName: string
  mime: string
  encoding: 'utf8' | 'base64'
  data: string
}

/** Where an export was written (null from 'export/save' when the GM cancelled the dialog). */
export interface ExportSaved {
  path: string
  bytes: number
}

/**
 * A channel: its input schema, and its output type (carried as a phantom). A channel that carries ops
 * also has an `envelope`: what dispatch checks of its input; its ops are checked once, by the store
 * (campaign/op-check.ts), which every writer goes through, the CLI included.
 */
export interface Spec<I, O> {
  input: I
  output: O
  envelope?: z.ZodType
}

function channel<I extends z.ZodType, O>(input: I, envelope?: z.ZodType): Spec<I, O> {
  return { input, output: undefined as unknown as O, ...(envelope ? { envelope } : {}) }
}

/** An op channel's input: an object; its `type` is the channel's name, never the page's. */
const OpEnvelope = z
  .looseObject({})
  .refine((payload) => !Object.hasOwn(payload, 'type'), { message: 'Unrecognized key: "type"' })
/** A batch: one to 100,000 ops and a label. */
const BatchEnvelope = z.object({ ops: z.array(z.unknown()).min(1).max(100_000), label: z.string().max(200) }).strict()

const opChannels = Object.fromEntries(
  Object.entries(OpSchemas).map(([type, schema]) => [type, channel(schema, OpEnvelope)])
) as unknown as { [T in OpType]: Spec<(typeof OpSchemas)[T], Applied> }

export const contract = {
  'app/info': channel<typeof Empty, AppInfo>(Empty),
  'campaign/get': channel<typeof Empty, CampaignState>(Empty),
  /**
   * Open, create, save as. Without `path`, the host's native dialog asks for it (Electron, where main
   * takes no written-to path from the page); null: the GM cancelled that dialog. `name` defaults to
   * the file's name.
   */
  'campaign/open': channel<typeof PathInput, CampaignState | null>(PathInput),
  'campaign/create': channel<typeof CreateInput, CampaignState | null>(CreateInput),
  'campaign/saveAs': channel<typeof SaveAsInput, CampaignState | null>(SaveAsInput),
  /**
   * Browser host: lets the app write in a folder from now on (the GM confirmed it in the page); the
   * folders it may write in. Outside them, open, create, save as and export paths are refused.
   */
  'folders/allow': channel<z.ZodObject<{ path: typeof FilePath }>, { folders: string[] }>(
    z.object({ path: FilePath }).strict()
  ),
  'campaign/recent': channel<typeof Empty, string[]>(Empty),
  /** After an external change: take the file on disk (discarding unsaved changes) ... */
  'campaign/reload': channel<typeof Empty, CampaignState>(Empty),
  /** ... or keep the app's version and write it over the file. */
  'campaign/overwrite': channel<typeof Empty, Applied>(Empty),
  'history/undo': channel<typeof Empty, CampaignState>(Empty),
  'history/redo': channel<typeof Empty, CampaignState>(Empty),
  'batch/apply': channel<typeof BatchSchema, Applied>(BatchSchema, BatchEnvelope),
  'backup/list': channel<typeof Empty, BackupInfo[]>(Empty),
  'backup/restore': channel<z.ZodObject<{ id: z.ZodString }>, CampaignState>(
    z.object({ id: z.string().min(1).max(200) }).strict()
  ),
  /** Recovery files of the open campaign, newest first; restore one (one undo step) or discard it (moved aside). */
  'recovery/list': channel<typeof Empty, RecoveryOffer[]>(Empty),
  'recovery/restore': channel<z.ZodObject<{ id: z.ZodString }>, CampaignState>(
    z.object({ id: z.string().min(1).max(300) }).strict()
  ),
  'recovery/discard': channel<z.ZodObject<{ id: z.ZodString }>, { path: string }>(
    z.object({ id: z.string().min(1).max(300) }).strict()
  ),
  /** A file that cannot be opened is replaced by one of its backups (ContractError.backups), then opened. */
  'campaign/openFromBackup': channel<z.ZodObject<{ path: typeof FilePath; id: z.ZodString }>, CampaignState>(
    z.object({ path: FilePath, id: z.string().min(1).max(200) }).strict()
  ),
  /** The GM's light/dark choice; in Electron main keeps it (the menu's radio and nativeTheme follow). */
  'app/setTheme': channel<typeof ThemeInput, { theme: Theme }>(ThemeInput),
  /** The GM's interface language; in Electron main keeps it per machine (menu, dialogs). Never a campaign edit. */
  'app/setLanguage': channel<typeof LanguageInput, { language: Language }>(LanguageInput),
  'export/render': channel<typeof ExportRequestSchema, ExportFile>(ExportRequestSchema),
  'export/save': channel<typeof ExportSaveSchema, ExportSaved | null>(ExportSaveSchema),
  /** Players at the table (issue 27): this machine's addresses to share on, the default route's marked. */
  'players/interfaces': channel<typeof Empty, ShareInterface[]>(Empty),
  /** Starts (or, running, changes the settings of) the players' server on an address of this machine. */
  'players/start': channel<typeof PlayersStartSchema, PlayersStatus>(PlayersStartSchema),
  'players/stop': channel<typeof Empty, PlayersStatus>(Empty),
  'players/status': channel<typeof Empty, PlayersStatus>(Empty),
  /** A new link for the character (the old one stops working at once). */
  'players/renew-token': channel<typeof PlayerCharacterSchema, PlayersStatus>(PlayerCharacterSchema),
  /** The character's link stops working (its open pages are closed); renew to share again. */
  'players/revoke-token': channel<typeof PlayerCharacterSchema, PlayersStatus>(PlayerCharacterSchema),
  /** The players' claims on the stash and their use requests. */
  'players/claims': channel<typeof Empty, PlayersClaims>(Empty),
  /** Approves (a `line/use` op: a ledger entry, one undo step) or refuses a use request. */
  'players/use-decide': channel<typeof UseDecideSchema, PlayersClaims>(UseDecideSchema),
  ...opChannels
}

export type Contract = typeof contract
export type Channel = keyof Contract
export type Input<C extends Channel> = Contract[C]['input'] extends z.ZodType<infer T> ? T : never
export type Output<C extends Channel> = Contract[C]['output']
/** Implemented once in main; the renderer's client has the same shape. */
export type Handlers = { [C in Channel]: (input: Input<C>) => Promise<Output<C>> }

/** Main → renderer events. */
export interface Events {
  'campaign/changedOnDisk': { path: string }
  'campaign/saved': { revision: number; at: string }
  'campaign/saveFailed': { message: string; reason?: ErrorReason; params?: ReasonParams }
  /** A backup (before a save, or before a destructive step) could not be written; saving goes on. */
  'campaign/backupFailed': { message: string; reason?: ErrorReason; params?: ReasonParams }
  /** The whole campaign was replaced from main (open, restore, reload). */
  'campaign/replaced': CampaignState
  /** A native menu command the renderer carries out (`path`: open-path; `language`, `theme`: their items). */
  'menu/command': MenuCommandEvent
  /** Sharing started, stopped (the campaign closed), a token renewed or revoked, a page connected. */
  'players/statusChanged': PlayersStatus
  /** A claim or use request came, went or was decided. */
  'players/claimsChanged': PlayersClaims
}
export interface MenuCommandEvent {
  command: MenuCommand
  path?: string
  language?: Language
  theme?: Theme
}
export type EventName = keyof Events
/** A command of the table (src-shared/commands), or a recent file to open (`path`). undo/redo: the renderer
 * decides what they take back (a what-if's tentative change, else a saved one). */
export type MenuCommand = CommandId | 'open-path'

/** Errors crossing the contract: a code the UI can translate and a located message. */
export interface ContractError {
  code: ErrorCode
  message: string
  problems?: FileProblem[]
  /** A campaign file that cannot be opened: its backups, newest first (for 'campaign/openFromBackup'). */
  backups?: Array<{ id: string; at: string }>
  /** Why, for the UI to translate; `message` stays English for logs and the CLI. */
  reason?: ErrorReason
  params?: ReasonParams
}
export type { ErrorCode } from '../core/reasons'

/** What every call returns across IPC or HTTP: errors are values, never thrown across. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ContractError }

// channels.ts lists the same names as plain data (for the preload); keep the two in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const channelsMatch: Same<(typeof CHANNELS)[number], Channel> = true
const eventsMatch: Same<(typeof EVENT_NAMES)[number], EventName> = true
void channelsMatch
void eventsMatch
