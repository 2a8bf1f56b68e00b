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
  /** Where the host keeps the choice too (Electron: main, whose menu and nativeTheme follow it). */
  #keep: ((choice: ThemeChoice) => void) | null = null

  /** The host keeps the theme: take its choice, and tell it every later one. */
  keepWith(keep: (choice: ThemeChoice) => void, hosts?: ThemeChoice): void {
    this.#keep = keep
    if (hosts) {
      this.choice = hosts
      this.apply()
    }
  }

  /** Sets `data-theme` on <html>: the stylesheet maps it (or the media query for 'system') to colours. */
  apply(): void {
    if (typeof document === 'undefined') return
    const root = document.documentElement
    if (this.choice === 'system') delete root.dataset.theme
    else root.dataset.theme = this.choice
  }

  set(choice: ThemeChoice): void {
    this.choice = choice
    this.#keep?.(choice)
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
