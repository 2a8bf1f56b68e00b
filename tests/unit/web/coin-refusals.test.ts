// Issue 14 items 1–2 through the browser host's HTTP contract: impossible exchanges and sales are refused
// with a reason said in French and English, and nothing changes (not the campaign, not the file).
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import type { ContractError } from '@shared/contract/contract'
import { explainContractError } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { AT } from '../contract/fixtures'
import { start, type Running } from './running-host'

const stash = { type: 'stash' as const }
const valeros = { type: 'character' as const, id: 'valeros' }

async function refused(
  r: Running,
  channel: string,
  body: unknown,
  status = 400
): Promise<{ error: ContractError; en: string; fr: string }> {
  const before = await readFile(r.file, 'utf8')
  const res = await r.post(channel, body)
  expect(res.status, res.body).toBe(status)
  const error = (JSON.parse(res.body) as { ok: false; error: ContractError }).error
  expect(JSON.parse((await r.post('campaign/get', {})).body).value.revision).toBe(0)
  await r.host.session.store.flush()
  expect(await readFile(r.file, 'utf8')).toBe(before)
  return { error, en: explainContractError(error, reasonsEn), fr: explainContractError(error, reasonsFr) }
}

const exchange = (extra: object) => ({ holder: stash, newLineId: 'x', ledgerId: 'g-x', at: AT, ...extra })

describe('coin and sale refusals through the HTTP contract (FR/EN)', () => {
  it('exchanging coins the holder does not have, too few to make one coin, or for the same kind', async () => {
    const r = await start()
    const none = await refused(r, 'coins/exchange', exchange({ from: 'sp', to: 'gp' }))
    expect(none.error.reason).toBe('no-coins')
    expect(none.en).toContain('there are no silver pieces to exchange')
    expect(none.fr).toContain('il n’y a pas de pièces d’argent à changer')
    // 250 gp at a 100 % fee buy nothing
    const small = await refused(r, 'coins/exchange', exchange({ from: 'gp', to: 'pp', feePercent: 100 }))
    expect(small.error.reason).toBe('exchange-too-small')
    expect(small.en).toContain('not enough gold pieces to make one platinum piece')
    expect(small.fr).toContain('pas assez de pièces d’or pour faire une pièce de platine')
    const more = await refused(r, 'coins/exchange', exchange({ from: 'gp', to: 'pp', quantity: 300 }))
    expect(more.error.reason).toBe('not-enough')
    expect(more.fr).toContain('il n’y en a que 250, pas 300')
    const same = await refused(r, 'coins/exchange', exchange({ from: 'gp', to: 'gp' }))
    expect(same.fr).toContain('même sorte')
    // a fee outside 0–100 % is refused by the contract itself, located
    const fee = await refused(r, 'coins/exchange', exchange({ from: 'gp', to: 'pp', feePercent: 120 }))
    expect(fee.error.message).toContain('feePercent')
  })

  it('selling a line twice, more than it holds, or a line that is not there', async () => {
    const r = await start()
    const sell = (lines: object[]) => ({ holder: valeros, lines, newLineId: 'sale', ledgerId: 'g-s', at: AT })
    const twice = await refused(
      r,
      'line/sell',
      sell([
        { lineId: 'l-dagger', quantity: 1 },
        { lineId: 'l-dagger', quantity: 2 }
      ])
    )
    expect(twice.error.reason).toBe('sold-twice')
    expect(twice.en).toContain('the same line appears twice in the sale')
    expect(twice.fr).toContain('la même ligne figure deux fois dans la vente')
    const more = await refused(r, 'line/sell', sell([{ lineId: 'l-dagger', quantity: 11 }]))
    expect(more.fr).toContain('il n’y en a que 10, pas 11')
    const gone = await refused(r, 'line/sell', sell([{ lineId: 'l-nope', quantity: 1 }]), 404)
    expect(gone.error.reason).toBe('line-not-found')
  })
})
