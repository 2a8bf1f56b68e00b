// One command table (issue 24 item 3): the command palette, the native menu (main's own template,
// through the Electron stand-in) and the shortcut sheet list the same commands, each with the table's
// label in the campaign language and the same keys — in English, then in French.
import type { Page } from '@playwright/test'
import { COMMANDS, accelerator, command, type CommandId } from '@shared/commands'
import { messages, type Language } from '@shared/i18n'
import type { StandinMenu } from '../standin/runtime'
import { campaignShown, expect, SAMPLE, test } from './desktop-fixtures'

interface Listed {
  id: string
  label: string
  keys: string
}

/** The native menu's command items (not the roles, pickers or recent files), anywhere in the menu. */
function menuCommands(menu: StandinMenu): Listed[] {
  return menu.items.flatMap((item): Listed[] => {
    if (item.submenu) return menuCommands(item.submenu)
    if (!item.id || item.role || item.type !== 'normal') return []
    return [{ id: item.id, label: item.text, keys: item.accelerator ?? '' }]
  })
}

async function listed(page: Page, dialogName: string, selector: string): Promise<Listed[]> {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog.locator(selector).first()).toBeVisible()
  return dialog.locator(selector).evaluateAll((els) =>
    els.map((el) => ({
      id: (el as HTMLElement).dataset.command ?? '',
      label: el.querySelector('.label')?.textContent ?? '',
      keys: (el as HTMLElement).dataset.keys ?? ''
    }))
  )
}

test('the palette, the native menu and the shortcut sheet list the same commands, in English and French', async ({
  desktop
}) => {
  const app = await desktop({ campaign: SAMPLE })
  const page = await app.page()
  await campaignShown(page)
  const people = await page.locator('.card').count()
  const seen: Record<string, Record<string, string>> = {}

  for (const lang of ['en', 'fr'] as Language[]) {
    const m = messages(lang)
    if (lang === 'fr') {
      app.menu('View', 'language', 'language-fr')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect.poll(() => app.runtime.menuItem('file').label).toBe('&Fichier')
    }
    const label = (id: CommandId) => command(id).label(m)
    const keysOf = (id: CommandId) => (command(id).keys ?? []).map(accelerator).join(' ')

    // The palette: every command of the table, once (Open character: once per card, 1 … n).
    await page.keyboard.press('Control+k')
    const palette = await listed(page, m.commands.paletteTitle, '[role=option]')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const single = palette.filter((p) => p.id !== 'open-character')
    expect(single.map((p) => p.id)).toEqual(COMMANDS.map((c) => c.id).filter((id) => id !== 'open-character'))
    for (const p of single)
      expect(p, p.id).toEqual({ id: p.id, label: label(p.id as CommandId), keys: keysOf(p.id as CommandId) })
    const perCard = palette.filter((p) => p.id === 'open-character')
    expect(perCard.map((p) => p.keys)).toEqual(Array.from({ length: Math.min(people, 9) }, (_, i) => String(i + 1)))

    // The native menu: each command item is the palette's, same label, its first key as accelerator.
    const menu = menuCommands(app.runtime.applicationMenu!)
    expect(menu.map((i) => i.id).sort()).toEqual(
      COMMANDS.filter((c) => 'menu' in c)
        .map((c) => c.id)
        .sort()
    )
    for (const item of menu) {
      const p = single.find((e) => e.id === item.id)!
      expect(item.label, item.id).toBe(p.label)
      expect(item.keys, item.id).toBe(p.keys.split(' ')[0] ?? '')
    }

    // The shortcut sheet (Help → Keyboard shortcuts): each command with keys, as the palette says it.
    app.menu('help', 'shortcuts')
    const sheet = await listed(page, m.shortcuts.title, 'dd[data-command]')
    const sheetKeys = await listed(page, m.shortcuts.title, 'dt[data-command]')
    await page.getByRole('dialog', { name: m.shortcuts.title }).getByRole('button', { name: m.shortcuts.close }).click()
    expect(sheet.map((s) => s.id)).toEqual(COMMANDS.filter((c) => 'keys' in c).map((c) => c.id))
    for (const [i, s] of sheet.entries()) {
      expect(s.label, s.id).toBe(label(s.id as CommandId))
      expect(sheetKeys[i]!.keys, s.id).toBe(keysOf(s.id as CommandId))
      if (s.id !== 'open-character') expect(s.label).toBe(single.find((p) => p.id === s.id)!.label)
    }
    seen[lang] = Object.fromEntries(single.map((p) => [p.id, p.label]))
  }
  // Both languages really differ: French words, not English ones left in place.
  const same = Object.keys(seen.en!).filter((id) => seen.en![id] === seen.fr![id])
  expect(same).toEqual([])
})
