import type { Attachment } from 'svelte/attachments'

/**
 * Tells whether an element's text takes more than one line at its normal size (its `long` class, which
 * may make it smaller, taken off for the measure so the answer never flips back and forth). Measured
 * again when its container changes width; re-created by the caller when the text changes.
 */
export function lineFit(onchange: (wraps: boolean) => void): Attachment<HTMLElement> {
  return (el) => {
    const check = (): void => {
      const had = el.classList.contains('long')
      el.classList.remove('long')
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
      const wraps = el.scrollHeight > lineHeight * 1.5
      el.classList.toggle('long', had)
      onchange(wraps)
    }
    if (typeof ResizeObserver === 'undefined') {
      check() // no layout to follow (jsdom): one measure
      return
    }
    const observer = new ResizeObserver(check)
    observer.observe(el.closest('header') ?? el)
    return () => observer.disconnect()
  }
}
