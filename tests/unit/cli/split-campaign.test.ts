// Issue 24 item 1: `cli split --campaign <file> [--apply]` splits a campaign's stash with the screen's own
// functions. The screen's side here is what LootSplitState calls with the dialog's defaults: openingTicks and
// setupOf (SplitChoices), consolidateForSplit (its "consolidate coins" option, on by default), buildSplitInput,
// the worker's runSplit (split-api.ts), rowsFromAssignments + applicableRows, splitOps (its what-if ops, the
// consolidation first).
// The campaign: the sample, plus a mule of Borin's, a bag of holding in the stash holding potions, and claims.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyBatch,
  parseCampaignText,
  type Campaign,
  type Character,
  type InventoryLine,
  type LedgerEntry
} from '@shared/campaign'
import { en } from '@shared/i18n'
import {
  applicableRows,
  buildSplitInput,
  consolidateForSplit,
  movesOf,
  openingTicks,
  rowsFromAssignments,
  setupOf,
  splitOps,
  type SplitClaimChoice
} from '@shared/split'
import { runSplit } from '../../../src-renderer/src/lib/split/split-api'
import { toOutput } from '../../../src-main/cli/split'
import { main, type CliIO } from '../../../src-main/cli/index'
import { runCli } from './run-cli'
import { CampaignStore } from '../../../src-main/store/index'

const SAMPLE = join(process.cwd(), 'resources', 'sample-campaign.json')

async function fixture(): Promise<Campaign> {
  const c = JSON.parse(await readFile(SAMPLE, 'utf8')) as Campaign
  const mule: Character = {
    id: 'b-mule',
    name: 'Mule',
    player: '',
    strength: 14,
    size: 'G',
    wornArmor: null,
    notes: '',
    inventory: [],
    quadruped: true,
    bearer: 'pack-animal',
    owner: 'c-borin'
  } as Character
  c.characters.push(mule)
  const bag: InventoryLine = { id: 'l-bag', ref: { source: 'catalog', id: 'bag-of-holding-1' }, quantity: 1 }
  const inBag: InventoryLine = {
    id: 'l-bag-potions',
    ref: { source: 'catalog', id: 'potion-cure-light-wounds' },
    quantity: 5,
    in: 'l-bag'
  }
  c.stash.push(bag, inBag)
  return c
}

/** The dialog as the screen opens it (everyone, every stash line; a stash bag's contents go with it) and two claims. */
const SCREEN_CLAIMS: Record<string, SplitClaimChoice> = {
  'l-stash-7': { character: 'c-borin' },
  'l-stash-6': { character: 'c-aria', quantity: 2 }
}
const CLAIMS = ['--claim', 'l-stash-7=c-borin', '--claim', 'l-stash-6=c-aria:2']
const AT = '2026-01-01T00:00:00Z'

/** What the screen's split gives with the dialog's defaults (coins consolidated first when that saves any). */
function screen(c: Campaign, claims: Record<string, SplitClaimChoice> = SCREEN_CLAIMS) {
  const ticks = openingTicks(c, { participants: {}, included: {} })
  const setup = setupOf(c, { ...ticks, fund: false, claims, fill: {}, fillCoins: {} })
  const consolidation = consolidateForSplit(c, setup, { stamp: 'screen', at: AT })
  const base = consolidation?.base ?? c
  const input = buildSplitInput(base, consolidation?.setup ?? setup, en.lootSplit.fund)
  const result = runSplit(input)
  const rows = applicableRows(base.stash, rowsFromAssignments(result.assignments))
  const ops = splitOps(base.stash, rows, { at: AT, note: en.lootSplit.label })
  if (consolidation) ops.unshift({ ...consolidation.op, note: en.lootSplit.label })
  return { output: { ...toOutput(result, input), moves: movesOf(rows) }, ops }
}

/** The consolidated coin lines' ids are made up on each split: one name for them all. */
const sameIds = (v: unknown): unknown => JSON.parse(JSON.stringify(v).replace(/"l-coins-[^"]*"/g, '"l-coins"'))

function memoryIO(): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    readStdin: async () => '',
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t)
  }
  return io
}

/** A holder's lines without the split's random ids, in a stable order (keys sorted: the file orders them). */
const canonical = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, x]) => [k, canonical(x)])
      )
    : v
