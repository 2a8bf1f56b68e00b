// A reviewed import → Ops for ONE undoable batch (applyBatch, the generic checks included):
// custom items first, then each character (new: character/add; a re-import of the same Foundry actor:
// character/update), then its lines (line/add, each a ledger entry "from outside"; on a re-import
// line/update of the quantity or line/remove, also in the ledger). Containers come before their contents.
// Items not carried in Foundry go to the character's storage place (RULES §10): a place/add before its
// first line when the import makes it. A line a previous import made is updated where it is now (the GM
// may have moved it), never added twice.
// `compareWithCampaign` tells the review screen which characters are re-imports and what changes.
import { everyHolderLines, findLine } from '../campaign/apply-op'
import type { Holder, Op } from '../campaign/ops'
import type { Campaign, Character, CustomItem, InventoryLine } from '../campaign/schema'
import type { CatalogEntry } from '../catalog/types'
import { clearsLinks, partOf, withPart } from '../campaign/import-links'
import { typographic } from '../core/format'
import { messages } from '../i18n/index'
import { WEAPON_CATEGORY_LEVEL } from '../rules/tables'
import type { Level, Size } from '../rules/types'
import type { Language } from '../core/language'
import type { ImportCatalog } from './catalog-match'
import { normalize } from '../catalog/search'
import { importPrefix, lineId } from './foundry-pf1'
import type {
  CustomDraft,
  FieldChange,
  ImportReview,
  LineChange,
  ReviewCharacter,
  ReviewLine,
  StorageChoice
} from './review'

export interface ImportIds {
  /** A fresh id (characters, custom items, ledger entries). */
  newId(prefix: string): string
  /** ISO timestamp of the import. */
  at: string
  /** The language of the names it makes (a new storage place): the screen's; default, the export language. */
  language?: Language
}

/** Mounts the import can make bearers of (RULES §11): PF1 Bestiary strength, base speed. */
const MOUNTS: Readonly<Record<string, { strength: number; speed: number }>> = {
  'light-horse': { strength: 14, speed: 50 },
  'light-warhorse': { strength: 14, speed: 50 },
  'heavy-horse': { strength: 16, speed: 50 },
  'heavy-warhorse': { strength: 16, speed: 50 },
  pony: { strength: 13, speed: 40 },
  warpony: { strength: 13, speed: 40 },
  'riding-dog': { strength: 15, speed: 40 },
  donkey: { strength: 10, speed: 30 },
  mule: { strength: 14, speed: 30 }
}

const keyOf = (c: CustomDraft) =>
  [typographic(c.name).toLowerCase(), c.type, c.category ?? '', c.level, c.extradimensional ? 'x' : ''].join('|')

/**
 * The level a review line comes in at, as its review shows it: the ranged category chosen (RULES §4),
 * else the level chosen, else the catalog's or the draft's own. The review and the import both read it.
 */
export function appliedLevel(line: ReviewLine, entry: CatalogEntry | undefined): Level {
  const type = entry?.type ?? (line.match.source === 'custom' ? line.match.item.type : undefined)
  if (type === 'weapon' && line.choice.category) return WEAPON_CATEGORY_LEVEL[line.choice.category]
  if (line.choice.level !== undefined) return line.choice.level
  return entry ? (entry.level as Level) : line.match.source === 'custom' ? line.match.item.level : 0
}

/** The custom item a draft becomes once the GM chose (level, ranged category). */
function customFor(line: ReviewLine): CustomDraft | undefined {
  if (line.match.source !== 'custom') return undefined
  const d = { ...line.match.item, level: appliedLevel(line, undefined) }
  if (d.type === 'weapon' && line.choice.category) d.category = line.choice.category
  return d
}

/** Where each line goes: a bag's contents follow their bag. */
function destinationOf(ch: ReviewCharacter, line: ReviewLine): ReviewLine['choice']['to'] {
  if (ch.skip) return 'skip'
  if (line.in !== undefined) {
    const bag = ch.lines.find((l) => l.key === line.in)
    if (bag) return destinationOf(ch, bag) === 'mount' ? 'stash' : destinationOf(ch, bag)
  }
  return line.choice.to
}

