// What a GM reads in the files the `summary` command writes (Markdown, HTML, PDF read back with pdftotext), for
// a table with a bag of holding, bearers and places (issue 13), in French and in English. Regressions:
// - a bag of holding past the GM's capacity, or holding an item above its largest level, had no warning in
//   any export (RULES.md §10): the summaries now give the sheet's sentences under the bag, the party sheet the
//   card's line, both from container-warnings.ts;
// - the Markdown identity line "… · Armure portée : Harnois · lourde" read the category as one more field;
// - the party sheet's armour column put "· légère" alone on the line under a wrapped name (and its column was
//   too narrow for "Harnois (lourde)": the PNG pages, looked at, show the columns' new widths);
// - an over-loaded party row had no "Pour s’alléger" where the card and the summary give it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { describeLoad } from '@shared/i18n/describe'
import { containerCardWarnings, containerWarningSentences } from '@shared/i18n/container-warnings'
import { messages } from '@shared/i18n/index'
import type { Language } from '@shared/core/language'
import { evaluate } from '@shared/rules/evaluate'
import { run } from '../../../src-main/cli/summary'
import { gmTable } from './gm-table'
import { unescapeMarkdown } from './helpers'
import { pdfText } from './poppler'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gm-table-'))
  for (const lang of ['fr', 'en'] as const)
    await writeFile(join(dir, `table-${lang}.json`), JSON.stringify(gmTable(lang), null, 2))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** `npm run -s cli -- summary table-<lang>.json [--character who] --out <file>`, this process; the file's text. */
async function exported(lang: Language, format: 'md' | 'html' | 'pdf', who?: string): Promise<string> {
  const out = join(dir, `${who ?? 'party'}-${lang}.${format}`)
  let stderr = ''
  const args = [join(dir, `table-${lang}.json`), ...(who ? ['--character', who] : []), '--out', out]
  const status = await run(args, {
    readStdin: async () => '',
    stdout: () => {},
    stderr: (t) => void (stderr += t)
  })
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' })
  if (format === 'pdf') return pdfText(out)
  const text = await readFile(out, 'utf8')
  return format === 'md' ? unescapeMarkdown(text) : htmlText(text)
}

const htmlText = (html: string): string =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<br>/g, '\n')
    .replace(/<\/(dt|dd|td|th|div|li|p|h\d)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
/** PDF text wraps anywhere: compare with runs of white space as one space. */
const squash = (s: string): string => s.replace(/\s+/g, ' ')

/** What the sheet and the card say of Ezren's bag, and the card's "To get lighter" for Valeros. */
function screens(lang: Language) {
  const c = gmTable(lang)
  const [valeros, ezren] = [c.characters[0]!, c.characters[1]!]
  const s = { m: messages(lang), lang, customItems: c.customItems, coinsPerUnit: c.options.coinsPerUnit }
  const ev = evaluate(characterToEvaluateInput(c, ezren, getCatalogEntry))
  const vev = evaluate(characterToEvaluateInput(c, valeros, getCatalogEntry))
  return {
    sheet: containerWarningSentences(ev.warnings, ezren, s).get('e2') ?? [],
    card: containerCardWarnings(ev.warnings, ezren, s),
    lighter: describeLoad(valeros, vev, s).lighter,
    lighterLabel: s.m.reason.lighterLabel
  }
}

const WORDS = {
  fr: {
    capacity: '10 unités dedans\u00a0: place pour 4',
    tooLarge: 'Épée à deux mains\u00a0: niveau 4 trop élevé pour ce contenant (2 au plus)',
    armour: 'Armure portée\u00a0: Harnois (lourde)',
    studded: 'Armure de cuir cloutée (légère)',
    lighter: 'Pour s’alléger\u00a0:'
  },
  en: {
    capacity: '10 units inside: room for 4',
    tooLarge: 'Greatsword is level 4: larger than fits (largest level 2)',
    armour: 'Worn armour: Full plate (heavy)',
    studded: 'Studded leather (light)',
    lighter: 'To get lighter:'
  }
} as const

describe.each(['fr', 'en'] as const)('the exports of a GM’s table (%s)', (lang) => {
  const w = WORDS[lang]

  it('bug: a bag of holding’s warnings were in no export; each format says them in the sheet’s and card’s words', async () => {
    const { sheet, card } = screens(lang)
    expect(sheet).toContain(w.capacity)
    expect(sheet).toContain(w.tooLarge)
    expect(card).toHaveLength(1)
    for (const format of ['md', 'html', 'pdf'] as const) {
      const summary = squash(await exported(lang, format, 'Ezren'))
      for (const sentence of sheet) expect(summary, `${format}: ${sentence}`).toContain(`⚠ ${squash(sentence)}`)
      const party = squash(await exported(lang, format))
      expect(party, format).toContain(`⚠ ${squash(card[0]!)}`)
    }
  })

  it('bug: the worn armour’s " · category" read as one more field of the identity line; now "name (category)"', async () => {
    const md = await exported(lang, 'md', 'Valeros')
    const identity = md.split('\n')[1]!
    expect(identity).toContain(w.armour)
    expect(identity).not.toMatch(/(Harnois|Full plate) ·/)
    expect(squash(await exported(lang, 'html', 'Valeros'))).toContain(w.armour.replace(/\u00a0?: /, ' '))
    expect(squash(await exported(lang, 'pdf', 'Valeros'))).toContain(w.armour.replace(/\u00a0?: /, ' '))
  })

  it('bug: the party sheet’s armour column put "· category" alone under a wrapped name; now "name (category)"', async () => {
    const pdf = await exported(lang, 'pdf')
    expect(pdf).not.toMatch(/^\s*·/m)
    // a short name and its category on one line; a long one wraps between words, the category whole
    expect(pdf).toMatch(lang === 'fr' ? /^Harnois \(lourde\)/m : /^Full plate \(heavy\)/m)
    expect(squash(pdf)).toContain(w.studded)
    // (the party's Markdown gives no armour: one line per character, its tier, effects and why)
    expect(squash(await exported(lang, 'html'))).toContain(w.studded)
  })

  it('bug: an over-loaded party row had no "To get lighter"; every format gives the card’s', async () => {
    const { lighter, lighterLabel } = screens(lang)
    expect(lighter).not.toBeNull()
    expect(w.lighter.startsWith(lighterLabel)).toBe(true)
    for (const format of ['md', 'html', 'pdf'] as const) {
      const party = squash(await exported(lang, format))
      const row = party.slice(party.indexOf('Valeros'), party.indexOf('Ezren'))
      expect(row.toLowerCase(), format).toContain(squash(`${w.lighter} ${lighter!}`).toLowerCase())
    }
  })
})
