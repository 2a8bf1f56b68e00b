// `check` and `report` on real files: `check` once through `npm run -s cli` in a child process (the exit
// code and streams of the real thing), the rest through the CLI's main in this process.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli/run-cli'
import { fullCampaign } from './fixtures/full-campaign'

const root = new URL('../../../', import.meta.url).pathname
const sample = join(root, 'resources/sample-campaign.json')
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-cli-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const cli = (...args: string[]) => runCli(args)

async function file(name: string, content: string): Promise<string> {
  const p = join(dir, name)
  await writeFile(p, content)
  return p
}

describe('npm run -s cli -- check / report', () => {
  it('check: exit 0 and one summary line for a valid file', async () => {
    const { status, stdout, stderr } = await runCli(['check', sample], { viaNpm: true })
    expect(status).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toBe(
      `${sample}: valid: "Rise of the Runelords — Thistletop" (schema 5): 6 characters, 11 stash lines, 5 custom items, 5 ledger entries\n`
    )
  })

  it('check: exit 1 and one located problem per line for a bad file', async () => {
    const c = fullCampaign() as unknown as {
      characters: Array<{ strength: unknown; inventory: Array<{ quantity: unknown }> }>
    }
    c.characters[0]!.strength = 'eighteen'
    c.characters[1]!.inventory[0]!.quantity = 2.5
    const bad = await file('bad.json', JSON.stringify(c, null, 2))
    const { status, stdout } = await runCli(['check', bad])
    expect(status).toBe(1)
    const lines = stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      new RegExp(`^${bad}:\\d+:\\d+: characters\\[0\\]\\.strength: must be a number \\(found "eighteen"\\)$`)
    )
    expect(lines[1]).toMatch(
      new RegExp(
        `^${bad}:\\d+:\\d+: characters\\[1\\]\\.inventory\\[0\\]\\.quantity: must be a whole number \\(found 2.5\\)$`
      )
    )
  })

  it('report: each character’s load and reason as JSON, from the engine', async () => {
    const { status, stdout } = await runCli(['report', sample])
    expect(status).toBe(0)
    const report = JSON.parse(stdout) as {
      characters: Array<{ name: string; load: string; why: string; reason: { source: string } }>
      stash: { valueGp: number }
    }
    const borin = report.characters.find((c) => c.name === 'Borin Ironfist')!
    expect(borin).toMatchObject({ load: 'heavy', reason: { source: 'armor' }, why: 'heavy: worn heavy armour' })
    expect(report.characters.map((c) => c.load)).toEqual(['heavy', 'medium', 'light', 'medium', 'light', 'light'])
    // 6,350 gp of coins and priced items, and the quiver's 80 arrows at 1 gp per 20 (RULES.md §14): 4 gp
    expect(report.stash.valueGp).toBe(6350 + 80 / 20)
  })
})

describe('report (in process)', () => {
  // Regression: the report listed no places, so gear left at the inn vanished from it.
  it('lists each place with its line count and value, like the party view, and its note', async () => {
    const c = fullCampaign() as unknown as Record<string, unknown> & { places?: unknown[] }
    c.places = [
      {
        id: 'p-inn',
        name: 'The Rusty Dragon',
        notes: 'Room 3, paid to Rowanday',
        inventory: [
          { id: 'inn-1', ref: { source: 'catalog', id: 'longsword' }, quantity: 2 },
          { id: 'inn-2', ref: { source: 'catalog', id: 'chest' }, quantity: 1, valueGp: 40 }
        ]
      },
      { id: 'p-cart', name: 'Cart', inventory: [] }
    ]
    const r = await cli('report', await file('places.json', JSON.stringify(c)))
    expect(r.status).toBe(0)
    const report = JSON.parse(r.stdout) as { places: unknown[] }
    expect(report.places).toEqual([
      { id: 'p-inn', name: 'The Rusty Dragon', lines: 2, valueGp: 2 * 15 + 40, notes: 'Room 3, paid to Rowanday' },
      { id: 'p-cart', name: 'Cart', lines: 0, valueGp: 0 }
    ])
    const none = await cli('report', sample)
    expect((JSON.parse(none.stdout) as { places: unknown[] }).places).toEqual([])
  })
})

/** The sample with a mule nobody owns, a warhorse of the first character's, and two places. */
async function withBearersAndPlaces(): Promise<string> {
  const c = JSON.parse(await readFile(sample, 'utf8')) as Record<string, unknown> & {
    characters: Record<string, unknown>[]
  }
  const owner = c.characters[0]!.id as string
  const animal = (id: string, name: string, extra: Record<string, unknown>) => ({
    id,
    name,
    player: '',
    strength: 16,
    size: 'G',
    wornArmor: null,
    notes: '',
    inventory: [{ id: `${id}-chest`, ref: { source: 'catalog', id: 'chest' }, quantity: 1 }],
    quadruped: true,
    ...extra
  })
  c.characters.push(
    animal('b-mule', 'Mule', { bearer: 'pack-animal' }),
    animal('b-horse', 'Warhorse', { bearer: 'mount', owner, baseSpeed: 50 })
  )
  c.places = [
    { id: 'p-inn', name: 'Inn', inventory: [] },
    { id: 'p-home', name: 'Home', inventory: [] }
  ]
  return file('bearers-places.json', JSON.stringify(c))
}

