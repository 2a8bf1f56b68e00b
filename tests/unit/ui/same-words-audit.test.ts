// @vitest-environment jsdom
// Exports say what the screens say (issue 14 item 5), word for word: a rich campaign (weapons, worn armour, a
// shield, coins in thousands, a quiver, a bag of holding, a mule, a place; light, medium, heavy and over loads)
// is rendered to the real card and the sheet's group bars (Svelte, jsdom) and to every summary (HTML character
// and party, Markdown character and party), in French and in English. Every word the screens show for a
// character (tier word, effect labels and values, reasons, next threshold, getting lighter, armour, group
// names, each group's tier word, threshold and headroom, item names) must be in each export.
import { render } from '@testing-library/svelte'
import { beforeAll, describe, expect, it } from 'vitest'
import CharacterCard from '../../../src-renderer/src/lib/components/CharacterCard.svelte'
import GroupBar from '../../../src-renderer/src/lib/components/GroupBar.svelte'
import { contexts } from './contexts'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { I18n } from '../../../src-renderer/src/lib/i18n/i18n.svelte'
import { CampaignSchema, type Campaign, type Character } from '@shared/campaign/schema'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import { characterToEvaluateInput } from '@shared/campaign/to-engine'
import { getCatalogEntry } from '@shared/catalog'
import { renderExport } from '@shared/export'
import { groupCount, groupLines, groupName, wornArmorName } from '@shared/i18n/describe'
import { lineName } from '@shared/campaign/items'
import { upperFirst } from '@shared/i18n/plural'
import type { Language } from '@shared/i18n'
import { character, line } from '../campaign/fixtures/party'

beforeAll(() => {
  HTMLElement.prototype.hidePopover ??= function () {}
})

/** The table: Valeros heavy (potions), Aria light (Small), Brann over, his mule medium; a bag, a place, the stash. */
export function table(language: Language): Campaign {
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Audit',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [],
    characters: [
      character('c-valeros', 'Valeros', {
        player: 'Marc',
        strength: 14,
        wornArmor: { name: 'Chainmail', category: 'medium', ref: { source: 'catalog', id: 'chainmail' } },
        inventory: [
          line('v1', 'longsword', 1),
          line('v2', 'quarterstaff', 1, { size: 'G' }),
          line('v3', 'heavy-steel-shield', 1),
          line('v4', 'dagger', 4),
          line('v5', 'quiver-arrows', 1, { rounds: 20 }),
          line('v6', 'coin-gp', 1250),
          line('v7', 'coin-sp', 1500),
          line('v8', 'potion', 30),
          line('v9', 'bag-of-holding-1', 1),
          line('v10', 'rope-hemp', 2, { in: 'v9' })
        ]
      }),
      character('c-aria', 'Aria', {
        player: 'Léa',
        size: 'P',
        inventory: [line('a1', 'dagger', 1), line('a2', 'coin-gp', 40)]
      }),
      character('c-brann', 'Brann', { player: 'Tom', strength: 8, inventory: [line('b1', 'potion', 60)] }),
      character('c-mule', 'Mule', {
        bearer: 'pack-animal',
        owner: 'c-brann',
        strength: 14,
        size: 'G',
        inventory: [line('m1', 'ration', 12)]
      })
    ],
    stash: [line('s1', 'coin-cp', 2500), line('s2', 'longsword', 3)],
    places: [
      { id: 'inn', name: 'Le Dragon rouillé', inventory: [line('p1', 'rope-hemp', 1), line('p2', 'coin-gp', 1200)] }
    ],
    ledger: []
  })
}

const squash = (s: string): string => s.replace(/[ \t\r\n]+/g, ' ').trim()
const htmlText = (html: string): string =>
  squash(
    html
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  )

