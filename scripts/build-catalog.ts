// Builds src-shared/catalog/generated/pf1-equipment.ts from resources/pf1-data/*.tsv (the PF1 data
// with its provenance and licences, resources/pf1-data/README.md). Facts only: names, weights,
// prices, categories, sizes, ammunition, sources, compendium ids, and what the checks file says
// about a row. Levels are not decided here but in src-shared/catalog/pf1.ts.
//   npm run catalog:build          writes the module
//   npm run catalog:build -- --check   exits 1 when the module is not what the data gives
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Pf1Pack, Pf1Row, Pf1Type } from '@shared/catalog/pf1-row'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const DATA_DIR = join(ROOT, 'resources', 'pf1-data')
export const OUTPUT = join(ROOT, 'src-shared', 'catalog', 'generated', 'pf1-equipment.ts')

const PACKS: readonly Pf1Pack[] = ['weapons-and-ammo', 'armors-and-shields', 'items']
const TYPES: readonly Pf1Type[] = ['weapon', 'equipment', 'loot', 'consumable', 'container']

function table(text: string, file: string, columns: readonly string[]): Record<string, string>[] {
  const lines = text.split('\n').filter((l) => l !== '')
  const header = lines[0]?.split('\t') ?? []
  if (header.join('\t') !== columns.join('\t')) throw new Error(`${file}: header is not ${columns.join(', ')}`)
  return lines.slice(1).map((line, i) => {
    const cells = line.split('\t')
    if (cells.length !== columns.length) throw new Error(`${file}:${i + 2}: ${cells.length} columns`)
    return Object.fromEntries(columns.map((c, j) => [c, cells[j]!]))
  })
}

function num(text: string, where: string): number {
  const n = Number(text)
  if (text === '' || !Number.isFinite(n) || n < 0) throw new Error(`${where}: not a number: "${text}"`)
  return n
}

/** Joins the three files (same rows, same order; checks keyed by pack and English name). */
export function parsePf1Data(equipment: string, ids: string, checks: string): Pf1Row[] {
  const rows = table(equipment, 'pf1-equipment.tsv', [
    'pack',
    'type',
    'subtype',
    'category',
    'name_en',
    'name_fr',
    'weight_lb',
    'price_gp',
    'size',
    'ammo',
    'source'
  ])
  const idRows = table(ids, 'pf1-equipment-ids.tsv', [
    'pack',
    'type',
    'name_en',
    'compendium_id',
    'compendium_uuid',
    'default_quantity'
  ])
  const checkRows = table(checks, 'pf1-equipment-checks.tsv', ['pack', 'name_en', 'check', 'detail', 'compared_with'])
  if (idRows.length !== rows.length) throw new Error('pf1-equipment-ids.tsv: not the same rows as pf1-equipment.tsv')
  const checksOf = new Map<string, Record<string, string>[]>()
  for (const c of checkRows) {
    const key = `${c.pack}\t${c.name_en}`
    checksOf.set(key, [...(checksOf.get(key) ?? []), c])
  }
  return rows.map((r, i): Pf1Row => {
    const where = `pf1-equipment.tsv:${i + 2}`
    const idRow = idRows[i]!
    if (idRow.name_en !== r.name_en || idRow.pack !== r.pack) throw new Error(`${where}: ids row is ${idRow.name_en}`)
    if (!PACKS.includes(r.pack as Pf1Pack) || !TYPES.includes(r.type as Pf1Type)) throw new Error(`${where}: pack/type`)
    if (idRow.compendium_uuid !== `Compendium.pf1.${r.pack}.Item.${idRow.compendium_id}`) {
      throw new Error(`${where}: uuid ${idRow.compendium_uuid}`)
    }
    const row: Pf1Row = {
      pack: r.pack as Pf1Pack,
      type: r.type as Pf1Type,
      subtype: r.subtype!,
      category: r.category!,
      en: r.name_en!,
      lb: num(r.weight_lb!, where),
      gp: num(r.price_gp!, where),
      size: r.size!,
      cid: idRow.compendium_id!
    }
    if (r.name_fr) row.fr = r.name_fr
    if (r.ammo) row.ammo = r.ammo
    if (r.source) row.source = r.source
    const stack = num(idRow.default_quantity!, where)
    if (stack !== 1) row.stack = stack
    for (const c of checksOf.get(`${r.pack}\t${r.name_en}`) ?? []) {
      const check = c.check!
      const fr = /^FR text: (.*)$/.exec(c.compared_with!)?.[1]
      if (check.startsWith('name_fr via')) row.frVia = check.slice('name_fr via '.length)
      else if (check === 'weight vs FR description' && fr) row.frKg = num(fr.replace(/ kg$/, ''), where)
      else if (check === 'price vs FR description' && fr) row.frGp = num(fr.replace(/ gp$/, ''), where)
      else if (check === 'category vs FR description' && fr) row.frCategory = fr
      else if (check.startsWith('container holds nested items')) {
        const m = /^(\d+) nested items, contents total ([\d.]+) lb and ([\d.]+) gp/.exec(c.compared_with!)
        if (!m) throw new Error(`${where}: kit contents "${c.compared_with}"`)
        row.kit = { items: Number(m[1]), lb: Number(m[2]), gp: Number(m[3]) }
      }
    }
    return row
  })
}

export function readPf1Data(dir = DATA_DIR): Pf1Row[] {
  const read = (f: string) => readFileSync(join(dir, f), 'utf8')
  return parsePf1Data(read('pf1-equipment.tsv'), read('pf1-equipment-ids.tsv'), read('pf1-equipment-checks.tsv'))
}

/** The module's text: one row a line (diffable; the file is left out of prettier). */
export function renderModule(rows: readonly Pf1Row[]): string {
  return [
    '// Generated by scripts/build-catalog.ts from resources/pf1-data/*.tsv: do not edit; `npm run catalog:build`.',
    '// Data: Foundry VTT pf1 system v10.8 (game content under the OGL 1.0a), French names from',
    '// foundryvtt-pf1-fr-babele (Black Book Editions / Paizo community use, non-commercial). See the README there.',
    "import type { Pf1Row } from '../pf1-row'",
    '',
    'export const PF1_ROWS: readonly Pf1Row[] = [',
    ...rows.map((r, i) => JSON.stringify(r) + (i < rows.length - 1 ? ',' : '')),
    ']',
    ''
  ].join('\n')
}

function main(args: readonly string[]): number {
  const text = renderModule(readPf1Data())
  if (args.includes('--check')) {
    let current = ''
    try {
      current = readFileSync(OUTPUT, 'utf8')
    } catch {
      /* missing: differs */
    }
    if (current !== text) {
      console.error(`${OUTPUT} is not what resources/pf1-data gives: run npm run catalog:build`)
      return 1
    }
    return 0
  }
  writeFileSync(OUTPUT, text)
  console.log(`wrote ${OUTPUT}`)
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2))