// Regression: check counted a mule and a warhorse as characters and said nothing of places, report gave
// a bearer no kind, owner nor quadruped: a pack animal read like one more adventurer.
describe('check and report: other bearers and places (issue 13)', () => {
  it('check counts characters, other bearers and places apart', async () => {
    const p = await withBearersAndPlaces()
    const r = await runCli(['check', p])
    expect(r).toMatchObject({ status: 0, stderr: '' })
    expect(r.stdout).toBe(
      `${p}: valid: "Rise of the Runelords — Thistletop" (schema 5): 6 characters, 2 other bearers, 11 stash lines, 2 places, 5 custom items, 5 ledger entries\n`
    )
  })

  it('report says what kind of bearer each is, its owner, and quadruped or never-reduced speed', async () => {
    const r = await runCli(['report', await withBearersAndPlaces()])
    expect(r).toMatchObject({ status: 0, stderr: '' })
    const report = JSON.parse(r.stdout) as { characters: Record<string, unknown>[] }
    const [first] = report.characters
    const mule = report.characters.find((c) => c.id === 'b-mule')!
    const horse = report.characters.find((c) => c.id === 'b-horse')!
    expect(first).not.toHaveProperty('kind')
    expect(mule).toMatchObject({ kind: 'pack-animal', quadruped: true, load: 'medium' })
    expect(mule).not.toHaveProperty('owner')
    expect(horse).toMatchObject({ kind: 'mount', owner: first!.id, quadruped: true })
    // RULES.md §12: the horse's 50 ft at a medium load (a chest, 0/1/2) is 35 ft
    expect(horse.effects).toMatchObject({ baseSpeed: 50, speed: 35 })
  })
})

describe('check (in process)', () => {
  it.each([
    ['empty.json', '', 'empty.json: the file is empty'],
    ['null.json', 'null', 'null.json:1:1: the file contains `null` instead of a campaign'],
    ['trunc.json', '{"schemaVersion": 2, "name": "x"', 'trunc.json:1:33: not valid JSON: unexpected end of file'],
    [
      'future.json',
      '{"schemaVersion": 9, "characters": 1}',
      'future.json:1:19: schemaVersion: written by a newer version of Encumbrance (schema 9)'
    ]
  ])('%s → exit 1, located', async (name, content, start) => {
    const p = await file(name, content)
    const r = await cli('check', p)
    expect(r.status).toBe(1)
    expect(r.stdout.startsWith(join(dir, start))).toBe(true)
  })

  it('reports binary junk as not UTF-8, and a missing file', async () => {
    const junk = join(dir, 'junk.json')
    await writeFile(junk, Buffer.from([0x7b, 0x0a, 0xff, 0xfe, 0x00, 0x80]))
    expect(await cli('check', junk)).toMatchObject({
      status: 1,
      stdout: `${junk}:2:1: the file is not UTF-8 text (binary data or another encoding)\n`
    })
    expect(await cli('check', join(dir, 'nope.json'))).toMatchObject({
      status: 1,
      stdout: `${join(dir, 'nope.json')}: no such file\n`
    })
  })

  it('flags item ids the catalog does not know, at their line', async () => {
    const c = fullCampaign()
    c.stash[0]!.ref = { source: 'catalog', id: 'coin-zorkmid' }
    const text = JSON.stringify(c, null, 2)
    const p = await file('unknown.json', text)
    const r = await cli('check', p)
    const line = text.split('\n').findIndex((l) => l.includes('coin-zorkmid')) + 1
    expect(r).toMatchObject({
      status: 1,
      stdout: `${p}:${line}:15: stash[0].ref.id: the built-in catalog has no item 'coin-zorkmid'\n`
    })
    expect((await cli('report', p)).status).toBe(1)
  })

  it('says when a file is an older version, and checks several files at once', async () => {
    const v1 = await readFile(new URL('./fixtures/v1-campaign.json', import.meta.url), 'utf8')
    const p = await file('old.json', `\uFEFF${v1}`)
    const bad = await file('bad2.json', '[]')
    const r = await cli('check', p, bad)
    expect(r.status).toBe(1)
    expect(r.stdout.split('\n')[0]).toBe(
      `${p}: valid: "Crimson Throne" (schema 1, will be saved as schema 5): 1 character, 2 stash lines, 1 custom item, 0 ledger entries`
    )
    expect(r.stdout.split('\n')[1]).toMatch(/bad2\.json:1:1: the file contains a list of 0/)
  })

  it('without a file: usage, exit 2', async () => {
    expect(await cli('check')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/usage: npm run -s cli -- check/)
    })
    expect(await cli('report')).toMatchObject({ status: 2 })
  })
})
