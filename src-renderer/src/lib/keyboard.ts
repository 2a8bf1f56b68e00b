// Global keyboard shortcuts (the sheet on `?` lists them). Single-letter keys act only when the
// focus is not in a text field, so typing a name never triggers them.
import type { AppState } from './state/app.svelte'
import { partyLayout } from '@shared/campaign'

/** True when keys typed at `target` are text (an input, a textarea, a select, contenteditable). */
export function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  const tag = el.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true
  if (tag !== 'INPUT') return false
  const type = (el as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'range'].includes(type)
}

function dialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null
}

export function handleShortcut(app: AppState, e: KeyboardEvent): void {
  const mod = e.ctrlKey || e.metaKey
  const key = e.key
  if (mod && !e.altKey) {
    const k = key.toLowerCase()
    if (k === 'z' && !typing(e.target)) {
      e.preventDefault()
      if (e.shiftKey) app.redo()
      else app.undo()
    } else if (k === 'y' && !typing(e.target)) {
      e.preventDefault()
      app.redo()
    } else if (k === 'k') {
      e.preventDefault()
      app.route = { name: 'catalog' }
      queueMicrotask(() => document.getElementById('catalog-search')?.focus())
    } else if (key === 'Enter' && app.whatIf.active) {
      e.preventDefault()
      app.applyWhatIf()
    }
    return
  }
  if (e.altKey || typing(e.target) || dialogOpen()) return
  if (key === '?') {
    e.preventDefault()
    app.shortcutsOpen = true
  } else if (key === '/') {
    e.preventDefault()
    document.querySelector<HTMLInputElement>('[data-quick-add]')?.focus()
  } else if (key === 'w' || key === 'W') {
    if (app.whatIf.active) app.discardWhatIf()
    else app.startWhatIf()
  } else if (key === 'p' || key === 'P') {
    app.route = { name: 'party' }
  } else if (key === 'l' || key === 'L') {
    app.toggleLanguage()
  } else if (key === 't' || key === 'T') {
    app.theme.cycle()
  } else if (/^[1-9]$/.test(key)) {
    const ch = partyLayout(app.view?.characters ?? []).cards[Number(key) - 1]
    if (ch) app.openCharacter(ch.id)
  } else if ((key === 'm' || key === 'M') && app.selectedLine) {
    app.moving = app.selectedLine
  }
}
