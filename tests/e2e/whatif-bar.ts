// The what-if bar as a GM sees it, shared by the specs that fill it: what is cut, covered or outside it.
import type { Locator } from '@playwright/test'

/** Boxes of the bar's parts a GM reads or clicks: none may overlap another or leave the bar, none cut. */
export async function barProblems(bar: Locator): Promise<string[]> {
  return bar.evaluate((el) => {
    const out: string[] = []
    const box = el.getBoundingClientRect()
    const parts = [
      ...el.querySelectorAll<HTMLElement>(
        ':scope > :not(.spacer, .visually-hidden), [data-whatif-changes] > li, [data-whatif-changes] > li > span'
      )
    ]
      .filter((p) => p.getClientRects().length > 0 && getComputedStyle(p).visibility !== 'hidden')
      .filter((p) => !p.closest('[aria-hidden=true][data-probe]'))
    const top = parts.filter((p) => p.parentElement === el)
    for (const p of parts) {
      const r = p.getBoundingClientRect()
      const name = (p.textContent ?? '').trim().slice(0, 40)
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`outside the bar: ${name}`)
      if (p.scrollWidth > p.clientWidth + 0.5 && getComputedStyle(p).overflow !== 'visible') out.push(`cut: ${name}`)
      // a text wider than its box (Chromium cuts it by a fraction of a pixel that scrollWidth rounds away)
      if (name !== '' && p.tagName !== 'UL' && !p.querySelector('.visually-hidden, [data-probe]')) {
        const range = document.createRange()
        range.selectNodeContents(p)
        if (range.getBoundingClientRect().width > r.width + 0.5) out.push(`text wider: ${name}`)
      }
    }
    for (let i = 0; i < top.length; i++)
      for (let j = i + 1; j < top.length; j++) {
        const a = top[i]!.getBoundingClientRect()
        const b = top[j]!.getBoundingClientRect()
        if (a.width === 0 || b.width === 0) continue
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          out.push(
            `overlap: ${(top[i]!.textContent ?? '').trim().slice(0, 30)} / ${(top[j]!.textContent ?? '').trim().slice(0, 30)}`
          )
      }
    return out
  })
}