/** The line a review line becomes (without its id, `in` and ref resolved by the caller). */
function lineContent(line: ReviewLine, entry: CatalogEntry | undefined, custom: CustomDraft | undefined) {
  const out: Omit<InventoryLine, 'id' | 'ref'> = { quantity: line.quantity }
  if (line.rounds !== undefined) out.rounds = line.rounds
  if (line.name) out.name = line.name.slice(0, 200)
  const own: Size = entry?.size ?? custom?.size ?? 'M'
  const sized = (entry?.type ?? custom?.type) === 'weapon' || (entry?.type ?? custom?.type) === 'armor'
  const size = line.choice.size ?? line.size
  if (sized && size && size !== own) out.size = size
  if (line.magic) out.magic = true
  if (line.enhancement) out.enhancement = line.enhancement
  if (line.identified === false) out.identified = false
  if (line.unidentifiedName) out.unidentifiedName = line.unidentifiedName.slice(0, 200)
  if (line.valueGp !== undefined) out.valueGp = line.valueGp
  if (entry) {
    // the category the review shows chosen is the level applied, even the catalog's own category
    const level = appliedLevel(line, entry)
    if (level !== entry.level) out.level = level
  }
  return out
}

/**
 * Where a character's stored items go unless the GM picks another place: the place holding what a
 * previous import of the same actor stored, else the place named "Stored — <name>" if the campaign has
 * one, else a new place of that name, in `language`: the screen's, which the GM reads the review in
 * (issue 25 item 11); the CLI, which has no screen, names it in the campaign's export language.
 */
export function defaultStorage(
  campaign: Campaign,
  ch: ReviewCharacter,
  language: Language = campaign.exportLanguage
): StorageChoice {
  const name = messages(language).foundryImport.storedPlace(ch.name).slice(0, 200)
  const places = campaign.places ?? []
  const prefix = ch.existing?.prefix
  const before = prefix ? places.find((p) => p.inventory.some((l) => l.id.startsWith(`${prefix}-`))) : undefined
  const same = before ?? places.find((p) => p.name === name)
  return same ? { placeId: same.id, name: same.name } : { placeId: null, name }
}

/**
 * The campaign's character an exported one is: the one with its Foundry id, else the one of the same name
 * (accents, case and punctuation aside) when the export or that character has no Foundry id (a renamed
 * download, an older export, a hand-made file). Two different Foundry ids are two different actors.
 */
export function matchCharacter(
  campaign: Campaign,
  ch: Pick<ReviewCharacter, 'foundryId' | 'name'>
): { character: Character; by: 'id' | 'name' } | undefined {
  const byId = ch.foundryId ? campaign.characters.find((c) => c.foundryId === ch.foundryId) : undefined
  if (byId) return { character: byId, by: 'id' }
  const name = normalize(ch.name)
  const byName = campaign.characters.find(
    (c) => (!ch.foundryId || !c.foundryId) && !c.owner && normalize(c.name) === name
  )
  return byName ? { character: byName, by: 'name' } : undefined
}

/**
 * Marks the characters of the review that are re-imports (same Foundry id, else same name: matchCharacter)
 * unless the GM chose to import one as new, and lists what changes; a re-import's line ids are those the
 * matched character's lines were made with, so they are found again. Gives each character its storage
 * place (the GM's choice, once made, is kept). Run again after the GM switches update / new.
 */
export function compareWithCampaign(
  review: ImportReview,
  campaign: Campaign,
  cat: ImportCatalog,
  { language = campaign.exportLanguage }: { language?: Language } = {}
): ImportReview {
  return {
    ...review,
    characters: review.characters.map((ch) => {
      const { existing: _drop, match: _was, ...kept } = ch
      const found = matchCharacter(campaign, ch)
      const prefix = found && !ch.asNew ? importPrefix(found.character.foundryId, found.character.name) : undefined
      const own = ch.linePrefix ?? importPrefix(ch.foundryId, ch.name)
      const lines = ch.lines.map((l) => ({ ...l, lineId: lineId(prefix ?? own, l.key) }))
      const placeGone = ch.storage?.placeId && !campaign.places?.some((p) => p.id === ch.storage!.placeId)
      const base: ReviewCharacter = {
        ...kept,
        lines,
        ...(found ? { match: { characterId: found.character.id, name: found.character.name, by: found.by } } : {})
      }
      if (!found || !prefix)
        return { ...base, storage: ch.storage && !placeGone ? ch.storage : defaultStorage(campaign, base, language) }
      const withExisting: ReviewCharacter = {
        ...base,
        existing: { characterId: found.character.id, prefix, fields: [], lines: [] }
      }
      withExisting.existing!.fields = fieldChanges(found.character, withExisting)
      withExisting.existing!.lines = lineChanges(campaign, withExisting, cat)
      return {
        ...withExisting,
        storage: ch.storage && !placeGone ? ch.storage : defaultStorage(campaign, withExisting, language)
      }
    })
  }
}

