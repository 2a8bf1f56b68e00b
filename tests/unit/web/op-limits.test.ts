// Issue 9 item 4, through the browser host's HTTP contract: no change can make the campaign unsaveable.
// Before the fix each of these was accepted (200), and from then on every save failed.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { applyOp } from '@shared/campaign/apply-op'
import type { Op } from '@shared/campaign/ops'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { loadCampaignForCli } from '../../../src-main/cli/campaign-file-cli'
import { AT, sampleCampaign, writeCampaign } from '../contract/fixtures'
import { start, type Running } from './running-host'

const stash = { type: 'stash' as const }
const valeros = { type: 'character' as const, id: 'valeros' }

async function refused(r: Running, channel: string, body: unknown, status = 400): Promise<ContractError> {
  const before = await readFile(r.file, 'utf8')
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(status)
  const error = (JSON.parse(res.body) as { ok: false; error: ContractError }).error
  expect(error.code).toBe(status === 400 ? 'invalid-input' : 'not-found')
  // nothing changed: not the campaign main holds, not the file, and the next change is saved
  const state = await r.post('campaign/get', {})
  expect(JSON.parse(state.body).value.revision).toBe(0)
  await r.host.session.store.flush()
  expect(await readFile(r.file, 'utf8')).toBe(before)
  return error
}

async function savesStillWork(r: Running): Promise<void> {
  const res = await r.post('campaign/rename', { name: 'Still saving' })
  expect(res.status).toBe(200)
  // 'clean' when the debounced save already wrote it: the file says so either way
  expect(['saved', 'clean']).toContain(await r.host.session.store.flush())
  expect(JSON.parse(await readFile(r.file, 'utf8')).name).toBe('Still saving')
}

function said(error: ContractError): { en: string; fr: string } {
  return { en: explainContractError(error, reasonsEn), fr: explainContractError(error, reasonsFr) }
}

