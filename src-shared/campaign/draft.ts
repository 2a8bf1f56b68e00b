// A mutable working copy of a campaign, for applying many Ops in near-linear time. The input campaign
// is never mutated: each array is copied on its first write (copy-on-first-write), and `result()`
// returns a new campaign sharing every untouched part (structural sharing, as undo history needs).
//
// Lines are found through index maps (line id → slot, and per holder a "merge key" → line ids) instead
// of a scan per Op. A removed line leaves a hole (undefined) in its holder's slots, so the other slots
// keep their index; `result()` drops the holes. Only line/split inserts in the middle (it shifts the
// slots after it: linear in the holder, as before).
import { idsOf, type Ids } from './integrity'
import type { Holder } from './ops'
import type {
  Campaign,
  Character,
  CustomItem,
  Departed,
  InventoryLine,
  LedgerEntry,
  PlaySession,
  StoragePlace
} from './schema'

/** Line ids of one holder, cached per (immutable) array: holders a draft does not touch keep their cache. */
export function lineIds(lines: readonly InventoryLine[]): Ids {
  return idsOf(lines)
}

/** Fields of a line that are not its content: two lines that differ only there may be merged. */
const NOT_CONTENT = new Set(['id', 'quantity', 'rounds', 'imported'])

/** Same item, same description: two such lines may be merged into one. */
export function sameLineContent(a: InventoryLine, b: InventoryLine): boolean {
  if (a.ref.source !== b.ref.source || a.ref.id !== b.ref.id) return false
  if ((a.rounds === undefined) !== (b.rounds === undefined)) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  for (const k in ra) if (k !== 'ref' && !NOT_CONTENT.has(k) && ra[k] !== rb[k]) return false
  for (const k in rb) if (k !== 'ref' && !NOT_CONTENT.has(k) && !(k in ra) && rb[k] !== undefined) return false
  return true
}

/** Equal for two lines exactly when sameLineContent holds (but a NaN value, which is checked after). */
function mergeKey(l: InventoryLine): string {
  const content: Array<[string, unknown]> = []
  const r = l as Record<string, unknown>
  for (const k in r) if (k !== 'ref' && !NOT_CONTENT.has(k) && r[k] !== undefined) content.push([k, r[k]])
  content.sort((x, y) => (x[0] < y[0] ? -1 : 1))
  return JSON.stringify([l.ref.source, l.ref.id, l.rounds === undefined, content])
}

/** The lines of one holder, as a draft. */
export class LinesDraft {
  #base: readonly InventoryLine[]
  /** Copied on the first write; undefined marks a removed line. */
  #slots: (InventoryLine | undefined)[] | null = null
  /** Line id → slot, built on the second lookup (then kept up to date). */
  #pos: Map<string, number> | null = null
  /** Merge key → ids of the lines with that content, built on the first merge into this holder. */
  #byKey: Map<string, Set<string>> | null = null
  #size: number
  #lookups = 0
  #merges = 0

  constructor(base: readonly InventoryLine[]) {
    this.#base = base
    this.#size = base.length
  }

  get changed(): boolean {
    return this.#slots !== null
  }

  get size(): number {
    return this.#size
  }

  has(id: string): boolean {
    return this.#pos || this.#slots ? this.#positions().has(id) : lineIds(this.#base).has(id)
  }

