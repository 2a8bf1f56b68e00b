// What an ARIA 1.2 combobox with a listbox popup keeps (the quick add, a custom limit's target): the text typed,
// whether its list is open, the highlighted option, and the ids that tie the input to its list and options.
// Each component keeps its own words, matches and what Enter does.
export class Combobox {
  text = $state('')
  open = $state(false)
  /** The highlighted option's index; -1: none (the text itself). */
  active = $state(-1)
  readonly #id: string

  /** `prefix`: the ids' first part ("qa", "lt"); a random part keeps two on one page apart. */
  constructor(prefix: string) {
    this.#id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`
  }

  /** The listbox's id (the input's aria-controls). */
  get listId(): string {
    return `${this.#id}-list`
  }

  /** Option `i`'s id. */
  optionId(i: number): string {
    return `${this.#id}-${i}`
  }

  /** The input's aria-activedescendant: the highlighted option while the list is open. */
  get activeId(): string | undefined {
    return this.open && this.active >= 0 ? this.optionId(this.active) : undefined
  }

  /** Down (opens the list) or Up among `count` options; Up stops at `top` (-1: back to the text). */
  move(by: 1 | -1, count: number, top: -1 | 0 = 0): void {
    if (by > 0) {
      this.open = true
      this.active = Math.min(count - 1, this.active + 1)
    } else this.active = Math.max(top, this.active - 1)
  }

  /** The GM typed: the list opens, nothing highlighted. */
  typed(): void {
    this.open = true
    this.active = -1
  }

  close(): void {
    this.open = false
    this.active = -1
  }
}
