// What main reports (reasons.ts), in English: refusals, failed saves, read-only files, and the located
// problems of a campaign file that cannot be opened. reasons-fr.ts has the same shape; explain.ts
// builds the sentences (the renderer's banners, the Electron shell's dialogs).
import type { ErrorCode, ErrorReason, FoundKind, ProblemReason, ReasonParams } from '../core/reasons'
import { jsonSyntaxEn } from '../campaign/json-locate'
import { TYPE_NAMES } from '../campaign/parse'
import { isSingular, plural } from './plural'

type Say = (p: ReasonParams) => string

export interface ErrorTexts {
  /** Why, when main gave a reason. */
  reason: Record<ErrorReason, Say>
  /** Else what the code alone says. */
  code: Record<ErrorCode, string>
  /** One problem in a file (its place is shown beside it). */
  problem: Record<ProblemReason, Say>
  /** ", line 3, column 5" */
  at: (line: number, column: number | null) => string
  /** "campaign.json, line 3, column 5: …" */
  located: (where: string, what: string) => string
}

const str = (v: string | number | undefined): string => (v === undefined ? '' : String(v))
const num = (v: string | number | undefined): number => Number(v ?? 0)

/** What was found, from `found` / `value` / `count`. */
function found(p: ReasonParams): string {
  switch (p.found as FoundKind | undefined) {
    case 'nothing':
      return 'nothing'
    case 'null':
      return 'null'
    case 'huge-number':
      return 'a number too large to represent'
    case 'long-text':
      return `${str(p.value)}… (${num(p.count).toLocaleString('en')} characters)`
    case 'list':
      return `a list of ${num(p.count).toLocaleString('en')}`
    case 'object':
      return 'an object'
    default:
      return str(p.value)
  }
}

const expected = (p: ReasonParams): string => TYPE_NAMES[str(p.expected)] ?? str(p.expected)
const values = (p: ReasonParams, or: string): string => str(p.values).split('|').join(or)
const n = (v: string | number | undefined): string => num(v).toLocaleString('en')

/** A lock holder's start time, in the GM's clock ("Dec 1, 2026, 9:05 PM"). */
const sinceEn = (v: string | number | undefined): string => {
  const d = new Date(str(v))
  return Number.isNaN(d.getTime()) ? str(v) : d.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
}

const KINDS_EN: Record<string, string> = {
  folder: 'a folder',
  fifo: 'a named pipe (FIFO)',
  device: 'a device',
  socket: 'a socket'
}
const kindEn = (v: string | number | undefined): string => KINDS_EN[str(v)] ?? 'not a regular file'

const COINS_EN: Record<string, [string, string]> = {
  cp: ['copper piece', 'copper pieces'],
  sp: ['silver piece', 'silver pieces'],
  gp: ['gold piece', 'gold pieces'],
  pp: ['platinum piece', 'platinum pieces']
}
const coinEn = (v: string | number | undefined, count = 2): string =>
  COINS_EN[str(v)]?.[isSingular(count, 'en') ? 0 : 1] ?? 'coins'

