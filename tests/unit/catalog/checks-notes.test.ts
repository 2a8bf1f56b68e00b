// Every doubtful row of the PF1 data (resources/pf1-data/pf1-equipment-checks.tsv, a copy of the shared
// data's) is decided in the catalog, and the entry says so: a weight, price or handedness the French
// edition gives otherwise, a kit whose weight is its contents', a French name found another way → a
// checkNote in both languages naming what the catalog uses; no French name → the entry is marked.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogByCompendiumId } from '@shared/catalog/index'
import { PF1_ROWS } from '@shared/catalog/generated/pf1-equipment'
import { SEED_FR } from '@shared/catalog/pf1'

const file = fileURLToPath(new URL('../../../resources/pf1-data/pf1-equipment-checks.tsv', import.meta.url))
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.trim())
  .map((l) => {
    const [pack, name, check, detail, compared] = l.split('\t')
    return { pack: pack!, name: name!, check: check!, detail: detail!, compared: compared! }
  })
const byName = new Map(PF1_ROWS.map((r) => [`${r.pack}\t${r.en}`, r]))

describe('the checks file, row by row', () => {
  it('has every doubtful row decided and noted on its entry', () => {
    const counts = { noted: 0, marked: 0, seedWord: 0, noItem: 0 }
    for (const c of rows) {
      const where = `${c.pack} / ${c.name}: ${c.check}`
      if (c.check === 'Babele entry matched no item') {
        // a French name with no item to name: nothing in the catalog to note
        expect(c.name, where).toBe('')
        counts.noItem++
        continue
      }
      const row = byName.get(`${c.pack}\t${c.name}`)
      expect(row, where).toBeDefined()
      const entry = catalogByCompendiumId.get(row!.cid)
      expect(entry, where).toBeDefined()
      if (c.check.startsWith('Babele entry is an untranslated placeholder')) {
        if (entry!.type === 'ammo') continue // a round's name inside its quiver: searchable, the quiver named
        if (SEED_FR[entry!.id]) {
          expect(entry!.fr, where).toBe(SEED_FR[entry!.id])
          counts.seedWord++
        } else {
          expect(entry!.frMissing, where).toBe(true)
          counts.marked++
        }
        continue
      }
      const note = entry!.checkNote
      expect(note, where).toBeDefined()
      const topic = /^weight/.test(c.check)
        ? ['Weight:', 'Poids\u00a0:']
        : /^price/.test(c.check)
          ? ['Price:', 'Prix\u00a0:']
          : /^category/.test(c.check)
            ? ['Handedness:', 'Maniement\u00a0:']
            : /^container holds nested items/.test(c.check)
              ? ['Kit:', 'Trousse\u00a0:']
              : /^name_fr via/.test(c.check)
                ? ['French name:', 'Nom français\u00a0:']
                : [c.check, c.check]
      expect(note!.en, where).toContain(topic[0])
      expect(note!.fr, where).toContain(topic[1])
      if (topic[0] !== 'French name:') {
        expect(note!.en, where).toMatch(/the catalog uses [^—]/)
        expect(note!.fr, where).toMatch(/le catalogue retient [^—]/)
      }
      counts.noted++
    }
    expect(counts.noted + counts.marked + counts.seedWord + counts.noItem).toBeGreaterThan(600)
    console.log('checks rows:', rows.length, counts)
  })

  it('names the weight the entry uses (a round’s for a quiver) in every weight note', () => {
    const noted = [...catalogByCompendiumId.values()].filter((e) => e.checkNote?.en.startsWith('Weight:'))
    expect(noted.length).toBeGreaterThan(20)
    for (const e of noted) expect(e.checkNote!.en).toContain(`the catalog uses ${(e.round ?? e).weightKg} kg`)
  })
})
