// The generated PF1 module is what resources/pf1-data gives (`npm run catalog:build` rebuilds it), and
// the build refuses data that does not join.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATA_DIR, OUTPUT, parsePf1Data, readPf1Data, renderModule } from '../../../scripts/build-catalog'
import { PF1_ROWS } from '@shared/catalog/generated/pf1-equipment'

describe('generated PF1 module', () => {
  it('is up to date with resources/pf1-data', () => {
    const rows = readPf1Data()
    expect(rows.length).toBe(1469)
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderModule(rows))
    expect(PF1_ROWS).toEqual(rows)
  })

  it('joins ids and checks: compendium ids, stacks, kits, French-description weights', () => {
    const by = new Map(PF1_ROWS.map((r) => [r.en, r]))
    expect(by.get('Light Crossbow')?.cid).toBe('RWbjRwSPsuPAUDhw')
    expect(by.get('Arrow')?.stack).toBe(20)
    expect(by.get("Kit, Alchemist's")?.kit).toEqual({ items: 19, lb: 37, gp: 41.81 })
    expect(by.get('Bread')?.frKg).toBe(0.25)
    expect(by.get('Pistol')?.frCategory).toBe('one-handed')
    expect(new Set(PF1_ROWS.map((r) => r.cid)).size).toBe(PF1_ROWS.length)
    expect(PF1_ROWS.filter((r) => r.fr !== undefined).length).toBe(759)
  })

  it('refuses ids that are not the same rows, with the file and line', () => {
    const read = (f: string) => readFileSync(join(DATA_DIR, f), 'utf8')
    const equipment = read('pf1-equipment.tsv')
    const ids = read('pf1-equipment-ids.tsv').split('\n')
    const swapped = [ids[0], ids[2], ids[1], ...ids.slice(3)].join('\n')
    expect(() => parsePf1Data(equipment, swapped, read('pf1-equipment-checks.tsv'))).toThrow(
      /pf1-equipment\.tsv:2: ids row is/
    )
    const checks = read('pf1-equipment-checks.tsv')
    expect(() => parsePf1Data(equipment.replace('\t0.15\t', '\tx\t'), ids.join('\n'), checks)).toThrow(
      /pf1-equipment\.tsv:\d+: not a number: "x"/
    )
    expect(() => parsePf1Data(equipment, ids.join('\n'), '')).toThrow(/checks\.tsv: header/)
  })
})