/**
 * Where the line a previous import made for this review line is now, when the character is a re-import
 * (a character imported as new never takes over another's lines): the review shows it, importOps updates it.
 */
export function previousOf(campaign: Campaign, ch: ReviewCharacter, line: ReviewLine): ImportedLine | undefined {
  return ch.existing ? findImported(campaign, line.lineId) : undefined
}

function fieldChanges(c: Character, ch: ReviewCharacter): FieldChange[] {
  const out: FieldChange[] = []
  if (c.name !== ch.name) out.push({ field: 'name', from: c.name, to: ch.name })
  if (c.strength !== ch.strength) out.push({ field: 'strength', from: c.strength, to: ch.strength })
  if (c.size !== ch.size) out.push({ field: 'size', from: c.size, to: ch.size })
  if ((c.baseSpeed ?? null) !== ch.baseSpeed)
    out.push({ field: 'baseSpeed', from: c.baseSpeed ?? null, to: ch.baseSpeed })
  if ((c.quadruped ?? false) !== ch.quadruped)
    out.push({ field: 'quadruped', from: c.quadruped ?? false, to: ch.quadruped })
  const worn = (a: Character['wornArmor']) => (a ? `${a.name} (${a.category})` : null)
  if (worn(c.wornArmor) !== worn(ch.wornArmor))
    out.push({ field: 'wornArmor', from: worn(c.wornArmor), to: worn(ch.wornArmor) })
  return out
}

/**
 * A line a previous import made, where it is now (the GM may have moved it): a re-import updates it there.
 * `line` holds it: under its id, or merged into an identical line that records it (import-links.ts);
 * `part` is what of `line` is the import's.
 */
export interface ImportedLine {
  id: string
  holder: Holder
  line: InventoryLine
  part: { quantity: number; rounds?: number }
}

/** The line an import made under `lineId`, wherever it is now (merged into another included), or undefined. */
export function findImported(campaign: Campaign, lineId: string): ImportedLine | undefined {
  const found = findLine(campaign, lineId)
  if (found) return { id: lineId, holder: found.holder, line: found.line, part: partOf(found.line, lineId)! }
  for (const [holder, lines] of everyHolderLines(campaign))
    for (const line of lines)
      if (line.imported?.some((p) => p.id === lineId)) return { id: lineId, holder, line, part: partOf(line, lineId)! }
  return undefined
}

/** The lines a previous import of this actor made, wherever they are now (sheet, stash, a place, merged). */
function previousLines(campaign: Campaign, ch: ReviewCharacter): ImportedLine[] {
  if (!ch.existing) return []
  const prefix = `${ch.existing.prefix}-`
  const out: ImportedLine[] = []
  for (const [holder, lines] of everyHolderLines(campaign))
    for (const line of lines) {
      const ids = [line.id, ...(line.imported ?? []).map((p) => p.id)].filter((id) => id.startsWith(prefix))
      for (const id of ids) out.push({ id, holder, line, part: partOf(line, id)! })
    }
  return out
}

function lineChanges(campaign: Campaign, ch: ReviewCharacter, cat: ImportCatalog): LineChange[] {
  const out: LineChange[] = []
  const kept = new Set<string>()
  for (const line of ch.lines) {
    // a line left out stays as it is, not removed (as importOps does)
    kept.add(line.lineId)
    const to = destinationOf(ch, line)
    if (to === 'skip' || to === 'mount') continue
    const name =
      line.name ??
      (line.match.source === 'custom' ? line.match.item.name : (cat.get(line.match.id)?.en ?? line.exported))
    const now = { quantity: line.quantity, ...(line.rounds !== undefined ? { rounds: line.rounds } : {}) }
    const was = previousOf(campaign, ch, line)
    if (!was) out.push({ key: line.key, lineId: line.lineId, name, kind: 'added', to: now })
    else if (was.part.quantity !== line.quantity || (was.part.rounds ?? 0) !== (line.rounds ?? 0))
      out.push({
        key: line.key,
        lineId: line.lineId,
        name,
        kind: 'changed',
        from: { quantity: was.part.quantity, ...(was.part.rounds !== undefined ? { rounds: was.part.rounds } : {}) },
        to: now
      })
  }
  for (const { id, line: l, part } of previousLines(campaign, ch))
    if (!kept.has(id))
      out.push({
        key: id,
        lineId: id,
        name:
          l.name ??
          (l.ref.source === 'catalog'
            ? (cat.get(l.ref.id)?.en ?? l.ref.id)
            : (campaign.customItems.find((i) => i.id === l.ref.id)?.name ?? l.ref.id)),
        kind: 'removed',
        from: { quantity: part.quantity }
      })
  return out
}

