// Issue 13 items 1 and 2 through the browser host's HTTP contract: places (the inn, home) and other
// bearers' owners. Each refusal changes nothing (not the campaign main holds, not the file) and says why
// in both languages; the moves there and back are in the file and in the ledger.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { ledgerHoldings } from '@shared/campaign/reconcile'
import type { Campaign } from '@shared/campaign/schema'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { AT, sampleCampaign } from '../contract/fixtures'
import { start, type Running } from './running-host'

const inn = { type: 'place' as const, id: 'inn' }
const valeros = { type: 'character' as const, id: 'valeros' }

async function refused(r: Running, channel: string, body: unknown, status: number): Promise<ContractError> {
  const before = await readFile(r.file, 'utf8')
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(status)
  const error = (JSON.parse(res.body) as { ok: false; error: ContractError }).error
  const state = await r.post('campaign/get', {})
  expect(JSON.parse(state.body).value.revision).toBe(0)
  await r.host.session.store.flush()
  expect(await readFile(r.file, 'utf8')).toBe(before)
  return error
}

function said(error: ContractError): { en: string; fr: string } {
  return { en: explainContractError(error, reasonsEn), fr: explainContractError(error, reasonsFr) }
}

async function saved(r: Running): Promise<Campaign> {
  expect(['saved', 'clean']).toContain(await r.host.session.store.flush())
  return JSON.parse(await readFile(r.file, 'utf8')) as Campaign
}

describe('places through the HTTP contract', () => {
  it('gear left at the inn and taken back: both moves in the file and the ledger, which reconciles', async () => {
    const r = await start()
    const away = await r.post('line/move', {
      from: valeros,
      to: inn,
      lineId: 'l-dagger',
      quantity: 6,
      newLineId: 'p-dagger',
      ledgerId: 'to-inn',
      at: AT
    })
    expect(away.status, away.body).toBe(200)
    let file = await saved(r)
    expect(file.places?.[0]?.inventory.map((l) => [l.id, l.quantity])).toEqual([
      ['p-tent', 1],
      ['p-dagger', 6]
    ])
    const back = await r.post('line/move', {
      from: inn,
      to: valeros,
      lineId: 'p-dagger',
      quantity: 6,
      newLineId: 'l-dagger-2',
      ledgerId: 'from-inn',
      at: AT
    })
    expect(back.status, back.body).toBe(200)
    file = await saved(r)
    expect(file.characters[0]!.inventory.find((l) => l.id === 'l-dagger')?.quantity).toBe(10)
    expect(file.ledger.map((e) => [e.id, e.from, e.to, e.quantity])).toEqual([
      ['to-inn', valeros, inn, 6],
      ['from-inn', inn, valeros, 6]
    ])
    // the ledger as an account: the inn held 6 daggers between the two moves, none after
    expect(ledgerHoldings(file.ledger.slice(0, 1)).get('place:inn')?.get('catalog:dagger')).toEqual({
      quantity: 6,
      rounds: 0
    })
    expect(ledgerHoldings(file.ledger).has('place:inn')).toBe(false)
  })

  it('a move to a place that does not exist is refused with place-not-found, in English and French', async () => {
    const r = await start()
    const error = await refused(
      r,
      'line/move',
      {
        from: valeros,
        to: { type: 'place', id: 'ship' },
        lineId: 'l-dagger',
        quantity: 1,
        newLineId: 'x',
        ledgerId: 'g',
        at: AT
      },
      404
    )
    expect(error).toMatchObject({ code: 'not-found', reason: 'place-not-found', params: { id: 'ship' } })
    expect(said(error).en).toContain('that place no longer exists')
    expect(said(error).fr).toContain('ce lieu n’existe plus')
  })

  it('place/add with an id already taken is a conflict; with an empty name, invalid input at patch.name', async () => {
    const r = await start()
    const taken = await refused(r, 'place/add', { place: { id: 'inn', name: 'Another inn' } }, 409)
    expect(taken).toMatchObject({ code: 'conflict', reason: 'id-taken', params: { id: 'inn' } })
    expect(said(taken).fr).toContain('il existe déjà')
    const blank = await refused(r, 'place/add', { place: { id: 'home', name: '   ' } }, 400)
    expect(blank.code).toBe('invalid-input')
    expect(JSON.stringify(blank)).toContain('place.name')
  })

  it('a line added to a place with an id another holder has is refused (ids are unique across places too)', async () => {
    const r = await start()
    const error = await refused(
      r,
      'line/add',
      {
        to: inn,
        line: { id: 'l-dagger', ref: { source: 'catalog', id: 'dagger' }, quantity: 1 },
        ledgerId: 'g',
        at: AT
      },
      409
    )
    expect(error).toMatchObject({ reason: 'id-taken', params: { id: 'l-dagger' } })
  })

  it('place/remove of a place holding lines without ledgerId and at is refused; with them, its lines go to the stash', async () => {
    const r = await start()
    const error = await refused(r, 'place/remove', { id: 'inn' }, 400)
    expect(error).toMatchObject({ code: 'invalid-input', reason: 'ledger-needed' })
    const ok = await r.post('place/remove', { id: 'inn', ledgerId: 'gone', at: AT })
    expect(ok.status, ok.body).toBe(200)
    const file = await saved(r)
    expect(file.places).toEqual([])
    expect(file.stash.map((l) => l.id)).toEqual(['s-gold', 'p-tent'])
    expect(file.ledger.at(-1)).toMatchObject({ id: 'gone-1', from: inn, to: { type: 'stash' }, quantity: 1 })
  })

  it('a custom item still held at a place cannot be removed', async () => {
    const campaign = sampleCampaign()
    campaign.places![0]!.inventory.push({ id: 'p-idol', ref: { source: 'custom', id: 'idol' }, quantity: 1 })
    const r = await start(campaign)
    const error = await refused(r, 'customItem/remove', { id: 'idol' }, 409)
    expect(error).toMatchObject({ reason: 'custom-item-in-use', params: { id: 'idol', count: 1 } })
    expect(error.message).toContain('The Rusty Dragon')
  })
})