const content = (lines: readonly InventoryLine[]) =>
  lines
    .map(({ id: _id, ...l }) => {
      // a bag moved whole gets a new line id: what it holds names it by its item instead
      const bag = l.in === undefined ? undefined : lines.find((b) => b.id === l.in)
      return JSON.stringify(canonical(bag ? { ...l, in: bag.ref.id } : l))
    })
    .sort()

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'split-campaign-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cli split --campaign', () => {
  it("prints the screen's preview for a campaign with a bag of holding, a mule and claims", async () => {
    const c = await fixture()
    const file = join(dir, 'preview.json')
    await writeFile(file, JSON.stringify(c))
    const io = memoryIO()
    const status = await main(['split', '--campaign', file, ...CLAIMS], io)
    expect(io.err).toBe('')
    expect(status).toBe(0)
    const printed = JSON.parse(io.out) as ReturnType<typeof screen>['output'] & { ops: number; written: boolean }
    const expected = screen(c)
    const { ops, written, ...preview } = printed
    expect(sameIds(preview)).toEqual(sameIds(expected.output))
    expect(ops).toBe(expected.ops.length)
    expect(written).toBe(false)
    // the fixture exercises what it claims to: the bag goes whole with its potions, the mule carries, claims hold
    expect(printed.moves).toContainEqual(expect.objectContaining({ loot: 'l-bag', quantity: 1 }))
    expect(printed.moves.some((m) => m.loot === 'l-bag-potions')).toBe(false)
    expect(printed.moves.some((m) => m.character === 'b-mule')).toBe(true)
    expect(printed.moves).toContainEqual(expect.objectContaining({ loot: 'l-stash-7', character: 'c-borin' }))
    expect(
      printed.moves
        .filter((m) => m.loot === 'l-stash-6' && m.character === 'c-aria')
        .reduce((s, m) => s + m.quantity, 0)
    ).toBeGreaterThanOrEqual(2)
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(c)) // a preview writes nothing
  })

  it("consolidates the stash's coins first, as the screen's split does by default (250 cp + 40 sp)", async () => {
    const c = await fixture()
    c.stash = [
      { id: 'l-cp', ref: { source: 'catalog', id: 'coin-cp' }, quantity: 250 },
      { id: 'l-sp', ref: { source: 'catalog', id: 'coin-sp' }, quantity: 40 },
      { id: 'l-sword', ref: { source: 'catalog', id: 'longsword' }, quantity: 3 }
    ]
    const file = join(dir, 'coins.json')
    await writeFile(file, JSON.stringify(c))
    const io = memoryIO()
    expect(await main(['split', '--campaign', file], io)).toBe(0)
    expect(io.err).toBe('')
    const {
      ops,
      written: _written,
      ...preview
    } = JSON.parse(io.out) as ReturnType<typeof screen>['output'] & {
      ops: number
      written: boolean
    }
    const expected = screen(c, {})
    expect(sameIds(preview)).toEqual(sameIds(expected.output))
    expect(ops).toBe(expected.ops.length)
    // the screen's split starts with the consolidation: 250 cp + 40 sp (290 coins) become 6 gp (a new line)
    // + 5 sp (the sp line kept), all given out; no copper left to split
    expect(expected.ops[0]).toMatchObject({ type: 'coins/consolidate' })
    const given = (loot: (id: string) => boolean) =>
      [...preview.moves, ...preview.left].filter((m) => loot(m.loot)).reduce((s, m) => s + m.quantity, 0)
    expect(given((id) => id.startsWith('l-coins-'))).toBe(6)
    expect(given((id) => id === 'l-sp')).toBe(5)
    expect(given((id) => id === 'l-cp')).toBe(0)
  })

  it('--apply writes the split as one batch with its ledger entries, as the screen would', async () => {
    const c = await fixture()
    const file = join(dir, 'apply.json')
    await writeFile(file, JSON.stringify(c))
    const outcome = await runCli(['split', '--campaign', file, '--apply', ...CLAIMS], { process: true })
    expect(outcome.stderr).toBe('')
    expect(outcome.status).toBe(0)
    expect(JSON.parse(outcome.stdout)).toMatchObject({ written: true })
    const parsed = parseCampaignText(await readFile(file, 'utf8'), file)
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'))
    const after = parsed.campaign
    const expected = applyBatch(c, screen(c).ops)
    expect(content(after.stash)).toEqual(content(expected.stash))
    for (const ch of expected.characters)
      expect(content(after.characters.find((x) => x.id === ch.id)!.inventory)).toEqual(content(ch.inventory))
    const added: LedgerEntry[] = after.ledger.slice(c.ledger.length)
    expect(added).toHaveLength(expected.ledger.length - c.ledger.length) // a bag moved whole: one entry for it, one for what it holds
    expect(new Set(added.map((e) => e.at)).size).toBe(1) // one batch: one moment
    expect(added.map((e) => e.note ?? '').sort()).toEqual(
      expected.ledger
        .slice(c.ledger.length)
        .map((e) => e.note ?? '')
        .sort()
    )
    expect(added.filter((e) => e.note === en.lootSplit.label).length).toBeGreaterThan(0)
  })

  it('exits 1 and writes nothing for an invalid campaign or a file another instance holds', async () => {
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{"schemaVersion": 3, "characters": [}')
    const io = memoryIO()
    expect(await main(['split', '--campaign', bad, '--apply'], io)).toBe(1)
    expect(io.err).toMatch(/bad\.json:1:\d+/)
    expect(await readFile(bad, 'utf8')).toBe('{"schemaVersion": 3, "characters": [}')

    const held = join(dir, 'held.json')
    await writeFile(held, JSON.stringify(await fixture()))
    const other = await CampaignStore.open(held) // another instance has it open (its lock)
    try {
      const outcome = await runCli(['split', '--campaign', held, '--apply'], { process: true })
      expect(outcome.status).toBe(1)
      expect(outcome.stderr).toMatch(/read-only .*nothing written/)
    } finally {
      await other.close()
    }
    expect(await readFile(held, 'utf8')).toBe(JSON.stringify(await fixture()))
  })
})

