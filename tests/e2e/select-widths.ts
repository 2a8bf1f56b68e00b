// Whether a select shows its options whole: the width each option needs is the select's own, a copy
// of it holding only that option, sized to its content (the browser's arrow and padding included).
import type { Locator } from '@playwright/test'

export interface OptionWidth {
  text: string
  /** Width the select needs to show this option whole (px). */
  needed: number
  /** Width the select has (px). */
  shown: number
}

/** Each option (or only the chosen one) of each select the locator finds, with the width it needs
 *  and the width it has. */
export function optionWidths(selects: Locator, which: 'every' | 'chosen' = 'every'): Promise<OptionWidth[]> {
  return selects.evaluateAll(
    (all, chosen) =>
      (all as HTMLSelectElement[]).flatMap((select) => {
        const shown = select.getBoundingClientRect().width
        return [...(chosen ? select.selectedOptions : select.options)].map((option) => {
          const copy = select.cloneNode(false) as HTMLSelectElement
          copy.append(option.cloneNode(true))
          copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none'
          select.parentElement!.append(copy)
          const needed = copy.getBoundingClientRect().width
          copy.remove()
          return { text: option.text, needed, shown }
        })
      }),
    which === 'chosen'
  )
}

/** The options a select cuts, worded for a failure message. */
export function cutOptions(widths: readonly OptionWidth[]): string[] {
  return widths
    .filter((w) => w.needed > w.shown + 0.5)
    .map((w) => `"${w.text}" needs ${w.needed.toFixed(0)} px, has ${w.shown.toFixed(0)}`)
}