  /** The slot of a line, or -1. */
  slotOf(id: string): number {
    if (!this.#pos && !this.#slots && this.#lookups++ === 0) {
      // a single Op looks once: a scan costs less than building the map
      return lineIds(this.#base).has(id) ? this.#base.findIndex((l) => l.id === id) : -1
    }
    return this.#positions().get(id) ?? -1
  }

  /** The line in a slot found by slotOf or firstLike. */
  at(slot: number): InventoryLine {
    return (this.#slots ?? this.#base)[slot]!
  }

  /** The first line (in order) with the same content as `line`, as a slot, or -1. */
  firstLike(line: InventoryLine): number {
    if (!this.#byKey && this.#merges++ === 0) return this.#scanLike(line) // once: a scan costs less than the index
    const ids = this.#keys().get(mergeKey(line))
    let best = -1
    if (ids) {
      const pos = this.#positions()
      for (const id of ids) {
        const slot = pos.get(id)!
        if (best < 0 || slot < best) best = slot
      }
    }
    if (best >= 0 && sameLineContent(this.at(best), line)) return best
    // a key is exact but for NaN values (never equal to themselves): settle those by a scan
    return best < 0 ? -1 : this.#scanLike(line)
  }

  /** Replaces the line in `slot`. */
  set(slot: number, line: InventoryLine): void {
    const slots = this.#writable()
    const old = slots[slot]!
    slots[slot] = line
    if (old.id !== line.id && this.#pos) {
      this.#pos.delete(old.id)
      this.#pos.set(line.id, slot)
    }
    if (this.#byKey) {
      const before = mergeKey(old)
      const after = mergeKey(line)
      if (before !== after || old.id !== line.id) {
        this.#unindex(before, old.id)
        this.#index(after, line.id)
      }
    }
  }

  remove(slot: number): void {
    const slots = this.#writable()
    const old = slots[slot]!
    slots[slot] = undefined
    this.#pos?.delete(old.id)
    if (this.#byKey) this.#unindex(mergeKey(old), old.id)
    this.#size--
  }

  append(line: InventoryLine): void {
    const slots = this.#writable()
    this.#pos?.set(line.id, slots.length)
    slots.push(line)
    if (this.#byKey) this.#index(mergeKey(line), line.id)
    this.#size++
  }

  /** Inserts a line right after `slot` (the slots after it shift by one). */
  insertAfter(slot: number, line: InventoryLine): void {
    const slots = this.#writable()
    slots.splice(slot + 1, 0, line)
    const pos = this.#pos
    for (let j = slot + 1; pos && j < slots.length; j++) {
      const l = slots[j]
      if (l) pos.set(l.id, j)
    }
    if (this.#byKey) this.#index(mergeKey(line), line.id)
    this.#size++
  }

  /** The lines in order, without holes. */
  *live(): Generator<InventoryLine> {
    for (const l of this.#slots ?? this.#base) if (l) yield l
  }

  /** The holder's lines: the base array when untouched, else a new array. */
  lines(): readonly InventoryLine[] {
    if (!this.#slots) return this.#base
    return this.#slots.length === this.#size
      ? (this.#slots.slice() as InventoryLine[])
      : this.#slots.filter((l) => l !== undefined)
  }

  #positions(): Map<string, number> {
    if (!this.#pos) {
      const pos = new Map<string, number>()
      const lines = this.#slots ?? this.#base
      for (let i = 0; i < lines.length; i++) {
        const l = lines[i]
        if (l) pos.set(l.id, i)
      }
      this.#pos = pos
    }
    return this.#pos
  }

  #writable(): (InventoryLine | undefined)[] {
    if (!this.#slots) this.#slots = this.#base.slice()
    return this.#slots
  }

  #keys(): Map<string, Set<string>> {
    if (!this.#byKey) {
      this.#byKey = new Map()
      for (const l of this.live()) this.#index(mergeKey(l), l.id)
    }
    return this.#byKey
  }

  #index(key: string, id: string): void {
    const ids = this.#byKey!.get(key)
    if (ids) ids.add(id)
    else this.#byKey!.set(key, new Set([id]))
  }

  #unindex(key: string, id: string): void {
    const ids = this.#byKey!.get(key)
    ids?.delete(id)
    if (ids?.size === 0) this.#byKey!.delete(key)
  }

  #scanLike(line: InventoryLine): number {
    const lines = this.#slots ?? this.#base
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]
      if (l && sameLineContent(l, line)) return i
    }
    return -1
  }
}

/** A campaign as a draft: Ops change it in place (see apply-op.ts), `result()` gives the new campaign. */
export class CampaignDraft {
  readonly base: Campaign
  name: Campaign['name']
  exportLanguage: Campaign['exportLanguage']
  options: Campaign['options']
  /** The wealth table's settings (RULES.md §15); undefined: the defaults. */
  wealth: Campaign['wealth']
  readonly stash: LinesDraft
  /** Ledger entries written by the Ops, appended by `result()`. */
  readonly ledger: LedgerEntry[] = []
  /** Copied on the first write. The inventories in it are the base ones: a character's lines are in `linesOf`. */
  #characters: Character[] | null = null
  #characterIndex: Map<string, number> | null = null
  #inventories = new Map<string, LinesDraft>()
  #customItems: CustomItem[] | null = null
  #customIndex: Map<string, number> | null = null
  /** Copied on the first write; like characters, a place's lines are in `linesOf`. */
  #places: StoragePlace[] | null = null
  #placeInventories = new Map<string, LinesDraft>()
  /** Copied on the first write (see Campaign.departed). */
  #departed: Departed[] | null = null
  /** Copied on the first write (see Campaign.sessions). */
  #sessions: PlaySession[] | null = null

  constructor(base: Campaign) {
    this.base = base
    this.name = base.name
    this.exportLanguage = base.exportLanguage
    this.options = base.options
    this.wealth = base.wealth
    this.stash = new LinesDraft(base.stash)
  }

  /** The play sessions, in the order they were opened. */
  get sessions(): readonly PlaySession[] {
    return this.#sessions ?? this.base.sessions ?? []
  }

  /** The session open now (no `closedAt`), if any: the one every ledger entry written now belongs to. */
  openSession(): PlaySession | undefined {
    const list = this.sessions
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.closedAt === undefined) return list[i]
    return undefined
  }

  addSession(session: PlaySession): void {
    ;(this.#sessions ??= this.sessions.slice()).push(session)
  }

  /** Replaces the session in `index`. */
  setSession(index: number, session: PlaySession): void {
    ;(this.#sessions ??= this.sessions.slice())[index] = session
  }

  get characters(): readonly Character[] {
    return this.#characters ?? this.base.characters
  }

  /** Index of a character, or -1. */
  characterIndex(id: string): number {
    if (!this.#characterIndex) this.#characterIndex = firstIndexById(this.characters)
    return this.#characterIndex.get(id) ?? -1
  }

  character(id: string): Character | undefined {
    const i = this.characterIndex(id)
    return i < 0 ? undefined : this.characters[i]
  }

  addCharacter(ch: Character): void {
    const list = this.#writableCharacters()
    this.#characterIndex?.set(ch.id, list.length)
    list.push(ch)
  }

  /** Replaces a character's fields; its lines stay in `linesOf`. */
  setCharacter(index: number, ch: Character): void {
    this.#writableCharacters()[index] = ch
  }

  removeCharacter(index: number): void {
    const [gone] = this.#writableCharacters().splice(index, 1)
    this.#inventories.delete(gone!.id)
    this.#characterIndex = null
  }

  get places(): readonly StoragePlace[] {
    return this.#places ?? this.base.places ?? []
  }

  /** Index of a place, or -1 (places are few: a scan). */
  placeIndex(id: string): number {
    return this.places.findIndex((p) => p.id === id)
  }

  addPlace(place: StoragePlace): void {
    this.#writablePlaces().push(place)
  }

  /** Replaces a place's fields; its lines stay in `linesOf`. */
  setPlace(index: number, place: StoragePlace): void {
    this.#writablePlaces()[index] = place
  }

  removePlace(index: number): void {
    const [gone] = this.#writablePlaces().splice(index, 1)
    this.#placeInventories.delete(gone!.id)
  }

  /** The lines of a holder, or undefined when the character or place does not exist. */
  linesOf(holder: Holder): LinesDraft | undefined {
    if (holder.type === 'stash') return this.stash
    if (holder.type === 'place') {
      let lines = this.#placeInventories.get(holder.id)
      if (!lines) {
        const place = this.places[this.placeIndex(holder.id)]
        if (!place) return undefined
        lines = new LinesDraft(place.inventory)
        this.#placeInventories.set(holder.id, lines)
      }
      return lines
    }
    let lines = this.#inventories.get(holder.id)
    if (!lines) {
      const ch = this.character(holder.id)
      if (!ch) return undefined
      lines = new LinesDraft(ch.inventory)
      this.#inventories.set(holder.id, lines)
    }
    return lines
  }

  /** Some holder has a line with this id. */
  lineIdTaken(id: string): boolean {
    if (this.stash.has(id)) return true
    for (const ch of this.characters) {
      const draft = this.#inventories.get(ch.id)
      if (draft ? draft.has(id) : lineIds(ch.inventory).has(id)) return true
    }
    for (const place of this.places) {
      const draft = this.#placeInventories.get(place.id)
      if (draft ? draft.has(id) : lineIds(place.inventory).has(id)) return true
    }
    return false
  }

  get customItems(): readonly CustomItem[] {
    return this.#customItems ?? this.base.customItems
  }

  /** Index of a custom item, or -1. */
  customItemIndex(id: string): number {
    if (!this.#customIndex) this.#customIndex = firstIndexById(this.customItems)
    return this.#customIndex.get(id) ?? -1
  }

  customItem(id: string): CustomItem | undefined {
    const i = this.customItemIndex(id)
    return i < 0 ? undefined : this.customItems[i]
  }

  addCustomItem(item: CustomItem): void {
    const list = this.#writableCustomItems()
    if (this.#customIndex && !this.#customIndex.has(item.id)) this.#customIndex.set(item.id, list.length)
    list.push(item)
  }

  /** Replaces a custom item by one with the same id. */
  setCustomItem(index: number, item: CustomItem): void {
    this.#writableCustomItems()[index] = item
  }

  removeCustomItem(index: number): void {
    this.#writableCustomItems().splice(index, 1)
    this.#customIndex = null
  }

  /** The campaign with every change; the base itself when nothing changed. */
  result(): Campaign {
    const base = this.base
    // copies, so that the draft may go on without touching what it returned
    let characters = this.#characters?.slice() ?? base.characters
    let charactersChanged = characters !== base.characters
    if ([...this.#inventories.values()].some((d) => d.changed)) {
      characters = characters.map((ch) => {
        const lines = this.#inventories.get(ch.id)
        return lines?.changed ? { ...ch, inventory: lines.lines() as InventoryLine[] } : ch
      })
      charactersChanged = true
    }
    let places = this.#places?.slice() ?? base.places
    if (places && [...this.#placeInventories.values()].some((d) => d.changed)) {
      places = places.map((p) => {
        const lines = this.#placeInventories.get(p.id)
        return lines?.changed ? { ...p, inventory: lines.lines() as InventoryLine[] } : p
      })
    }
    const patch: Partial<Campaign> = {}
    if (places !== base.places) patch.places = places
    if (this.name !== base.name) patch.name = this.name
    if (this.exportLanguage !== base.exportLanguage) patch.exportLanguage = this.exportLanguage
    if (this.options !== base.options) patch.options = this.options
    if (charactersChanged) patch.characters = characters as Character[]
    if (this.stash.changed) patch.stash = this.stash.lines() as InventoryLine[]
    if (this.#customItems) patch.customItems = this.#customItems.slice()
    if (this.#departed) patch.departed = this.#departed.slice()
    if (this.#sessions) patch.sessions = this.#sessions.slice()
    if (this.wealth !== base.wealth) patch.wealth = this.wealth
    if (this.ledger.length > 0) patch.ledger = base.ledger.concat(this.ledger)
    return Object.keys(patch).length === 0 ? base : { ...base, ...patch }
  }

  /** Records the name of a holder that goes away (replacing what an earlier removal of the same id said). */
  depart(record: Departed): void {
    const list = (this.#departed ??= (this.base.departed ?? []).slice())
    const i = list.findIndex((r) => r.holder === record.holder && r.id === record.id)
    if (i >= 0) list.splice(i, 1)
    list.push(record)
  }

  #writableCharacters(): Character[] {
    if (!this.#characters) this.#characters = this.base.characters.slice()
    return this.#characters
  }

  #writablePlaces(): StoragePlace[] {
    if (!this.#places) this.#places = (this.base.places ?? []).slice()
    return this.#places
  }

  #writableCustomItems(): CustomItem[] {
    if (!this.#customItems) this.#customItems = this.base.customItems.slice()
    return this.#customItems
  }
}

/** Id → index of the first element with that id (as a find() would pick). */
function firstIndexById(list: readonly { id: string }[]): Map<string, number> {
  const index = new Map<string, number>()
  list.forEach((x, i) => {
    if (!index.has(x.id)) index.set(x.id, i)
  })
  return index
}