/** What the card and the sheet's group bars show for `ch`, as the GM reads them. */
function screenWords(c: Campaign, ch: Character): { what: string; words: string }[] {
  const lang = c.exportLanguage
  const i18n = new I18n(lang)
  const m = i18n.m
  const result = evaluateParty([characterToEvaluateInput(c, ch, getCatalogEntry)])[0]!
  const card = render(
    CharacterCard,
    {
      props: { character: ch, result, customItems: c.customItems, coinsPerUnit: c.options.coinsPerUnit } as never
    },
    contexts({ i18n })
  ).container
  const speech = { m, lang, customItems: c.customItems, coinsPerUnit: c.options.coinsPerUnit }
  const out: { what: string; words: string }[] = []
  const add = (what: string, el: Element | null | undefined): void => {
    const words = squash(el?.textContent ?? '')
    if (words !== '') out.push({ what, words })
  }
  add('tier word', card.querySelector('.strip .word'))
  for (const pair of card.querySelectorAll('.effects > div')) {
    const [dt, dd] = [pair.querySelector('dt'), pair.querySelector('dd')]
    // over (RULES.md §12): the card's one word, which the exports print alone ("ne peut pas se déplacer")
    if (pair.classList.contains('immobile')) {
      out.push({ what: 'effect', words: squash(dd!.textContent!) })
      continue
    }
    out.push({ what: 'effect', words: `${squash(dt!.textContent!)} ${squash(dd!.textContent!)}` })
  }
  for (const li of card.querySelectorAll('.why li.reason')) {
    const lead = li.querySelector('strong')?.textContent ?? ''
    out.push({ what: 'reason', words: squash(li.textContent!.slice(lead.length)) })
  }
  for (const li of card.querySelectorAll('.why li.next')) {
    const hidden = li.querySelector('.visually-hidden')?.textContent ?? ''
    const words = squash((li.textContent ?? '').replace(hidden, '').replace(/[▲▼]/g, ''))
    out.push({ what: 'threshold', words })
  }
  // the armour as the card shows it: "Cotte de mailles · intermédiaire" (the exports said "(armure intermédiaire)"),
  // its words in the exports as "Cotte de mailles (intermédiaire)": a " · " inside the summary's identity line,
  // whose fields are parted by " · ", read as one more field
  const armour = squash(card.querySelector('.armour-name')?.textContent ?? '')
  if (ch.wornArmor) {
    const [name, category] = [wornArmorName(ch, speech), m.groupLoad[ch.wornArmor.category]]
    expect(armour).toBe(`${name} · ${category}`)
    out.push({ what: 'armour', words: `${name} (${category})` })
  }
  // the sheet: one bar per group, named and counted as CharacterSheet does
  const ev = result.ok ? result.evaluation : undefined
  for (const g of ev?.groups ?? []) {
    const lines = groupLines(g, ch)
    const bar = render(
      GroupBar,
      {
        props: {
          group: g,
          name: upperFirst(groupName(g, lines, speech), lang),
          count: (n: number) => groupCount(g, lines, n, speech)
        }
      },
      contexts({ i18n })
    ).container
    add(`group name`, bar.querySelector('.name'))
    add(`group tier (${g.key})`, bar.querySelector('.load'))
    add(`group threshold (${g.key})`, bar.querySelector('.foot .threshold'))
    const foot = bar.querySelectorAll('.foot > span')
    if (foot.length === 3) add(`group headroom (${g.key})`, foot[2])
  }
  for (const l of ch.inventory)
    if (getCatalogEntry(l.ref.id)?.type !== 'coins') out.push({ what: 'item', words: lineName(l, c.customItems, lang) })
  return out
}

function exportsOf(c: Campaign, ch: Character): { name: string; text: string }[] {
  const doc = (format: 'html' | 'md', who?: string): string => {
    const out = renderExport(c, { format, ...(who ? { character: who } : {}) }, getCatalogEntry).text
    return format === 'html' ? htmlText(out) : squash(out.replace(/\*\*|__|\\/g, ''))
  }
  return [
    { name: 'character HTML', text: doc('html', ch.id) },
    { name: 'character Markdown', text: doc('md', ch.id) },
    { name: 'party HTML', text: doc('html') },
    { name: 'party Markdown', text: doc('md') }
  ]
}

/** The party sheet gives each character one row: its tier, effects, reasons and nearest threshold. */
const IN_PARTY = new Set(['tier word', 'reason', 'armour'])

describe('exports say what the screens say, item by item (issue 14 item 5)', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`every word the card and the sheet show is in each summary (${lang})`, () => {
      const c = table(lang)
      const missing: string[] = []
      const tiers = new Set<string>()
      for (const ch of c.characters) {
        const words = screenWords(c, ch)
        for (const w of words) if (w.what === 'tier word') tiers.add(w.words)
        for (const doc of exportsOf(c, ch)) {
          const party = doc.name.startsWith('party')
          for (const w of words) {
            if (party && !IN_PARTY.has(w.what)) continue
            // the party's Markdown is one line per character: tier, effects, why (no armour)
            if (doc.name === 'party Markdown' && w.what === 'armour') continue
            if (!doc.text.includes(w.words)) missing.push(`${ch.name} · ${doc.name} · ${w.what}: "${w.words}"`)
          }
        }
      }
      // the fixture reaches every tier, so that every tier word is checked
      expect(missing).toEqual([])
      expect([...tiers]).toHaveLength(4)
    })

    it(`numbers, apostrophes and coin names are the screens' (${lang})`, () => {
      const c = table(lang)
      for (const ch of c.characters)
        for (const doc of exportsOf(c, ch)) {
          if (lang === 'fr') {
            expect(doc.text, doc.name).not.toMatch(/[a-zà-ÿ]'[a-zà-ÿ]/i)
            // a no-break space before a semicolon, as French sets it ("→ lourde ; 30 potions")
            expect(doc.text, doc.name).not.toMatch(/[^\u00a0]; /)
            // thousands with a narrow no-break space, never a comma or a plain space
            expect(doc.text, doc.name).not.toMatch(/\d,\d{3}\b/)
            expect(doc.text, doc.name).not.toMatch(/\d \d{3}\b/)
          } else expect(doc.text, doc.name).not.toMatch(/\d[\u202f\u00a0]\d{3}\b/)
        }
      const party = exportsOf(c, c.characters[0]!)[2]!.text
      expect(party).toContain(lang === 'fr' ? '1\u202f200' : '1,200')
      expect(party).toContain(lang === 'fr' ? '2\u202f500' : '2,500')
    })
  }
})
