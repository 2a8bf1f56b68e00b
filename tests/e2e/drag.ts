// A drag the way the GM's mouse does it, for the drop-preview tests.
import type { Locator, Page } from '@playwright/test'

/** Presses on `from`, moves over `to` and stays there (the drop is the caller's: `page.mouse.up()`). */
export async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded()
  await to.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 2 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 })
  await page.mouse.move(b.x + b.width / 2 + 4, b.y + b.height / 2 + 4, { steps: 2 })
}
