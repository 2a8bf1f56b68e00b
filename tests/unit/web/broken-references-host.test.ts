// Issue 26 item 3 through the browser host's HTTP contract. The twelve hand-made files of the red team
// (ten broken references, a custom item marked extradimensional while one of its lines sits in a bag, a
// "__proto__" custom limit) opened before the fix; a bearer with a broken owner could then no longer be
// edited at all. Now each is refused at open (422, located, in both languages), the file untouched and the
// open campaign unchanged. The same rules refuse the changes that would make them, and a path holding a
// NUL byte is bad input (400), not a host failure (500).
import { describe, expect, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { AT } from '../contract/fixtures'
import { brokenCases, lineOf, validCampaign } from '../campaign/fixtures/broken-references'
import { start, type Running } from './running-host'

async function refused(r: Running, channel: string, body: unknown, status: number): Promise<ContractError> {
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(status)
  return (JSON.parse(res.body) as { ok: false; error: ContractError }).error
}

const nameOf = async (r: Running) => JSON.parse((await r.post('campaign/get', {})).body).value.campaign.name as string

describe('the host refuses broken references where the file is read', () => {
  it('each of the twelve files: 422 at its place, in English and French; the file untouched, the campaign still open', async () => {
    const r = await start(validCampaign())
    const before = await readFile(r.file, 'utf8')
    for (const c of brokenCases()) {
      const file = join(r.dir, c.name)
      await writeFile(file, c.text)
      const error = await refused(r, 'campaign/open', { path: file }, 422)
      expect(error.code, c.name).toBe('invalid-file')
      const problem = error.problems?.find((p) => p.path === c.path)
      expect(problem, `${c.name}: ${JSON.stringify(error.problems)}`).toMatchObject({
        reason: c.reason,
        line: lineOf(c.text, c.onLine)
      })
      expect(explainContractError(error, reasonsEn), c.name).toMatch(c.en)
      expect(explainContractError(error, reasonsFr), c.name).toMatch(c.fr)
      expect(await readFile(file, 'utf8'), c.name).toBe(c.text)
      expect(await nameOf(r)).toBe('Broken references')
    }
    await r.host.session.store.flush()
    expect(await readFile(r.file, 'utf8')).toBe(before)
  })

  it('the changes that would make them are refused by the same rules, and change nothing', async () => {
    const r = await start(validCampaign())
    const before = await readFile(r.file, 'utf8')
    const sack = validCampaign().customItems.find((i) => i.id === 'sack')!
    // the sack sits in the bag of holding: marking it extradimensional would put a bag in a bag
    const paradox = await refused(r, 'customItem/update', { item: { ...sack, extradimensional: true } }, 400)
    expect(paradox.reason).toBe('container-paradox')
    expect(paradox.message).toMatch(/l-sack/)
    expect(explainContractError(paradox, reasonsFr)).toMatch(/ne va pas dans un autre/)
    // a custom bag that holds a line cannot stop being one
    const made = await r.post('customItem/add', {
      item: { id: 'pouch', name: 'Pouch', type: 'gear', level: 1, extradimensional: true }
    })
    expect(made.status, made.body).toBe(200)
    const added = await r.post('line/add', {
      to: { type: 'stash' },
      line: { id: 's-pouch', ref: { source: 'custom', id: 'pouch' }, quantity: 1 },
      ledgerId: 'add-pouch',
      at: AT
    })
    expect(added.status, added.body).toBe(200)
    const stowed = await r.post('line/stow', {
      holder: { type: 'stash' },
      lineId: 's-gold',
      quantity: 250,
      into: 's-pouch',
      newLineId: 's-gold-2'
    })
    expect(stowed.status, stowed.body).toBe(200)
    const unbag = await refused(
      r,
      'customItem/update',
      { item: { id: 'pouch', name: 'Pouch', type: 'gear', level: 1 } },
      400
    )
    expect(unbag.reason).toBe('not-a-container')
    // a character arriving with a line in a bag it does not have
    const arriving = await refused(
      r,
      'character/add',
      {
        character: {
          id: 'kyra',
          name: 'Kyra',
          player: '',
          strength: 10,
          size: 'M',
          wornArmor: null,
          notes: '',
          inventory: [{ id: 'k-rope', ref: { source: 'catalog', id: 'rope-hemp' }, quantity: 1, in: 'l-bag' }]
        },
        ledgerId: 'add-kyra',
        at: AT
      },
      400
    )
    expect(arriving.reason).toBe('not-a-container')
    expect(arriving.message).toMatch(/another holder/)
    // an owner on a character, a bearer owned by a bearer
    const lem = await refused(r, 'character/update', { id: 'lem', patch: { owner: 'valeros' } }, 400)
    expect(lem.reason).toBe('owner-invalid')
    const mule = await refused(r, 'character/update', { id: 'mule', patch: { owner: 'pony' } }, 400)
    expect(mule.reason).toBe('owner-invalid')
    // Valeros owns the mule: he cannot become a bearer himself
    const valeros = await refused(r, 'character/update', { id: 'valeros', patch: { bearer: 'hireling' } }, 400)
    expect(valeros.reason).toBe('owner-invalid')
    // a "__proto__" custom limit through the contract: refused where it is, not dropped
    const proto = await refused(r, 'options/update', JSON.parse('{ "customLimits": { "__proto__": [1, 2, 3] } }'), 400)
    expect(JSON.stringify(proto)).toContain('__proto__')
    const state = JSON.parse((await r.post('campaign/get', {})).body).value
    expect(state.campaign.options.customLimits).toEqual({})
    expect(state.campaign.customItems.find((i: { id: string }) => i.id === 'sack').extradimensional).toBeUndefined()
    expect(state.campaign.characters.map((c: { owner?: string }) => c.owner ?? null)).toEqual([
      null,
      null,
      'valeros',
      null
    ])
    await r.host.session.store.flush()
    expect(JSON.parse(await readFile(r.file, 'utf8')).customItems.map((i: { id: string }) => i.id)).toContain('pouch')
    expect(before).toContain('"sack"')
  })

  it('a path holding a NUL byte is bad input (400), never a host failure', async () => {
    const r = await start()
    const before = await readFile(r.file, 'utf8')
    const nul = join(r.dir, 'evil\u0000.json')
    const cases: Array<[string, Record<string, unknown>]> = [
      ['campaign/open', { path: nul }],
      ['campaign/open', { path: join(r.dir, 'a\u0000b', 'c.json') }],
      ['campaign/saveAs', { path: nul }],
      ['campaign/create', { path: nul }],
      ['folders/allow', { path: join(r.dir, '\u0000') }],
      ['export/save', { format: 'md', path: join(r.dir, 'party\u0000.md') }]
    ]
    for (const [channel, body] of cases) {
      const error = await refused(r, channel, body, 400)
      expect(error.code, channel).toBe('invalid-input')
      expect(error.reason, channel).toBe('path-nul')
      expect(explainContractError(error, reasonsEn)).toBe('a file path cannot hold a NUL character (\\0)')
      expect(explainContractError(error, reasonsFr)).toBe(
        'un chemin de fichier ne peut pas contenir de caractère NUL (\\0)'
      )
    }
    expect(await nameOf(r)).toBe('Rise of the Runelords')
    await r.host.session.store.flush()
    expect(await readFile(r.file, 'utf8')).toBe(before)
  })
})
