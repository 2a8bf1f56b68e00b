// The whole screen's state: the campaign, the what-if sandbox, the evaluations of both, the UI
// language and theme, where the GM is (route) and transient UI (dialogs, toasts). Components call
// the intent methods here; every change to the campaign goes through `dispatch` as an Op.
import {
  type ClearableLineKey,
  type Holder,
  type LinePatch,
  type Op,
  type Campaign,
  type Character,
  type InventoryLine,
  type ItemRef,
  type StoragePlace,
  type PlaySession,
  findLine,
  itemOf,
  lineName,
  type LedgerEntry,
  holderKey,
  moveOp,
  newCharacter,
  removeLineOp,
  sameHolder,
  splitOp,
  stowOp,
  quantityOp,
  updateLineOp,
  useLineOp,
  removeCharacterOp,
  removePlaceOps,
  planAdd,
  type AddRequest
} from '@shared/campaign'
import type { Effect } from '@shared/rules'
import {
  type Language,
  type ChangeToSay,
  countName,
  formatCount,
  agreementOf,
  stepWords,
  changeWords
} from '@shared/i18n'
import { I18n } from '../i18n/i18n.svelte'
import type { Evaluator } from '../engine/engine-client'
import { Forecaster } from '../consequence/forecast'
import { DragForecast } from '../consequence/drag.svelte'
import type { DraggedLine } from '../dnd'
import { CampaignState } from './campaign.svelte'
import type { Client } from './client'
import { explainError } from '../explain'
import { PartyEvaluations, type EvaluationCache } from './evaluations.svelte'
import { newId, nowIso } from '@shared/core'
import { ThemeState } from './theme.svelte'
import { WhatIfState, type WhatIfStep } from './whatif.svelte'
import { LinePicks } from './line-picks.svelte'
import { wealthTable, type WealthTable } from '@shared/export'
import { LootSplitState } from '../split/loot-split.svelte'
import type { SplitRunner } from '../split/split-client'
import type { ExportWhat, FileDialogState } from './files.svelte'
import type { ImportSession } from './foundry-import.svelte'
import { SharingState } from './sharing.svelte'

export type Route =
  | { name: 'party' }
  | { name: 'character'; id: string }
  | { name: 'catalog' }
  | { name: 'rules' }
  | { name: 'ledger' }
  /** Wealth against the table and the value each character received (issue 28). */
  | { name: 'wealth' }

export interface Toast {
  id: number
  text: string
  kind: 'info' | 'error'
}

export interface HolderChoice {
  key: string
  holder: Holder
  label: string
}

export interface SaleRequest {
  holder: Holder
  /** 'selected': the lines ticked on the list; 'marked': those marked to sell; 'all': every line, none ticked. */
  scope: 'all' | 'marked' | 'selected'
  lineIds?: readonly string[]
}

export interface LineTarget {
  holder: Holder
  lineId: string
  /** The Move dialog's destination chosen beforehand (a Shift+drop onto it). */
  to?: Holder
}

/**
 * Every dialog the screen can show, with what it shows: one union, one slot (App.svelte renders the
 * one open). The loot split's setup follows its own run (LootSplitState.phase).
 */
export type Dialog =
  | { kind: 'move'; target: LineTarget }
  | { kind: 'split'; target: LineTarget }
  /** The line editor. */
  | { kind: 'edit'; target: LineTarget }
  /** The custom what-if effect form, open on a bearer (RULES.md §13). */
  | { kind: 'custom-effect'; characterId: string }
  /** The form adding a mount, pack animal, hireling or familiar (RULES.md §11), with its owner chosen. */
  | { kind: 'bearer'; owner?: string }
  /** Where the haul being pasted goes. */
  | { kind: 'haul'; to: Holder; text: string }
  /** The holder whose coins the Coins dialog shows (exchange, consolidate). */
  | { kind: 'coins'; holder: Holder }
  /** The Sell dialog: the holder it sells from, and the lines it offers. */
  | { kind: 'sell'; request: SaleRequest }
  | { kind: 'shortcuts' }
  /** Help → About: the app's version, the data's sources and the notices their licences require. */
  | { kind: 'about' }
  /** The command palette (Ctrl+K). */
  | { kind: 'palette' }
  /** The export dialog, open on this choice. */
  | { kind: 'export'; what: ExportWhat }
  | { kind: 'backups' }
  /** File → Import characters…: the import under review. */
  | { kind: 'import'; session: ImportSession }
  /** A campaign-file dialog of the browser host (open, new, save as). */
  | { kind: 'file'; file: FileDialogState }
  /** Share with players (issue 27): the player server, the links and QR codes, the use requests. */
  | { kind: 'sharing' }
  /** Open a session (issue 28): its name and date. */
  | { kind: 'session-open' }
  /** The sessions, or one session's report (`id`). */
  | { kind: 'sessions'; id?: string }