const afterPatch = (line: InventoryLine, patch: ReturnType<typeof withPart>): InventoryLine => {
  const out = { ...line, ...patch }
  if (!patch.imported) delete out.imported
  return out
}

/** The Ops of the import, in order, for one batch; [] when there is nothing to do. */
export function importOps(campaign: Campaign, review: ImportReview, cat: ImportCatalog, ids: ImportIds): Op[] {
  const ops: Op[] = []
  const { at } = ids
  const customs = new Map<string, string>()
  for (const item of campaign.customItems)
    customs.set(keyOf({ ...item, level: item.level as Level, weightKg: null, priceGp: null }), item.id)
  const customId = (d: CustomDraft): string => {
    const k = keyOf(d)
    let id = customs.get(k)
    if (!id) {
      id = ids.newId('i')
      customs.set(k, id)
      const item: CustomItem = { id, name: d.name, type: d.type, level: d.level }
      if (d.category) item.category = d.category
      if (d.size) item.size = d.size
      if (d.extradimensional) item.extradimensional = true
      if (d.weightKg != null) item.weightKg = d.weightKg
      if (d.priceGp != null) item.priceGp = d.priceGp
      ops.push({ type: 'customItem/add', item })
    }
    return id
  }
  const taken = new Set<string>()
  const updated = new Map<string, InventoryLine>()
  const lineIdFree = (id: string) => !taken.has(id) && !findLine(campaign, id)

  for (const ch of review.characters) {
    if (ch.skip) continue
    const old = ch.existing ? campaign.characters.find((c) => c.id === ch.existing!.characterId) : undefined
    const characterId = old?.id ?? ids.newId('c')
    const me: Holder = { type: 'character', id: characterId }
    const fields = {
      name: ch.name,
      strength: ch.strength,
      size: ch.size,
      wornArmor: ch.wornArmor,
      baseSpeed: ch.baseSpeed,
      quadruped: ch.quadruped
    }
    if (old) {
      if ((ch.existing?.fields.length ?? 1) > 0) ops.push({ type: 'character/update', id: old.id, patch: fields })
    } else {
      const character: Character = {
        id: characterId,
        player: '',
        notes: '',
        inventory: [],
        ...fields,
        ...(ch.foundryId ? { foundryId: ch.foundryId } : {})
      }
      if (!ch.quadruped) delete character.quadruped
      ops.push({ type: 'character/add', character })
    }
    // the storage place, made (place/add) before the first line that goes there
    const storage = ch.storage ?? defaultStorage(campaign, ch, ids.language)
    let place: Holder | undefined
    const storageHolder = (): Holder => {
      if (place) return place
      if (storage.placeId && campaign.places?.some((p) => p.id === storage.placeId))
        return (place = { type: 'place', id: storage.placeId })
      const id = ids.newId('p')
      const name =
        storage.name.trim().slice(0, 200) || defaultStorage({ ...campaign, places: [] }, ch, ids.language).name
      ops.push({ type: 'place/add', place: { id, name } })
      return (place = { type: 'place', id })
    }
    // line ids: the review's, unless taken by something else (then a fresh one)
    const idOf = new Map<string, string>()
    const holderOf = new Map<string, Holder>()
    const seen = new Set<string>()
    for (const line of ch.lines) {
      const to = destinationOf(ch, line)
      if (to === 'skip') continue
      const custom = customFor(line)
      const entry = line.match.source === 'catalog' ? cat.get(line.match.id) : undefined
      if (line.match.source === 'catalog' && !entry) continue
      if (to === 'mount') {
        ops.push(...mountOps(campaign, ch, line, entry, custom, characterId, ids))
        continue
      }
      const ref = custom
        ? ({ source: 'custom', id: customId(custom) } as const)
        : ({ source: 'catalog', id: entry!.id } as const)
      const content = lineContent(line, entry, custom)
      const found = previousOf(campaign, ch, line)
      if (found) {
        // a re-import: the line stays where the last import (or the GM since) put it
        seen.add(line.lineId)
        idOf.set(line.key, line.lineId)
        holderOf.set(line.key, found.holder)
        const q = found.part.quantity !== content.quantity || (found.part.rounds ?? 0) !== (content.rounds ?? 0)
        if (q) {
          // the line as earlier ops of this import left it (two actors' parts may be merged in one line)
          const now = updated.get(found.line.id) ?? found.line
          const patch = withPart(now, line.lineId, {
            quantity: content.quantity,
            ...(content.rounds !== undefined ? { rounds: content.rounds } : {})
          })
          updated.set(found.line.id, afterPatch(now, patch))
          ops.push({
            type: 'line/update',
            holder: found.holder,
            lineId: found.line.id,
            patch,
            ...clearsLinks(now, patch),
            ledgerId: ids.newId('g'),
            at,
            note: `Foundry re-import of ${ch.name}`
          })
        }
        continue
      }
      // a bag's new contents go where the bag is (the GM may have moved it since the last import)
      const bagHolder = line.in !== undefined && idOf.has(line.in) ? holderOf.get(line.in) : undefined
      const holder: Holder = bagHolder ?? (to === 'stash' ? { type: 'stash' } : to === 'place' ? storageHolder() : me)
      const id = lineIdFree(line.lineId) ? line.lineId : ids.newId('l')
      taken.add(id)
      idOf.set(line.key, id)
      holderOf.set(line.key, holder)
      const newLine: InventoryLine = { id, ref, ...content }
      if (line.in !== undefined && idOf.has(line.in)) newLine.in = idOf.get(line.in)!
      ops.push({ type: 'line/add', to: holder, line: newLine, ledgerId: ids.newId('g'), at })
    }
    if (old)
      for (const { id, holder, line: l } of previousLines(campaign, ch)) {
        if (seen.has(id) || ch.lines.some((r) => r.lineId === id)) continue
        const now = updated.get(l.id) ?? l
        const patch = withPart(now, id, { quantity: 0, ...(now.rounds !== undefined ? { rounds: 0 } : {}) })
        if (now.id === id || patch.quantity <= 0) {
          ops.push({ type: 'line/remove', holder, lineId: l.id, ledgerId: ids.newId('g'), at })
          updated.set(l.id, { ...now, quantity: 0 })
          continue
        }
        // a part merged into another line leaves it; the rest of the line stays
        updated.set(l.id, afterPatch(now, patch))
        ops.push({
          type: 'line/update',
          holder,
          lineId: l.id,
          patch,
          ...clearsLinks(now, patch),
          ledgerId: ids.newId('g'),
          at,
          note: `Foundry re-import of ${ch.name}`
        })
      }
    if (ch.altCurrency?.carry)
      for (const [kind, n] of Object.entries(ch.altCurrency.coins))
        if (n)
          ops.push({
            type: 'line/add',
            to: me,
            line: { id: ids.newId('l'), ref: { source: 'catalog', id: `coin-${kind}` }, quantity: n },
            ledgerId: ids.newId('g'),
            at,
            merge: true
          })
  }
  return ops
}