describe('other bearers through the HTTP contract', () => {
  const mule = {
    id: 'mule',
    name: 'Mule',
    player: '',
    strength: 14,
    size: 'G',
    wornArmor: null,
    notes: '',
    inventory: [],
    bearer: 'pack-animal',
    quadruped: true,
    baseSpeed: 30
  }

  it('a bearer whose owner does not exist, owns itself or is owned is refused with owner-invalid', async () => {
    const r = await start()
    const none = await refused(r, 'character/add', { character: { ...mule, owner: 'nobody' } }, 400)
    expect(none).toMatchObject({ reason: 'owner-invalid', params: { id: 'nobody' } })
    expect(said(none).fr).toContain('appartient à un personnage du groupe')
    const self = await refused(r, 'character/update', { id: 'lem', patch: { bearer: 'hireling', owner: 'lem' } }, 400)
    expect(self.reason).toBe('owner-invalid')
    const added = await r.post('character/add', { character: { ...mule, owner: 'valeros' } })
    expect(added.status, added.body).toBe(200)
    // the mule's owner cannot become someone's hireling, nor can a bearer be owned by the mule
    const owned = await r.post('character/update', { id: 'valeros', patch: { bearer: 'hireling', owner: 'lem' } })
    expect(owned.status).toBe(400)
    const chain = await r.post('character/update', { id: 'lem', patch: { bearer: 'familiar', owner: 'mule' } })
    expect(chain.status).toBe(400)
  })

  it('a bearer is edited from the contract (kind, owner, speed, quadruped) and made a character again by clear', async () => {
    const r = await start()
    expect((await r.post('character/add', { character: mule })).status).toBe(200)
    const edit = await r.post('character/update', {
      id: 'mule',
      patch: { bearer: 'mount', owner: 'lem', baseSpeed: 40, quadruped: false, strength: 16 }
    })
    expect(edit.status, edit.body).toBe(200)
    let file = await saved(r)
    expect(file.characters[2]).toMatchObject({ bearer: 'mount', owner: 'lem', baseSpeed: 40, quadruped: false })
    const odd = await r.post('character/update', { id: 'mule', patch: { baseSpeed: 33 } })
    expect(odd.status).toBe(400)
    const cleared = await r.post('character/update', { id: 'mule', patch: {}, clear: ['bearer', 'owner'] })
    expect(cleared.status, cleared.body).toBe(200)
    file = await saved(r)
    expect(file.characters[2]!.bearer).toBeUndefined()
    expect(file.characters[2]!.owner).toBeUndefined()
  })

  it('removing an owner leaves its mount in the party, on its own', async () => {
    const r = await start()
    expect((await r.post('character/add', { character: { ...mule, owner: 'lem' } })).status).toBe(200)
    const rm = await r.post('character/remove', { id: 'lem', ledgerId: 'rm-lem', at: AT })
    expect(rm.status, rm.body).toBe(200)
    const file = await saved(r)
    expect(file.characters.map((c) => [c.id, c.owner])).toEqual([
      ['valeros', undefined],
      ['mule', undefined]
    ])
  })
})