export type DialogKind = Dialog['kind']

/** The card menu's effects as the engine's (RULES.md §13); exhaustion is PF1's −6 STR. */
const CARD_EFFECTS: Readonly<Record<CardEffect, Effect>> = {
  bulls: 'bulls-strength',
  exhaustion: { strength: -6 },
  enlarge: 'enlarge-person',
  reduce: 'reduce-person'
}

export type CardEffect = 'bulls' | 'exhaustion' | 'enlarge' | 'reduce'

/** How AppState.stow moves a line: into which bag (none: out of its bag), how many, to whom, told quietly. */
export interface StowOptions {
  into?: string
  quantity?: number
  to?: Holder
  quiet?: boolean
}

export class AppState {
  readonly i18n: I18n
  readonly theme = new ThemeState()
  readonly real: CampaignState
  readonly whatIf: WhatIfState
  readonly evals: PartyEvaluations
  readonly sandboxEvals: PartyEvaluations
  /** The loot split (issue 5): its dialog, worker runs and what-if preview. */
  readonly lootSplit: LootSplitState
  /** Sharing with the players (issue 27). */
  readonly sharing: SharingState
  /** What a change would do to the loads, before it is made (drag, Move dialog, quick add). */
  readonly forecaster: Forecaster
  /** The line being dragged and what dropping it on each holder would do. */
  readonly drag: DragForecast

  route = $state<Route>({ name: 'party' })
  /** The party view's cards: in the file's order, or by wealth against the table, the furthest behind first (issue 28). */
  partyOrder = $state<'file' | 'wealth'>('file')
  /** Where quick add and the catalog put new items. */
  target = $state<Holder>({ type: 'stash' })
  /** The line the keyboard acts on (M: move, Delete: remove). */
  selectedLine = $state<LineTarget | null>(null)
  /** The one dialog open (one at a time, by construction: opening one closes the other). */
  dialog = $state<Dialog | null>(null)
  /** Lines ticked on the stash or a sheet, to sell together. */
  readonly picks = new LinePicks()
  toasts = $state<Toast[]>([])
  #toastSeq = 0

  /** What the screen shows: the sandbox in what-if mode, else the real campaign. */
  get view(): Campaign | null {
    return this.whatIf.active ? this.whatIf.sandbox : this.real.campaign
  }

  /**
   * The view's custom items. Ops keep the list's object when they do not touch it (applyOp's structural
   * sharing), so what reads only this (a line row's name and value) is not re-run by every change to the
   * campaign: with 11,000 stash lines on screen, a drop re-ran every row's name and value through `view`.
   */
  customItems = $derived<Campaign['customItems']>(this.view?.customItems ?? [])

  /** Each character's wealth against the table for its level, and the party fund's share (issue 28), for `view`. */
  wealth = $derived<WealthTable | null>(this.view ? wealthTable(this.view) : null)

  /** Evaluations matching `view`. */
  get current(): PartyEvaluations {
    return this.whatIf.active ? this.sandboxEvals : this.evals
  }

  constructor(client: Client, evaluate: Evaluator, i18n = new I18n(), splitRunner?: SplitRunner) {
    this.i18n = i18n
    this.real = new CampaignState(client)
    this.whatIf = new WhatIfState(this.real)
    const cache: EvaluationCache = new WeakMap()
    this.evals = new PartyEvaluations(evaluate, cache)
    this.sandboxEvals = new PartyEvaluations(evaluate, cache)
    this.lootSplit = new LootSplitState(this, splitRunner)
    this.sharing = new SharingState(client)
    this.forecaster = new Forecaster(evaluate, cache)
    this.drag = new DragForecast(this)
  }

