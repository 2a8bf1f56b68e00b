// Names and notes with quotes, commas, accents, `|`, Markdown/HTML syntax, newlines and emoji
// survive every text format: read back by a CommonMark renderer, an HTML parser and a CSV reader.
import { JSDOM } from 'jsdom'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import type { CatalogLookup } from '@shared/campaign/to-engine'
import { csvDate } from '@shared/export/csv'
import { renderExport } from '@shared/export/index'
import { parseCsv, squash } from './helpers'
import { specialCampaign, TRICKY } from './special-campaign'

const noCatalog: CatalogLookup = () => undefined
const campaign = specialCampaign()
const at = '2024-05-03T10:00:00+02:00'
const render = (format: 'md' | 'html' | 'csv', character?: string): string =>
  renderExport(
    campaign,
    character === undefined ? { format, generatedAt: at } : { format, character, generatedAt: at },
    noCatalog
  ).text
const names = [TRICKY.hero, TRICKY.player, TRICKY.gem, TRICKY.gemNotes, TRICKY.sword, TRICKY.bag, TRICKY.formula]

describe('Markdown', () => {
  const md = new MarkdownIt({ html: true })
  const read = (text: string): Document => new JSDOM(`<body>${md.render(text)}</body>`).window.document

  it('a character summary renders every name and note as typed, and no markup of theirs', () => {
    const doc = read(render('md', 'zoe'))
    const text = squash(doc.body.textContent ?? '')
    for (const s of names) expect(text).toContain(squash(s))
    for (const line of TRICKY.heroNotes.split('\n')) expect(text).toContain(line)
    expect(doc.querySelectorAll('script, b, a, code, table, h1, h3, ol, blockquote, pre').length).toBe(0)
    for (const em of doc.querySelectorAll('em')) expect(em.textContent).not.toContain('pas')
    // One heading, one bullet per group, nothing else became a list item.
    expect(doc.querySelectorAll('h2').length).toBe(1)
    expect(doc.querySelectorAll('li').length).toBe(4)
  })

  it('the party sheet renders the campaign, every character and the stash as typed', () => {
    const doc = read(render('md'))
    const text = squash(doc.body.textContent ?? '')
    for (const s of [
      TRICKY.campaign,
      TRICKY.hero,
      TRICKY.player,
      TRICKY.ghost,
      TRICKY.stashed,
      `${TRICKY.gem} (fêlée)`
    ])
      expect(text).toContain(s)
    expect(doc.querySelectorAll('script, b, a, code').length).toBe(0)
    // the loads and the stash; then the wealth part (issue 28): a bullet per character
    const characters = campaign.characters.filter((c) => c.bearer === undefined).length
    expect(doc.querySelectorAll('li').length).toBe(campaign.characters.length + campaign.stash.length + characters)
  })
})

describe('HTML', () => {
  it('a character summary shows every name and note as typed, runs no script and loads nothing', () => {
    const html = render('html', 'zoe')
    const { document } = new JSDOM(html).window
    expect(document.title).toBe(`${TRICKY.hero} — Résumé du personnage`)
    expect(document.documentElement.lang).toBe('fr')
    expect(document.querySelectorAll('script, a, img, link, iframe').length).toBe(0)
    expect([...document.querySelectorAll('b')].map((b) => b.textContent)).not.toContain('not bold')
    expect(html).not.toMatch(/\b(?:src|href)=/)
    const text = squash(document.body.textContent ?? '')
    for (const s of names) expect(text).toContain(squash(s))
    expect(document.querySelector('.notes')!.textContent).toBe(TRICKY.heroNotes)
  })

  it('the party sheet shows every character and the stash as typed', () => {
    const { document } = new JSDOM(render('html')).window
    const text = squash(document.body.textContent ?? '')
    for (const s of [TRICKY.campaign, TRICKY.hero, TRICKY.player, TRICKY.ghost, TRICKY.stashed])
      expect(text).toContain(s)
    expect(document.querySelectorAll('.party-table tbody tr').length).toBe(campaign.characters.length)
    expect(document.querySelectorAll('script, a').length).toBe(0)
    expect([...document.querySelectorAll('b')].map((b) => b.textContent)).not.toContain('not bold')
  })
})

describe('CSV ledger', () => {
  it('starts with a UTF-8 BOM and reads back every entry field for field', () => {
    const text = render('csv')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1), ';') // a French campaign: what a French spreadsheet reads
    expect(header).toEqual(['Quand', 'Objet', 'Qté', 'De', 'Vers', 'Note']) // the ledger screen's headers
    expect(rows.length).toBe(campaign.ledger.length)
    const place = (p: (typeof campaign.ledger)[number]['from']): string =>
      p.type === 'stash'
        ? 'Réserve'
        : p.type === 'outside'
          ? 'Hors du groupe'
          : (campaign.characters.find((c) => c.id === p.id)?.name ?? `(personnage supprimé ${p.id})`)
    const inert = (s: string): string => (/^[=+\-@]/.test(s) ? `'${s}` : s)
    campaign.ledger.forEach((e, i) => {
      expect(rows[i]).toEqual([
        csvDate(e.at),
        inert(e.item),
        String(e.quantity),
        place(e.from),
        place(e.to),
        e.note ?? ''
      ])
    })
    expect(rows[0]![0]).toBe('2024-05-01 20:31:07')
  })

  it('of one character holds only the transfers to or from them', () => {
    const rows = parseCsv(render('csv', 'ghost').slice(1), ';')
    expect(rows.length).toBe(1) // the header alone: the ghost never got anything
  })
})
