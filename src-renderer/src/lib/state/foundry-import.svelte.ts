// One import of Foundry VTT actor exports (File → Import characters…, or .json files dropped on the
// window): the files read, their review (src-shared/import) compared with the open campaign, the GM's
// edits of each line's choice, then ONE batch (one undo step) through the app's usual path.
import {
  importCatalog,
  type ImportCatalog,
  EXPORT_MAX_CHARS,
  reviewFoundryExports,
  compareWithCampaign,
  importOps,
  type ImportReview
} from '@shared/import'
import { newId, nowIso, type Language } from '@shared/core'
import type { AppState } from './app.svelte'

/** Built on the first import, not at start-up: it indexes the whole catalog (tens of ms before the first paint). */
let built: ImportCatalog | null = null
const catalog = (): ImportCatalog => (built ??= importCatalog())

export class ImportSession {
  review = $state<ImportReview | null>(null)
  reading = $state(false)
  readonly #app: AppState

  constructor(app: AppState) {
    this.#app = app
  }

  /** The names the import makes (a new storage place) are in the screen's language, as the review is. */
  get #words(): { language: Language } {
    return { language: this.#app.i18n.lang }
  }

  /** Reads the files (an unreadable or too big one is a located problem, the others still import). */
  async read(files: readonly File[]): Promise<void> {
    this.reading = true
    try {
      const texts = await Promise.all(
        files.map(async (f) =>
          f.size > EXPORT_MAX_CHARS ? { name: f.name, text: '' } : { name: f.name, text: await f.text() }
        )
      )
      const fresh = reviewFoundryExports(texts, catalog())
      const previous = this.review
      const merged: ImportReview = previous
        ? {
            characters: [...previous.characters, ...fresh.characters],
            problems: [...previous.problems, ...fresh.problems]
          }
        : fresh
      const campaign = this.#app.real.campaign
      this.review = campaign ? compareWithCampaign(merged, campaign, catalog(), this.#words) : merged
    } finally {
      this.reading = false
    }
  }

  /**
   * The GM's answer for a character that matches one of the campaign (same Foundry id or name): update it
   * (false) or import a new one (true). The review is compared again, so its destinations and changes say
   * what the import will do.
   */
  importAsNew(index: number, asNew: boolean): void {
    const campaign = this.#app.real.campaign
    if (!this.review || !campaign) return
    const review = $state.snapshot(this.review) as ImportReview
    const ch = review.characters[index]
    if (!ch) return
    if (asNew) ch.asNew = true
    else delete ch.asNew
    this.review = compareWithCampaign(review, campaign, catalog(), this.#words)
  }

  get importable(): number {
    return this.review?.characters.filter((c) => !c.skip).length ?? 0
  }

  /** Applies the import as one undo step; false when refused (the toast says why). */
  confirm(): boolean {
    const campaign = this.#app.real.campaign
    if (!campaign || !this.review) return false
    const review = $state.snapshot(this.review) as ImportReview
    const ops = importOps(campaign, review, catalog(), { at: nowIso(), newId, ...this.#words })
    if (ops.length === 0) return true
    const n = this.importable
    const ok = this.#app.dispatchAll(ops, this.#app.m.foundryImport.label)
    if (ok) this.#app.toast(this.#app.m.foundryImport.imported(n))
    return ok
  }
}

/** A drop carries files, not a line being dragged. */
export function droppedJsonFiles(dt: DataTransfer | null): File[] {
  if (!dt) return []
  return [...dt.files].filter((f) => /\.json$/i.test(f.name) || f.type === 'application/json')
}
