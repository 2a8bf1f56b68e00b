// Light and dark themes: follow prefers-color-scheme unless the GM picks one (remembered here).
export type ThemeChoice = 'system' | 'light' | 'dark'
const STORAGE_KEY = 'encumbrance.theme'
const ORDER: ThemeChoice[] = ['system', 'light', 'dark']

function saved(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (v === 'light' || v === 'dark' || v === 'system') return v
  } catch {
    // no storage
  }
  return 'system'
}

export class ThemeState {
  choice = $state<ThemeChoice>(saved())

  /** Sets `data-theme` on <html>: the stylesheet maps it (or the media query for 'system') to colours. */
  apply(): void {
    if (typeof document === 'undefined') return
    const root = document.documentElement
    if (this.choice === 'system') delete root.dataset.theme
    else root.dataset.theme = this.choice
  }

  set(choice: ThemeChoice): void {
    this.choice = choice
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, choice)
    } catch {
      // not remembered
    }
    this.apply()
  }

  cycle(): void {
    this.set(ORDER[(ORDER.indexOf(this.choice) + 1) % ORDER.length]!)
  }
}
