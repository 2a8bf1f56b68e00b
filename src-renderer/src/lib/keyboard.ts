// Whether keys typed go to a text field. The shortcuts themselves are the command table's
// (commands.ts): single-letter keys act only when the focus is not in a text field.

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