  get m() {
    return this.i18n.m
  }

  // ---- dialogs -------------------------------------------------------------------------------

  /** Opens a dialog; the one open before, if any, closes. */
  openDialog(dialog: Dialog): void {
    this.dialog = dialog
  }

  /** Closes the dialog open (only if it is a `kind` one, when given). */
  closeDialog(kind?: DialogKind): void {
    if (kind === undefined || this.dialog?.kind === kind) this.dialog = null
  }

  /** The dialog open if it is a `kind` one. */
  dialogOf<K extends DialogKind>(kind: K): Extract<Dialog, { kind: K }> | null {
    return this.dialog?.kind === kind ? (this.dialog as Extract<Dialog, { kind: K }>) : null
  }

  // ---- feedback --------------------------------------------------------------------------------

  toast(text: string, kind: Toast['kind'] = 'info'): void {
    const id = ++this.#toastSeq
    this.toasts = [...this.toasts.slice(-4), { id, text, kind }]
    setTimeout(() => this.dismissToast(id), kind === 'error' ? 8000 : 3500)
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id)
  }

  // ---- changes ---------------------------------------------------------------------------------

  /** Sends an op to the sandbox (what-if) or the real campaign. False when it was refused. */
  dispatch(op: Op): boolean {
    try {
      if (this.whatIf.active) this.whatIf.add(op)
      else this.real.dispatch(op)
      return true
    } catch (e) {
      this.toast(explainError(e, this.m), 'error')
      return false
    }
  }

  undo(): void {
    if (this.whatIf.active) {
      if (this.lootSplit.undoEdit()) return
      // said, as outside a what-if: "What-if · Undone: 3 × Potion of cure light wounds used"
      const last = this.whatIf.steps.at(-1)
      const taken = this.whatIf.undoLast()
      if (!taken) return this.toast(this.m.whatIf.nothingToUndo)
      const what = last?.change === taken ? this.changeWords(last) : this.m.history.lastChange
      this.toast(this.m.whatIf.tentative(this.m.history.undone(what)))
      return
    }
    void this.#history('undo')
  }

  redo(): void {
    if (!this.whatIf.active) void this.#history('redo')
  }

  /** Undo or redo on the campaign, said: what the step did ("Annulé : 3 × Potion de soins légers utilisées"). */
  async #history(way: 'undo' | 'redo'): Promise<void> {
    const before = this.real.campaign
    await (way === 'undo' ? this.real.undo() : this.real.redo())
    const after = this.real.campaign
    if (!before || !after || before === after) return
    const lang = this.i18n.lang
    const today = (e: LedgerEntry): string | undefined => itemOf(e.ref, after.customItems, lang)?.name
    const [older, newer] = way === 'undo' ? [after, before] : [before, after]
    const what = stepWords(older, newer, this.m, lang, today)
    this.toast(way === 'undo' ? this.m.history.undone(what) : this.m.history.redone(what))
  }

  holderName(holder: Holder): string {
    if (holder.type === 'stash') return this.m.stash.title
    if (holder.type === 'place') return this.view?.places?.find((p) => p.id === holder.id)?.name ?? this.m.places.gone
    return this.view?.characters.find((c) => c.id === holder.id)?.name ?? '?'
  }

  /** The holder inside a sentence: "the stash", "Aria". */
  holderPhrase(holder: Holder): string {
    return holder.type === 'stash' ? this.m.stash.inSentence : this.holderName(holder)
  }

  /** "3 daggers" / "3 dagues", with how a French participle after it agrees. */
  counted(quantity: number, name: string) {
    return { text: countName(quantity, name, this.i18n.lang), agree: agreementOf(quantity, name) }
  }

  /** The stash, every character, then every place (the inn, home), as choices for a holder picker (key = holderKey). */
  holderChoices = $derived.by((): HolderChoice[] => [
    { key: 'stash', holder: { type: 'stash' }, label: this.m.stash.title },
    ...(this.view?.characters ?? []).map((c): HolderChoice => ({
      key: holderKey({ type: 'character', id: c.id }),
      holder: { type: 'character', id: c.id },
      label: c.name
    })),
    ...(this.view?.places ?? []).map((p): HolderChoice => ({
      key: holderKey({ type: 'place', id: p.id }),
      holder: { type: 'place', id: p.id },
      label: p.name
    }))
  ])

  lineLabel(line: InventoryLine): string {
    return lineName(line, this.customItems, this.i18n.lang)
  }

  findLine(lineId: string): { holder: Holder; line: InventoryLine } | undefined {
    return this.view ? findLine(this.view, lineId) : undefined
  }

  /** Text for screen readers only (a visually obvious change, such as a drop, needs no toast). */
  announcement = $state('')

  announce(text: string): void {
    this.announcement = text
  }

  /** What a change says: done, or, in a what-if, only tried there ("…, in the what-if"). */
  tentative(said: string): string {
    return this.whatIf.active ? this.m.whatIf.tentative(said) : said
  }

  move(from: Holder, to: Holder, lineId: string, quantity?: number, quiet = false): boolean {
    if (sameHolder(from, to)) return false
    const found = this.findLine(lineId)
    if (!found) return false
    const q = Math.min(quantity ?? found.line.quantity, found.line.quantity)
    if (q < 1) return false
    const ok = this.dispatch(moveOp(from, to, lineId, q, { holds: found.line.quantity }))
    const what = this.counted(q, this.lineLabel(found.line))
    const said = this.tentative(this.m.move.moved(what.text, this.holderPhrase(to), what.agree))
    if (ok && quiet) this.announce(said)
    else if (ok) this.toast(said)
    return ok
  }

  /**
   * Puts `quantity` of a line into the bag `into` (a line of `to`), or takes it out of its bag (no `into`)
   * (RULES.md §10). From another holder, it moves there straight into the bag. Says what happened, or why
   * not, naming both ("a bag of holding cannot go into the portable hole: …").
   */
  stow(from: Holder, lineId: string, { into, quantity, to = from, quiet = false }: StowOptions = {}): boolean {
    const found = this.findLine(lineId)
    if (!found) return false
    const q = Math.min(quantity ?? found.line.quantity, found.line.quantity)
    if (q < 1) return false
    const bagId = into ?? found.line.in
    const bag = bagId === undefined ? undefined : this.findLine(bagId)?.line
    const what = this.counted(q, this.lineLabel(found.line))
    const bagName = bag ? this.lineLabel(bag) : ''
    const op = sameHolder(from, to)
      ? stowOp(from, lineId, q, into)
      : { ...moveOp(from, to, lineId, q, { holds: found.line.quantity }), ...(into !== undefined ? { into } : {}) }
    try {
      if (this.whatIf.active) this.whatIf.add(op)
      else this.real.dispatch(op)
    } catch (e) {
      const action = into !== undefined ? this.m.bag.cannotPut(what.text, bagName) : this.m.bag.cannotTake(what.text)
      this.toast(this.m.bag.refused(action, explainError(e, this.m)), 'error')
      return false
    }
    const said = this.tentative(
      into !== undefined
        ? this.m.bag.put(what.text, bagName, what.agree)
        : this.m.bag.took(what.text, bagName, what.agree)
    )
    if (quiet) this.announce(said)
    else this.toast(said)
    return true
  }

  /** A drop of a dragged line on a holder; `ask` (Shift held): the Move dialog asks how many. */
  dropLine(line: DraggedLine, to: Holder, ask: boolean): void {
    this.drag.end()
    // dropped loose on its own sheet: out of the bag it was in
    if (sameHolder(line.from, to)) {
      if (this.findLine(line.lineId)?.line.in !== undefined)
        this.stow(to, line.lineId, { quantity: line.quantity, quiet: true })
      return
    }
    if (ask) this.openDialog({ kind: 'move', target: { holder: line.from, lineId: line.lineId, to } })
    else this.move(line.from, to, line.lineId, line.quantity, true)
  }

  /**
   * The ops quick add and the catalog send (the consequence preview forecasts the same ops): add-plan.ts —
   * merged into an identical line, made for the bearer's size, rounds into the containers' room first.
   */
  addItemOps(
    ref: ItemRef,
    quantity: number,
    to: Holder = this.target,
    extra: Omit<AddRequest, 'ref' | 'quantity'> = {}
  ): Op[] {
    return this.view ? planAdd(this.view, to, { ref, quantity, ...extra }).ops : []
  }

  /** Adds an item as the GM means it (see addItemOps), as one undo step. */
  addItem(
    ref: ItemRef,
    quantity: number,
    to: Holder = this.target,
    extra: Omit<AddRequest, 'ref' | 'quantity'> = {}
  ): boolean {
    return this.dispatchAll(this.addItemOps(ref, quantity, to, extra), this.m.quickAdd.label)
  }

  /** Adds and says so ("3 dagues ajoutées à la réserve"): quick add and the catalog. */
  addNamed(
    ref: ItemRef,
    name: string,
    quantity: number,
    to: Holder = this.target,
    extra: Omit<AddRequest, 'ref' | 'quantity'> = {}
  ): boolean {
    const ok = this.addItem(ref, quantity, to, extra)
    const what = this.counted(quantity, name)
    if (ok) this.toast(this.m.quickAdd.added(what.text, this.holderPhrase(to), what.agree))
    return ok
  }

  /** Several ops as one undo step (one tentative step each in what-if mode). False when refused. */
  dispatchAll(ops: readonly Op[], label: string): boolean {
    if (ops.length === 0) return false
    if (ops.length === 1) return this.dispatch(ops[0]!)
    try {
      if (this.whatIf.active) this.whatIf.addChange(ops)
      else this.real.applyBatch(ops, label)
      return true
    } catch (e) {
      this.toast(explainError(e, this.m), 'error')
      return false
    }
  }

  /** Edits a line's fields (the line editor): one op, one undo step; a quantity or rounds change is in the ledger. */
  updateLine(holder: Holder, lineId: string, patch: LinePatch, clear: ClearableLineKey[] = []): boolean {
    if (Object.keys(patch).length === 0 && clear.length === 0) return true
    return this.dispatch(updateLineOp(holder, lineId, patch, clear))
  }

  /** "Drink 1", "use 3", "−12 arrows": what leaves the party by use, written to the ledger. */
  useLine(holder: Holder, lineId: string, quantity: number, rounds?: number): boolean {
    if (this.selectedLine?.lineId === lineId) {
      const found = this.findLine(lineId)
      if (found && found.line.quantity === quantity && (found.line.rounds ?? 0) === (rounds ?? 0))
        this.selectedLine = null
    }
    return this.dispatch(useLineOp(holder, lineId, quantity, rounds))
  }

  /** useLine, said ("Utilisé : 3 × Potion de soins légers"): the line editor's Use and Spend, and the line's own. */
  useAndSay(holder: Holder, lineId: string, quantity: number, rounds?: number): boolean {
    const found = this.findLine(lineId)
    if (!found) return false
    const what = rounds
      ? this.m.line.rounds(rounds)
      : `${formatCount(quantity, this.i18n.lang)} × ${this.lineLabel(found.line)}`
    const ok = this.useLine(holder, lineId, quantity, rounds)
    if (ok) this.toast(this.tentative(this.m.inventory.used(what)))
    return ok
  }

  setQuantity(holder: Holder, lineId: string, quantity: number): boolean {
    if (quantity <= 0) return this.dispatch(removeLineOp(holder, lineId))
    return this.dispatch(quantityOp(holder, lineId, quantity))
  }

  removeLine(holder: Holder, lineId: string): boolean {
    if (this.selectedLine?.lineId === lineId) this.selectedLine = null
    return this.dispatch(removeLineOp(holder, lineId))
  }

  split(holder: Holder, lineId: string, quantity: number): boolean {
    return this.dispatch(splitOp(holder, lineId, quantity))
  }

  addCharacter(name = this.m.party.newName): Character | null {
    const ch = newCharacter(name)
    return this.dispatch({ type: 'character/add', character: ch }) ? ch : null
  }

  /** One character/update (one undo step); `clear` removes optional fields (an owner, a base speed). */
  updateCharacter(
    id: string,
    patch: Extract<Op, { type: 'character/update' }>['patch'],
    clear: Extract<Op, { type: 'character/update' }>['clear'] = undefined
  ): boolean {
    return this.dispatch(
      clear?.length ? { type: 'character/update', id, patch, clear } : { type: 'character/update', id, patch }
    )
  }

  removeCharacter(character: Character): boolean {
    const ok = this.dispatch(removeCharacterOp(character))
    if (ok && this.route.name === 'character' && this.route.id === character.id) this.route = { name: 'party' }
    if (ok && this.target.type === 'character' && this.target.id === character.id) this.target = { type: 'stash' }
    return ok
  }

  // ---- places (RULES.md §10: stored, counting for nobody) -----------------------------------------

  /** Why `name` cannot name a place (empty, or another place's name), or null. */
  placeNameProblem(name: string, except?: string): string | null {
    const n = name.trim()
    if (n === '') return this.m.places.nameNeeded
    const fold = (s: string): string => s.trim().toLocaleLowerCase(this.i18n.locale)
    const twin = this.view?.places?.find((p) => p.id !== except && fold(p.name) === fold(n))
    return twin ? this.m.places.nameTaken(twin.name) : null
  }

  addPlace(name: string): StoragePlace | null {
    const place: StoragePlace = { id: newId('p'), name: name.trim(), inventory: [] }
    const { inventory: _none, ...added } = place
    return this.dispatch({ type: 'place/add', place: added }) ? place : null
  }

  renamePlace(id: string, name: string): boolean {
    return this.dispatch({ type: 'place/update', id, patch: { name: name.trim() } })
  }

  /** A place's notes, one undo step; empty removes them. */
  setPlaceNotes(id: string, notes: string): boolean {
    return this.dispatch({ type: 'place/update', id, patch: { notes: notes.trim() } })
  }

  /**
   * Removes a place; what it holds goes to `to` first (one move each, in the ledger), the whole as one
   * undo step. Never loses a line: a refused move refuses the removal.
   */
  removePlace(place: StoragePlace, to: Holder = { type: 'stash' }): boolean {
    const ops = removePlaceOps(place, to)
    const ok = ops.length === 1 ? this.dispatch(ops[0]!) : this.dispatchAll(ops, this.m.places.removeTitle(place.name))
    if (!ok) return false
    if (this.target.type === 'place' && this.target.id === place.id) this.target = { type: 'stash' }
    if (this.selectedLine && this.selectedLine.holder.type === 'place' && this.selectedLine.holder.id === place.id)
      this.selectedLine = null
    this.toast(
      place.inventory.length > 0
        ? this.m.places.removedTo(place.name, this.holderPhrase(to))
        : this.m.places.removed(place.name)
    )
    return true
  }

  /**
   * What-if temporary effects (RULES.md §13): added to the bearer's effects in the sandbox, so the engine
   * applies them (Enlarge Person: one size up, STR +2, the equipment growing with him). Listed on the
   * what-if bar, each removable; Apply leaves them out of the file.
   */
  tryEffect(character: Character, effect: CardEffect | Effect): void {
    if (!this.whatIf.active) this.whatIf.start()
    const e: Effect =
      typeof effect === 'string' && effect in CARD_EFFECTS ? CARD_EFFECTS[effect as CardEffect] : (effect as Effect)
    this.whatIf.tryEffect(character.id, e)
  }

  /** Opens the custom effect form (the what-if bar's Effect…, a card's Try menu), starting a what-if. */
  openCustomEffect(characterId?: string): void {
    const id = characterId ?? this.view?.characters[0]?.id
    if (!id) return
    if (!this.whatIf.active) this.whatIf.start()
    this.openDialog({ kind: 'custom-effect', characterId: id })
  }

  /** A what-if change as its chip says it ("3 × Potion of cure light wounds used", "Lem · Bull's Strength"). */
  changeWords(step: WhatIfStep): string {
    const { change, before, after } = step
    const lang = this.i18n.lang
    const today = (e: LedgerEntry): string | undefined => itemOf(e.ref, after.customItems, lang)?.name
    const said: ChangeToSay = { older: before, newer: after }
    if (change.kind === 'block') said.label = change.label(this.m)
    if (change.kind === 'effect') {
      const who = before.characters.find((c) => c.id === change.characterId)
      said.effect = { name: who?.name ?? '?', effect: change.effect }
    }
    return changeWords(said, this.m, lang, today)
  }

  /** Takes one change out of the what-if (its chip's ✕); the others stay. */
  removeChange(id: number): void {
    this.whatIf.remove(id)
  }

  /** After a reload: the what-if this tab had open on the campaign, resumed and said. */
  resumeWhatIf(): void {
    const n = this.whatIf.resume()
    if (n > 0) this.toast(this.m.whatIf.resumed(n))
  }

  // ---- sessions (issue 28, RULES.md §15) ------------------------------------------------------------

  /** The session open now (at most one), in the real campaign; null when none is. */
  get currentSession(): PlaySession | null {
    return this.real.campaign?.sessions?.find((s) => s.closedAt === undefined) ?? null
  }

  /**
   * Opens a session: one undo step of the real campaign, what-if or not (the what-if's changes, applied
   * later, then belong to it). Says so; false when refused (one is open already, a bad name or date).
   */
  openSession(name: string, date: string): boolean {
    const op: Op = { type: 'session/open', session: { id: newId('s'), name: name.trim(), date }, at: nowIso() }
    if (!this.#real(op)) return false
    this.toast(this.m.sessions.opened(name.trim()))
    return true
  }

  /** Closes the open session (one undo step), and says so. */
  closeSession(): boolean {
    const open = this.currentSession
    if (!open || !this.#real({ type: 'session/close', id: open.id, at: nowIso() })) return false
    this.toast(this.m.sessions.closed(open.name))
    return true
  }

  /** An op on the real campaign whatever the screen shows (sessions, the export language); false if refused. */
  #real(op: Op): boolean {
    try {
      this.real.dispatch(op)
      return true
    } catch (e) {
      this.toast(explainError(e, this.m), 'error')
      return false
    }
  }

  // ---- language --------------------------------------------------------------------------------

  /** Switches the screen's language: the GM's, kept on this machine; never a campaign edit (no undo step). */
  setLanguage(lang: Language): void {
    this.i18n.set(lang)
  }

  /**
   * The campaign's export language (the export dialog, the house rules): one undo step of the real campaign,
   * what-if or not (exports are made from the real campaign).
   */
  setExportLanguage(lang: Language): void {
    const c = this.real.campaign
    if (!c || c.exportLanguage === lang) return
    this.#real({ type: 'campaign/setExportLanguage', language: lang })
  }

  toggleLanguage(): void {
    this.setLanguage(this.i18n.lang === 'fr' ? 'en' : 'fr')
  }

  // ---- what-if ---------------------------------------------------------------------------------

  startWhatIf(): void {
    this.whatIf.start()
  }

  applyWhatIf(): void {
    if (this.lootSplit.previewing) return this.lootSplit.apply()
    const n = this.whatIf.changes.length
    if (n === 0) {
      this.whatIf.discard()
      return
    }
    try {
      this.whatIf.apply(this.m.whatIf.label)
      this.toast(this.m.whatIf.applied)
    } catch (e) {
      this.toast(explainError(e, this.m), 'error')
    }
  }

  discardWhatIf(): void {
    if (this.lootSplit.previewing) return this.lootSplit.discard()
    this.whatIf.discard()
    this.toast(this.m.whatIf.discarded)
  }

  // ---- navigation ------------------------------------------------------------------------------

  /** Opens a sheet. "Add to" (app.target) stays as the GM chose it: the sheet has its own quick add. */
  openCharacter(id: string): void {
    this.route = { name: 'character', id }
  }
}