export const reasonsEn: ErrorTexts = {
  reason: {
    'disk-full': (p) =>
      p.path ? `the disk is full: ${str(p.path)} was not written; free some space and try again` : 'the disk is full',
    'no-permission': (p) =>
      p.path
        ? `the app is not allowed to write ${str(p.path)}: choose another folder or change its permissions`
        : 'the app is not allowed to write there',
    'disk-error': (p) => `the disk reported an error${p.code ? ` (${str(p.code)})` : ''}`,
    'changed-on-disk': () => 'another program changed the file since it was opened',
    'hard-linked': (p) =>
      `${p.path ? `${str(p.path)} ` : 'the file '}has ${n(p.links)} names (hard links): saving would split it into two files, so it is not written; use “Save as…” to make it a file of its own`,
    'campaign-closed': () => 'the campaign was closed',
    'newer-version': (p) => `written by a newer version of the app (schema ${str(p.version)})`,
    'opened-read-only': () => 'opened read-only',
    'locked-by': (p) =>
      `open in another Encumbrance (process ${str(p.pid)} on ${str(p.host)}, since ${sinceEn(p.since)}); opened read-only here`,
    'file-exists': (p) => `${str(p.path)} already exists`,
    'path-is-folder': (p) => `${str(p.path)} is a folder: choose a file name inside it`,
    'path-not-folder': (p) => `${str(p.path)} is a file, not a folder: choose a folder to write in`,
    'file-not-found': (p) => (p.path ? `${str(p.path)} was not found` : 'the file was not found'),
    'no-campaign': () => 'no campaign is open',
    'file-is-open': (p) =>
      `${str(p.path)} is the campaign open now: restore one of its backups with File → Restore backup`,
    'path-not-absolute': (p) => `give the full path, from the root of the disk (${str(p.path)})`,
    'path-not-json': (p) => `a campaign file name ends in .json (${str(p.path)})`,
    'path-nul': () => 'a file path cannot hold a NUL character (\\0)',
    'path-outside-folders': (p) =>
      `${str(p.path)} is outside the folders the app may write in: allow the folder ${str(p.folder)} first`,
    'folder-not-allowed': (p) =>
      `the app never writes in ${str(p.path)} (a system folder, the root of a disk, or not a folder)`,
    'backup-newer-version': (p) => `that backup was written by a newer version of the app (schema ${str(p.version)})`,
    'character-not-found': () => 'that character no longer exists',
    'place-not-found': () => 'that place no longer exists',
    'owner-invalid': () =>
      'a mount, pack animal, hireling or familiar belongs to a character of the party, itself nobody’s mount',
    'line-not-found': () => 'that item is no longer there',
    'custom-item-not-found': () => 'that custom item no longer exists',
    'id-taken': () => 'it already exists',
    'custom-item-in-use': (p) =>
      `the item is still used by ${n(p.count)} ${plural(num(p.count), 'en', 'line', 'lines')}`,
    'not-enough': (p) => `there are only ${n(p.holds)}, not ${n(p.quantity)}`,
    'same-holder': () => 'it is already there',
    'ledger-needed': () => 'a change of quantity must be written to the ledger (a bug in the caller)',
    'change-invalid': (p) =>
      `the campaign could not be saved after this change: ${str(p.path)} ${reasonsEn.problem[p.problem as ProblemReason]?.(p) ?? 'would be invalid'}`,
    'container-paradox': () =>
      'an extradimensional container cannot go inside another one (the PF1 paradox: both would be lost)',
    'not-a-container': () =>
      'only an extradimensional container (bag of holding, haversack, portable hole) can hold an item',
    'no-coins': (p) =>
      `there are no ${coinEn(p.kind)} to exchange (coins in a container or with a value of their own are left alone)`,
    'exchange-too-small': (p) => `that is not enough ${coinEn(p.from)} to make one ${coinEn(p.to, 1)}`,
    'same-kind': () => 'coins cannot be exchanged for coins of the same kind',
    'sold-twice': () => 'the same line appears twice in the sale',
    'session-already-open': (p) =>
      `the session “${str(p.name)}” is still open: close it before opening another (one session at a time)`,
    'session-not-found': (p) => `no session has the id '${str(p.id)}'`,
    'session-closed': (p) => `the session “${str(p.name)}” is already closed`,
    'level-out-of-range': (p) =>
      `a character level is a whole number from ${n(p.min)} to ${n(p.max)} (found ${str(p.level)})`,
    'pdf-unavailable': () => 'PDF export is not available here (no Chrome or Chromium to print it)',
    'export-folder-missing': (p) => `the folder ${str(p.path)} does not exist`,
    'export-is-folder': (p) => `${str(p.path)} is a folder`,
    'export-over-campaign': () => 'an export cannot be written over the campaign file',
    'ledger-holder-not-found': (p) =>
      `${str(p.path)}: no ${p.holder === 'place' ? 'place' : 'character'} “${str(p.id)}” in this campaign nor in its ledger`,
    'export-extension': (p) => `this export's file name ends in ${str(p.extension)} (${str(p.path)})`,
    'export-not-regular-file': (p) => `${str(p.path)} is ${kindEn(p.kind)}, not a file: an export never replaces it`,
    'host-unreachable': () => 'the Encumbrance host cannot be reached: is it still running?',
    'host-refused': () => 'the host refused the request: open the address it printed (with its token) again',
    'host-error': (p) => `the host answered with an error (HTTP ${str(p.status)})`
  },
  code: {
    'invalid-input': 'the request was not valid',
    'invalid-file': 'the file cannot be read',
    'not-found': 'it no longer exists',
    conflict: 'it clashes with a change made elsewhere',
    'read-only': 'the campaign is read-only',
    io: 'the disk reported an error',
    internal: 'an unexpected error occurred (the details are in the log)'
  },
  problem: {
    'empty-file': () => 'the file is empty',
    'blank-file': () => 'the file contains only blank space',
    utf16: () => 'the file is UTF-16 text; campaign files are UTF-8 (save it again as UTF-8)',
    'not-utf8': () => 'the file is not UTF-8 text (binary data or another encoding)',
    'cannot-read': (p) => `the file cannot be read${p.code ? ` (${str(p.code)})` : ''}`,
    'not-regular-file': (p) => `this is ${kindEn(p.kind)}, not a campaign file`,
    'hard-linked': (p) =>
      `this file has ${n(p.links)} names (hard links): two copies of Encumbrance could each save it under another name; make a copy of it with a single name and open that`,
    'too-large': (p) => `the file is larger than ${n(p.max)} MB, too large for a campaign`,
    'too-deep': (p) => `lists and objects are nested more than ${n(p.max)} levels deep here; a campaign never is`,
    unreadable: () => 'the file could not be read; it is never written over',
    'no-such-file': () => 'there is no such file',
    'json-syntax': (p) => `not valid JSON: ${jsonSyntaxEn(str(p.syntax), Boolean(num(p.atEnd)))}`,
    'null-root': () => 'the file contains null instead of a campaign',
    'not-object': (p) => `the file contains ${found(p)} instead of a campaign`,
    'not-campaign': () => 'not a campaign file: it has neither "schemaVersion" nor "characters"',
    'bad-schema-version': (p) => `must be a whole number from 1 to ${str(p.max)} (found ${found(p)})`,
    'newer-version': (p) =>
      `written by a newer version of Encumbrance (schema ${str(p.version)}); this version reads schema ${str(p.max)} and older: update the app`,
    missing: (p) => `missing: expected ${expected(p)}`,
    'missing-one-of': (p) => `missing: expected ${values(p, ' or ')}`,
    'wrong-type': (p) => `must be ${expected(p)} (found ${found(p)})`,
    'not-whole': (p) => `must be a whole number (found ${found(p)})`,
    'text-too-long': (p) => `is too long: ${n(p.count)} characters, at most ${n(p.max)}`,
    'list-too-long': (p) => `has too many entries: ${n(p.count)}, at most ${n(p.max)}`,
    'too-big': (p) => `must be at most ${n(p.max)} (found ${found(p)})`,
    'text-empty': () => 'must not be empty',
    'text-too-short': (p) => `is too short: at least ${n(p.min)} characters`,
    'list-too-short': (p) => `needs at least ${n(p.min)} ${plural(num(p.min), 'en', 'entry', 'entries')}`,
    'too-small': (p) => `must be at least ${n(p.min)} (found ${found(p)})`,
    'one-of': (p) =>
      str(p.values).includes('|')
        ? `must be one of ${values(p, ', ')} (found ${found(p)})`
        : `must be ${str(p.values)} (found ${found(p)})`,
    'no-form': (p) => `does not match any accepted form (found ${found(p)})`,
    datetime: (p) => `must be a date and time like "2024-05-01T20:30:00Z" (found ${found(p)})`,
    format: (p) => `has the wrong format (found ${found(p)})`,
    'unknown-field': (p) => `unknown field "${str(p.key)}"`,
    'duplicate-id': (p) => `the id '${str(p.id)}' is used twice (also at ${str(p.other)})`,
    'unknown-custom-item': (p) => `no custom item has the id '${str(p.id)}'`,
    'unknown-catalog-item': (p) => `the built-in catalog has no item '${str(p.id)}'`,
    'bag-outside-party': () => 'names a bag, but that side of the transfer is outside the party, where there is none',
    'in-missing': (p) => `the line is in '${str(p.id)}', but no line has that id`,
    'in-other-holder': (p) =>
      `the line is in '${str(p.id)}', a line of another holder (${str(p.other)}): a bag holds only lines of its own holder`,
    'in-itself': () => 'the line is in itself',
    'in-each-other': (p) => `the line is in '${str(p.id)}', which is in it: two lines cannot be in each other`,
    'in-not-container': (p) =>
      `the line is in '${str(p.id)}', which is no extradimensional container (bag of holding, haversack, portable hole)`,
    'bag-in-bag': (p) =>
      `an extradimensional container cannot be inside another one ('${str(p.id)}'): the PF1 paradox, both would be lost`,
    'owner-missing': (p) => `no character has the id '${str(p.id)}'`,
    'owner-itself': () => 'a bearer cannot belong to itself',
    'owner-is-bearer': (p) =>
      `'${str(p.id)}' is itself a mount, pack animal, hireling or familiar: a bearer belongs to a character`,
    'owner-on-character': (p) =>
      `only a mount, pack animal, hireling or familiar has an owner; '${str(p.bearer)}' is a character`,
    'reserved-key': (p) => `"${str(p.key)}" cannot be a name here`,
    'unknown-limit-target': (p) =>
      `"${str(p.key)}" names no group a custom limit can have (@weapon:light, @weapon:one-handed, @weapon:two-handed, @armor:light, @armor:medium, @armor:heavy, @ammo, @rounds:arrows, @rounds:bolts, @rounds:bullets; an item kind has no "@")`,
    'level-out-of-range': (p) =>
      `a character level is a whole number from ${n(p.min)} to ${n(p.max)} (found ${str(p.level)})`,
    date: (p) => `must be a date like "2026-12-03" (found ${found(p)})`,
    'unknown-session': (p) => `no session of this campaign has the id '${str(p.id)}'`,
    'sessions-open': (p) => `a second open session (also ${str(p.other)}): close one of them, at most one is open`,
    'more-problems': (p) => `…and ${n(p.count)} more ${plural(num(p.count), 'en', 'problem', 'problems')}`
  },
  at: (line, column) => `, line ${line}${column !== null ? `, column ${column}` : ''}`,
  located: (where, what) => `${where}: ${what}`
}