// A full disk: a 1 MiB tmpfs mounted here (root only), filled to leave less than the campaign needs.
const root = process.getuid?.() === 0
describe.skipIf(!root)('cli split --campaign --apply on a full disk (needs root to mount a tmpfs)', () => {
  let mnt: string
  beforeAll(async () => {
    mnt = await mkdtemp(join(tmpdir(), 'split-full-'))
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mnt])
  })
  afterAll(async () => {
    execFileSync('umount', [mnt])
    await rm(mnt, { recursive: true, force: true })
  })

  it('exits 1 and leaves the file and its folder as they were', async () => {
    const c = await fixture()
    const file = join(mnt, 'campaign.json')
    await writeFile(file, JSON.stringify(c, null, 2))
    // fill: one filler file takes all but 8 KiB (the lock fits; a campaign of tens of KiB does not)
    const free = () => Number(execFileSync('df', ['-B1', '--output=avail', mnt]).toString().trim().split('\n')[1])
    await writeFile(join(mnt, 'filler'), Buffer.alloc(free() - 8 * 1024))
    expect(free()).toBeLessThan((await stat(file)).size)
    const before = await readFile(file)
    const listing = await readdir(mnt, { recursive: true })
    const outcome = await runCli(['split', '--campaign', file, '--apply', ...CLAIMS], { process: true })
    expect(outcome.status).toBe(1)
    expect(outcome.stdout).toBe('')
    expect(outcome.stderr).toMatch(/the save failed; nothing written/)
    expect((await readFile(file)).equals(before)).toBe(true)
    // no temporary file left; the one thing the store may add is its usual backup before a large batch, of
    // the version the file still holds
    const added = (await readdir(mnt, { recursive: true })).filter((f) => !listing.includes(f))
    for (const f of added) expect(f).toMatch(/^campaign\.backups(\/before-[\w-]+\.json\.gz)?$/)
    const campaignOf = (text: string) => {
      const r = parseCampaignText(text, file)
      return r.ok ? r.campaign : r.problems
    }
    for (const f of added.filter((f) => f.endsWith('.gz')))
      expect(campaignOf(gunzipSync(await readFile(join(mnt, f))).toString('utf8'))).toEqual(
        campaignOf(before.toString('utf8'))
      )
  })
})

it('the stdin split still works (unchanged)', async () => {
  const outcome = await runCli(['split'], {
    stdin: JSON.stringify({
      characters: [{ id: 'a', name: 'A', strength: 10, items: [] }],
      loot: [{ id: 'gp', name: 'gold pieces', type: 'coins', quantity: 100 }]
    })
  })
  expect(outcome.status).toBe(0)
  expect(JSON.parse(outcome.stdout)).toMatchObject({ assignments: [{ loot: 'gp', character: 'a', quantity: 100 }] })
})