function mountOps(
  campaign: Campaign,
  ch: ReviewCharacter,
  line: ReviewLine,
  entry: CatalogEntry | undefined,
  custom: CustomDraft | undefined,
  owner: string,
  ids: ImportIds
): Op[] {
  const foundryId = ch.foundryId ? `${ch.foundryId}.${line.key}`.slice(0, 64) : undefined
  if (foundryId && campaign.characters.some((c) => c.foundryId === foundryId)) return []
  const stats = (entry && MOUNTS[entry.id]) ?? { strength: 14, speed: 50 }
  const size = entry?.size ?? custom?.size ?? 'G'
  const mount: Character = {
    id: ids.newId('c'),
    name: line.exported.slice(0, 200),
    player: '',
    strength: stats.strength,
    size,
    wornArmor: null,
    notes: '',
    inventory: [],
    bearer: 'mount',
    owner,
    baseSpeed: stats.speed,
    quadruped: true,
    ...(foundryId ? { foundryId } : {})
  }
  return Array.from({ length: Math.max(1, line.quantity) }, (_, k) => ({
    type: 'character/add' as const,
    character: k === 0 ? mount : { ...mount, id: ids.newId('c'), name: `${mount.name} ${k + 1}`, foundryId: undefined }
  })).map((op) => {
    if (op.character.foundryId === undefined) delete op.character.foundryId
    return op
  })
}
