// Help → About in the page (the native Help → About sends the same 'about' menu command: desktop-menu.spec),
// in English and in French: the version, where the data comes from, Black Book Editions' notice in French,
// Paizo's Community Use notice, and the whole OGL 1.0a with its Section 15, readable and reachable by
// keyboard. Screenshots go to test-results/screenshots/about-{en,fr}.png.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../../src-main/web/host'
import { expect, test } from './fixtures'
import { expectAccessible } from './axe'

const OUT = new URL('../../test-results/screenshots/', import.meta.url).pathname

test('About from the Help menu, in English then in French, carries the notices the data’s licences require', async ({
  page,
  app
}) => {
  const { version } = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
  const ogl = await readFile(join(PROJECT_ROOT, 'resources', 'legal', 'OGL-1.0a.txt'), 'utf8')
  await page.goto(app.url)

  const help = page.getByRole('button', { name: 'Help' })
  await help.click()
  await page.getByRole('menuitem', { name: 'About Encumbrance' }).click()
  let dialog = page.getByRole('dialog', { name: 'About Encumbrance' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`Version ${version}`)
  await expect(dialog).toContainText('Vivien DE BONA')
  await expect(dialog).toContainText(
    'utilise des marques déposées et/ou des droits d’auteurs qui sont la propriété de Black Book Editions et de Paizo Publishing, LLC'
  )
  await expect(dialog).toContainText('paizo.com/communityuse')
  await expect(dialog).toContainText('used under Paizo’s Community Use Policy')
  await expect(dialog).toContainText('We are expressly prohibited from charging you to use or access this content.')
  // The licence, whole: its first line, section 10 and its Section 15 notices.
  const licence = dialog.getByRole('region', { name: /licence, as the game data’s source distributes it/ })
  const shown = (await licence.textContent()) ?? ''
  expect(shown.replace(/\s+/g, ' ')).toBe(ogl.trim().replace(/\s+/g, ' '))
  expect(shown).toContain('OPEN GAME LICENSE Version 1.0a')
  expect(shown).toContain('10. Copy of this License')
  expect(shown).toContain('15. COPYRIGHT NOTICE')
  expect(shown).toContain('System Reference Document Copyright 2000-2003, Wizards of the Coast, Inc.')
  // The licence box scrolls from the keyboard; its end can be reached.
  await licence.focus()
  await page.keyboard.press('End')
  await expect.poll(() => licence.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true)
  await licence.evaluate((el) => (el.scrollTop = 0))
  await page.evaluate(() => document.querySelector('.about')!.scrollTo(0, 0))
  await page.screenshot({ path: `${OUT}about-en.png` })
  await expectAccessible(page, 'About', { include: 'dialog' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(help).toBeFocused()

  // In French: the same notices (Black Book Editions' in French, Paizo's in English, as they are set).
  await page.getByRole('button', { name: 'Switch the interface to French' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.getByRole('button', { name: 'Aide' }).click()
  await page.getByRole('menuitem', { name: 'À propos d’Encombrement' }).click()
  dialog = page.getByRole('dialog', { name: 'À propos d’Encombrement' })
  await expect(dialog).toBeVisible()
  // It opens at its top (the first focus is Close, below the scrolling text, which stays in view).
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
  await expect(dialog.getByText('Version', { exact: false }).first()).toBeInViewport()
  await expect(dialog).toContainText(`Version ${version}`)
  await expect(dialog).toContainText('Mention Black Book Editions')
  await expect(dialog).toContainText('n’a pas reçu son aval ni une quelconque approbation de sa part')
  await expect(dialog).toContainText('Encumbrance is not published, endorsed, or specifically approved by Paizo.')
  await expect(dialog.getByRole('region', { name: /La licence, en anglais/ })).toContainText('15. COPYRIGHT NOTICE')
  // Nothing in the dialog is wider than it (no cut French sentence).
  const overflow = await dialog.locator('.about').evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${OUT}about-fr.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})