describe('op limits through the HTTP contract (unsaveable changes refused)', () => {
  it('merging two lines of 600,000,000 daggers (1.2e9 > 1e9) is refused, located and translated', async () => {
    const campaign = sampleCampaign()
    campaign.characters[0]!.inventory[0]!.quantity = 600_000_000
    campaign.stash.push({ id: 's-daggers', ref: { source: 'catalog', id: 'dagger' }, quantity: 600_000_000 })
    const r = await start(campaign)
    const error = await refused(r, 'line/move', {
      from: stash,
      to: valeros,
      lineId: 's-daggers',
      quantity: 600_000_000,
      newLineId: 'l-new',
      ledgerId: 'mv-1',
      at: AT
    })
    expect(error.reason).toBe('change-invalid')
    expect(error.params).toMatchObject({ path: 'characters[0].inventory[0].quantity', problem: 'too-big' })
    expect(error.message).toContain('characters[0].inventory[0].quantity: must be at most 1,000,000,000')
    expect(said(error).en).toContain('characters[0].inventory[0].quantity must be at most 1,000,000,000')
    expect(said(error).fr).toMatch(
      /^la campagne ne pourrait plus être enregistrée .*characters\[0\]\.inventory\[0\]\.quantity/
    )
    await savesStillWork(r)
  })

  it('one batch of 100,000 line/add ops that pushes the stash past its 100,000 lines is refused', async () => {
    const r = await start()
    const ops: Op[] = Array.from({ length: 100_000 }, (_, i) => ({
      type: 'line/add',
      to: stash,
      line: { id: `b-${i}`, ref: { source: 'catalog', id: 'torch' }, quantity: 1 },
      ledgerId: `b-add-${i}`,
      at: AT
    }))
    const error = await refused(r, 'batch/apply', { ops, label: 'flood' })
    expect(error.reason).toBe('change-invalid')
    expect(error.params).toMatchObject({ path: 'stash', problem: 'list-too-long', count: 100_001, max: 100_000 })
    expect(said(error).en).toContain('stash has too many entries: 100,001, at most 100,000')
  }, 30_000)

  it.each(['__proto__', 'constructor', 'toString', 'no-such-item'])(
    'a line of the unknown catalog item %j is refused',
    async (id) => {
      const r = await start()
      const error = await refused(r, 'line/add', {
        to: stash,
        line: { id: 'l-odd', ref: { source: 'catalog', id }, quantity: 1 },
        ledgerId: 'add-odd',
        at: AT
      })
      expect(error.reason).toBe('change-invalid')
      expect(error.params).toMatchObject({ path: 'stash[1].ref.id', problem: 'unknown-catalog-item', id })
      expect(said(error).fr).toContain(`le catalogue intégré n’a pas d’objet «\u00a0${id}\u00a0»`)
      await savesStillWork(r)
    }
  )

  it('a worn armour or custom ref to an unknown id (__proto__ included) is refused with 400, not 404', async () => {
    const r = await start()
    const armour = await refused(r, 'character/update', {
      id: 'valeros',
      patch: { wornArmor: { name: 'Odd', category: 'heavy', ref: { source: 'catalog', id: '__proto__' } } }
    })
    expect(armour.params).toMatchObject({ path: 'characters[0].wornArmor.ref.id', problem: 'unknown-catalog-item' })
    const custom = await refused(
      r,
      'line/add',
      {
        to: stash,
        line: { id: 'l-odd', ref: { source: 'custom', id: '__proto__' }, quantity: 1 },
        ledgerId: 'a',
        at: AT
      },
      400
    )
    expect(custom.reason).toBe('change-invalid')
    expect(custom.params).toMatchObject({ path: 'stash[1].ref.id', problem: 'unknown-custom-item', id: '__proto__' })
    expect(said(custom).en).toContain("no custom item has the id '__proto__'")
    expect(said(custom).fr).toContain('aucun objet personnalisé n’a l’identifiant «\u00a0__proto__\u00a0»')
    const customArmour = await refused(r, 'character/update', {
      id: 'valeros',
      patch: { wornArmor: { name: 'Odd', category: 'heavy', ref: { source: 'custom', id: 'constructor' } } }
    })
    expect(customArmour.params).toMatchObject({
      path: 'characters[0].wornArmor.ref.id',
      problem: 'unknown-custom-item'
    })
    await savesStillWork(r)
  })

  it('a ledger id that is already taken is refused', async () => {
    const r = await start()
    const first = await r.post('line/add', {
      to: stash,
      line: { id: 'l-rope', ref: { source: 'catalog', id: 'rope-hemp' }, quantity: 1 },
      ledgerId: 'entry-1',
      at: AT
    })
    expect(first.status).toBe(200)
    await r.host.session.store.flush()
    const before = await readFile(r.file, 'utf8')
    const res = await r.post('line/remove', { holder: stash, lineId: 'l-rope', ledgerId: 'entry-1', at: AT })
    expect(res.status).toBe(400)
    const error = (JSON.parse(res.body) as { error: ContractError }).error
    expect(error.params).toMatchObject({ problem: 'duplicate-id', id: 'entry-1' })
    expect(said(error).en).toContain("the id 'entry-1' is used twice")
    await r.host.session.store.flush()
    expect(await readFile(r.file, 'utf8')).toBe(before)
    await savesStillWork(r)
  })
})

describe('check, the store and the app agree on what is valid', () => {
  it('a file with a line of an unknown catalog item is refused by the host as by check, at the same place', async () => {
    const r = await start()
    const odd = sampleCampaign('Odd')
    odd.stash.push({ id: 's-odd', ref: { source: 'catalog', id: 'constructor' }, quantity: 1 })
    const file = join(r.dir, 'odd.json')
    await writeCampaign(file, odd)
    const res = await r.post('campaign/open', { path: file })
    expect(res.status).toBe(422) // the GM's file, not the host, is at fault: never a 500
    const error = (JSON.parse(res.body) as { error: ContractError }).error
    expect(error.code).toBe('invalid-file')
    expect(error.problems?.[0]).toMatchObject({ path: 'stash[1].ref.id', reason: 'unknown-catalog-item' })
    const cli = await loadCampaignForCli(file)
    expect(cli.ok).toBe(false)
    expect(!cli.ok && cli.problems.map((p) => p.path)).toEqual(['stash[1].ref.id'])
    // the app's own copy refuses the same line as a change
    expect(() =>
      applyOp(sampleCampaign(), { type: 'line/add', to: stash, line: odd.stash[1]!, ledgerId: 'x', at: AT })
    ).toThrow(/stash\[1\]\.ref\.id: the built-in catalog has no item 'constructor'/)
  })
})
