// Every format for the sample party (resources/sample-campaign.json, read like the app reads it),
// checked line by line against the campaign, the catalog and the engine; PDFs printed by Chromium,
// their pages rendered to PNG under test-results/export/ to be looked at.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { getCatalogEntry } from '@shared/catalog'
import { parseCampaignText } from '@shared/campaign/parse'
import type { Campaign, Character, InventoryLine, Place } from '@shared/campaign/schema'
import { characterToEvaluateInput, resolveRef } from '@shared/campaign/to-engine'
import { csvDate } from '@shared/export/csv'
import { TIER_SYMBOL } from '@shared/i18n/exports'
import { messages } from '@shared/i18n'
import { formatNumber, formatSigned } from '@shared/core/format'
import { renderExport, type ExportRequest } from '@shared/export/index'
import { evaluate } from '@shared/rules/evaluate'
import { checkAgainstCampaign } from './check-summary'
import { parseCsv } from './helpers'
import { chromiumPrinter } from './pdf-printer'
import { pdfInfo, pdfText, pdfToPngs } from './poppler'

const ROOT = join(import.meta.dirname, '../../..')
const OUT = join(ROOT, 'test-results/export')
const at = '2024-05-05T18:30:00+02:00'
let sample: Campaign

beforeAll(async () => {
  const file = join(ROOT, 'resources/sample-campaign.json')
  const parsed = parseCampaignText(await readFile(file, 'utf8'), file)
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'))
  sample = parsed.campaign
  await mkdir(OUT, { recursive: true })
})

const text = (campaign: Campaign, request: ExportRequest): string =>
  renderExport(campaign, { ...request, generatedAt: at }, getCatalogEntry).text
const nameOf = (campaign: Campaign, line: InventoryLine): string =>
  line.name ?? resolveRef(line.ref, getCatalogEntry, campaign.customItems, campaign.exportLanguage)!.name
const isCoin = (line: InventoryLine): boolean => getCatalogEntry(line.ref.id)?.coin !== undefined
const loadOf = (campaign: Campaign, c: Character) => evaluate(characterToEvaluateInput(campaign, c, getCatalogEntry))

describe('sample party', () => {
  it('has six characters, a stash and a ledger, and its summaries agree with the engine', () => {
    expect(sample.characters).toHaveLength(6)
    expect(sample.stash.length).toBeGreaterThan(0)
    expect(sample.ledger.length).toBeGreaterThan(0)
    checkAgainstCampaign(sample, getCatalogEntry)
  })

  it('Markdown party sheet: a heading, one line per character, the stash line by line', () => {
    const m = messages(sample.exportLanguage)
    const t = m.exports
    const lines = text(sample, { format: 'md' }).split('\n')
    expect(lines[0]).toBe(`## ${sample.name} — ${t.partySheet}`)
    sample.characters.forEach((c, i) => {
      const e = loadOf(sample, c)
      const line = lines[1 + i]!
      expect(
        line.startsWith(`- **${c.name}** (${c.player})${t.colon} ${TIER_SYMBOL[e.load]} ${m.tier[e.load]} — `)
      ).toBe(true)
      if (e.load !== 'light') expect(line).toContain(`${m.effects.maxDex} ${formatSigned(e.effects.maxDex!)}`)
      if (c.wornArmor && e.reason.source === 'armor') expect(line).toContain(c.wornArmor.name)
    })
    let n = 1 + sample.characters.length
    expect(lines[n++]).toBe('')
    expect(lines[n++]).toMatch(new RegExp(`^### ${m.stash.title} — [\\d,.]+ ${t.gp}$`))
    for (const l of sample.stash.filter((x) => !isCoin(x))) {
      expect(lines[n++]!.startsWith(`- ${formatNumber('en', l.quantity)} × ${nameOf(sample, l)}`)).toBe(true)
    }
    expect(lines[n++]).toBe('')
    const coins = lines[n++]!
    for (const l of sample.stash.filter((x) => getCatalogEntry(x.ref.id)?.coin)) {
      expect(coins).toContain(`${formatNumber('en', l.quantity)} ${getCatalogEntry(l.ref.id)!.coin}`)
    }
    // then the wealth part (issue 28): its heading after one blank line, a bullet per character
    expect(lines.slice(n, n + 2)).toEqual(['', `### ${m.wealth.label}`])
    // Fits one chat message (Discord's limit is 2,000 characters).
    expect(lines.join('\n').length).toBeLessThan(2000)
  })

  it('Markdown summaries: identity, effects, reason, one bullet per limit group holding each line once', () => {
    const m = messages(sample.exportLanguage)
    const t = m.exports
    for (const c of sample.characters) {
      const e = loadOf(sample, c)
      const lines = text(sample, { format: 'md', character: c.id }).split('\n')
      expect(lines[0]).toBe(`## ${c.name} — ${TIER_SYMBOL[e.load]} ${m.tier[e.load]}`)
      expect(lines[1]).toContain(`${t.player}${t.colon} ${c.player}`)
      expect(lines[1]).toContain(
        `${t.strengthShort} ${c.strength} (${formatSigned(Math.floor((c.strength - 10) / 2))})`
      )
      // size and armour in the card's words: "Moyenne", "Harnois (lourde)" (was "Moyenne (M)", "(armure lourde)";
      // the card's "Harnois · lourde" read as two fields in this line parted by " · ")
      expect(lines[1]).toContain(`${t.size_}${t.colon} ${m.size[c.size]} · ${t.wornArmor}`)
      expect(lines[1]).toContain(
        `${t.wornArmor}${t.colon} ${c.wornArmor ? `${c.wornArmor.name} (${m.groupLoad[c.wornArmor.category]})` : t.none}`
      )
      expect(lines[2]).toMatch(new RegExp(`^\\*\\*${t.effects}${t.colon}\\*\\* `))
      expect(lines[3]).toMatch(new RegExp(`^\\*\\*${t.why}${t.colon}\\*\\* `))
      const bullets = lines.filter((l) => l.startsWith('- '))
      const counted = e.groups.length + (e.uncounted.length > 0 ? 1 : 0)
      expect(bullets).toHaveLength(counted)
      for (const l of c.inventory) {
        const name = nameOf(sample, l)
        const holding = bullets.filter(
          (b) => b.includes(`${formatNumber('en', l.quantity)} × ${name}`) || b.startsWith(`- **${name}**`)
        )
        expect(holding, name).toHaveLength(1)
      }
      if (c.notes.trim() !== '') expect(lines).toContain(c.notes.trim())
    }
  })

  it('CSV ledger: BOM, header, one record per transfer in order', () => {
    const csv = text(sample, { format: 'csv' })
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(csv.slice(1))
    expect(header).toEqual(['When', 'Item', 'Qty', 'From', 'To', 'Note']) // the ledger screen's headers
    const place = (p: Place): string =>
      p.type === 'stash'
        ? 'Stash'
        : p.type === 'outside'
          ? 'Outside the party'
          : sample.characters.find((c) => c.id === p.id)!.name
    expect(rows).toHaveLength(sample.ledger.length)
    sample.ledger.forEach((e, i) => {
      const item = e.item === e.ref.id ? resolveRef(e.ref, getCatalogEntry, sample.customItems)!.name : e.item
      expect(rows[i]).toEqual([csvDate(e.at), item, String(e.quantity), place(e.from), place(e.to), e.note ?? ''])
    })
  })

  it('HTML summaries: one block per limit group, every item named', () => {
    for (const c of sample.characters) {
      const { document } = new JSDOM(text(sample, { format: 'html', character: c.id, paper: 'letter' })).window
      expect(document.querySelector('h1')!.textContent).toBe(c.name)
      expect(document.querySelector('style')!.textContent).toContain('@page { size: letter;')
      const e = loadOf(sample, c)
      expect(document.querySelectorAll('.group').length).toBe(e.groups.length + (e.uncounted.length > 0 ? 1 : 0))
      const body = document.body.textContent!
      for (const l of c.inventory) expect(body).toContain(nameOf(sample, l))
    }
  })
})

