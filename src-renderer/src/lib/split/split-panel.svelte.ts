// The preview panel's view-model: the split's lines with their rows, reasons and what stays (a line an
// edit did not change keeps its view object, so the panel redraws only what changed), who can receive,
// and the containers a row may go into. The lines are src-shared/split's lineViews, derived; the views
// shown before an edit are kept by an explicit call (keep), never written inside the derivation.
import type { InventoryLine } from '@shared/campaign'
import type { Messages } from '@shared/i18n'
import { bagsFor, contentsOf, handedBags, lineViews, type SplitBag, type SplitLineView } from '@shared/split'
import type { SplitChoices } from './split-choices.svelte'
import type { SplitEdits } from './split-edits.svelte'

export class SplitPanel {
  #edits: SplitEdits
  #choices: SplitChoices
  #m: () => Messages
  /** The views on screen when the split last changed: the next lines keep those that did not change. */
  #shown: readonly SplitLineView[] = []

  constructor(edits: SplitEdits, choices: SplitChoices, m: () => Messages) {
    this.#edits = edits
    this.#choices = choices
    this.#m = m
  }

  /** The split's lines in stash order, each with its rows, their reasons, and what stays. */
  lines = $derived.by((): SplitLineView[] =>
    lineViews(this.#edits.input, this.#edits.rows, this.#edits.result, this.#edits.stash, this.#shown)
  )

  /** Who can receive in this split: the participants, then the fund. */
  recipients = $derived.by(() =>
    (this.#edits.input?.characters ?? []).map((c) => ({
      id: c.id,
      name: c.fund ? this.#m().lootSplit.fund : c.name,
      fund: c.fund === true,
      /** Whose share its value counts in (absent: its own; null: nobody's, it carries for the party). */
      valueFor: c.valueFor
    }))
  )

  /**
   * Balance over the campaign (issue 28): each share's campaign total before and after this split (gp,
   * by the id of the participant holding it), the spread after, and whether it is the least with these
   * loads; null when the option is off. Follows the GM's edits (a review gives them again).
   */
  campaign = $derived.by(() => this.#edits.result?.stats.campaign ?? null)

  /** The stash's bags the rows give whole to a participant (see bagsFor). */
  #handed = $derived.by((): SplitBag[] => {
    const input = this.#edits.input
    return input ? handedBags(input, this.#edits.rows) : []
  })

  /** The split is about to change: the lines shown now are the ones the next lines keep where unchanged. */
  keep(): void {
    this.#shown = this.lines
  }

  /**
   * The containers a row of this line may go into by hand, per participant (RULES.md §10): see
   * src-shared/split's bagsFor. None when the house rule counts a bag's contents as carried.
   */
  bagsFor(lootId: string): SplitBag[] {
    return bagsFor(this.#edits.input, lootId, this.#choices.containers, this.#edits.stash, this.#handed)
  }

  /** What a bag of the split holds and takes with it (none when its contents are split loose). */
  contentsOf(lootId: string): InventoryLine[] {
    return contentsOf(this.#edits.input, this.#edits.baseStash, lootId)
  }
}
