// A drag the way the GM's mouse does it, for the drop-preview tests.
import type { Locator, Page } from '@playwright/test'

/** Presses on `from` and starts dragging it (moved a little, still over `from`). */
export async function startDrag(page: Page, from: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 2 })
}

/** Presses on `from`, moves over `to` and stays there (the drop is the caller's: `page.mouse.up()`). */
export async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded()
  await startDrag(page, from)
  const b = (await to.boundingBox())!
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 })
  await page.mouse.move(b.x + b.width / 2 + 4, b.y + b.height / 2 + 4, { steps: 2 })
}

/** While dragging: one quick move onto the middle of `to`, and rest there. The one pointer position
 *  over a new element gets a dragenter and no dragover (Chromium fires dragover from the next one). */
export async function flickOnto(page: Page, to: Locator): Promise<void> {
  const b = await to.boundingBox()
  if (!b) throw new Error(`flickOnto: ${String(to)} is not on screen`)
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2)
}