describe('sample party PDFs', () => {
  const printer = chromiumPrinter(at)

  async function print(
    name: string,
    campaign: Campaign,
    request: Omit<ExportRequest, 'format'>
  ): Promise<{ file: string; pages: number; text: string }> {
    const file = await printer.printTo(name, campaign, request, getCatalogEntry)
    const { pages } = await pdfInfo(file)
    const pngs = await pdfToPngs(file, join(OUT, name))
    expect(pngs).toHaveLength(pages)
    return { file, pages, text: (await pdfText(file)).replace(/\s+/g, '') }
  }
  const bare = (s: string): string => s.replace(/\s+/g, '')

  it('the party sheet’s loads are one page naming every character and every stash item; the wealth is the next', async () => {
    const { file, pages } = await print('sample-party', sample, { paper: 'a4' })
    // the wealth and the value received (issue 28) start a page of their own: the first stays the table's load sheet
    expect(pages).toBe(2)
    const text = (await pdfText(file, 1)).replace(/\s+/g, '')
    expect(text.toUpperCase()).not.toContain(bare('WEALTH AGAINST THE TABLE'))
    expect((await pdfText(file, 2)).replace(/\s+/g, '').toUpperCase()).toContain(bare('WEALTH AGAINST THE TABLE'))
    for (const c of sample.characters) expect(text).toContain(bare(c.name))
    for (const l of sample.stash) {
      expect(text).toContain(
        isCoin(l)
          ? bare(`${formatNumber('en', l.quantity)}${getCatalogEntry(l.ref.id)!.coin}`)
          : bare(nameOf(sample, l))
      )
      if (l.notes) expect(text).toContain(bare(l.notes))
    }
  })

  it('each character summary fits a page and names every item it carries', async () => {
    for (const c of sample.characters) {
      const { pages, text } = await print(`sample-${c.id}`, sample, { character: c.id, paper: 'a4' })
      expect(pages, c.name).toBe(1)
      expect(text).toContain(bare(c.name))
      for (const l of c.inventory) expect(text, `${c.name}: ${nameOf(sample, l)}`).toContain(bare(nameOf(sample, l)))
    }
  })

  it('in French, on Letter paper', async () => {
    const fr: Campaign = { ...sample, exportLanguage: 'fr' }
    const party = await print('sample-party-fr-letter', fr, { paper: 'letter' })
    expect(party.pages).toBe(2) // the loads, then the wealth (issue 28)
    expect(party.text).toContain(bare('Fiche du groupe'))
    const c = fr.characters[0]!
    const one = await print(`sample-${c.id}-fr`, fr, { character: c.id, paper: 'letter' })
    expect(one.text).toContain(bare('Résumé du personnage'))
    for (const l of c.inventory) expect(one.text).toContain(bare(nameOf(fr, l)))
  })
})
