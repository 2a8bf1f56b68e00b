// @vitest-environment jsdom
// The renderer's state classes against the real main-side stack in-process (Session + contract
// dispatch on a real campaign file: the host minus HTTP) and the real engine.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Api } from '../../../src-renderer/src/lib/api'
import { evaluateParty } from '../../../src-renderer/src/lib/engine/party'
import { CampaignState } from '../../../src-renderer/src/lib/state/campaign.svelte'
import { PartyEvaluations } from '../../../src-renderer/src/lib/state/evaluations.svelte'
import { moveOp, quantityOp } from '@shared/campaign/op-builders'
import { applyBatch } from '@shared/campaign'
import { WhatIfState } from '../../../src-renderer/src/lib/state/whatif.svelte'
import { Session } from '../../../src-main/handlers/session'
import { inProcessApi } from './in-process-api'
import type { Campaign, Character } from '@shared/campaign/schema'
import type { EvaluateInput } from '@shared/rules/types'
import { sixAdventurers } from '../../e2e/ui-campaigns'

let dir: string
let file: string
let session: Session
let api: Api

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-ui-state-'))
  file = join(dir, 'campaign.json')
  await writeFile(file, JSON.stringify(sixAdventurers('en')))
  session = await Session.start({ userDataDir: dir, samplePath: file, campaignPath: file, watchFile: false })
  api = inProcessApi(session)
})

afterEach(async () => {
  await session.close()
  await rm(dir, { recursive: true, force: true })
})

const onDisk = async (): Promise<Campaign> => {
  await session.store.flush()
  return JSON.parse(await readFile(file, 'utf8')) as Campaign
}

describe('CampaignState', () => {
  it('applies an op at once, sends it, and main writes it', async () => {
    const cs = new CampaignState(api)
    await cs.load()
    const potion = cs.campaign!.stash.find((l) => l.ref.id === 'potion')!
    const lem = cs.campaign!.characters[2]!
    cs.dispatch(moveOp({ type: 'stash' }, { type: 'character', id: lem.id }, potion.id, 20, { holds: potion.quantity }))
    expect(cs.campaign!.stash.some((l) => l.id === potion.id)).toBe(false) // optimistic, before any answer
    expect(cs.campaign!.characters[2]!.inventory.at(-1)!.quantity).toBe(20)
    await cs.settled()
    expect(cs.revision).toBeGreaterThan(0)
    expect(cs.canUndo).toBe(true)
    const saved = await onDisk()
    expect(saved.characters[2]!.inventory.at(-1)).toMatchObject({ ref: { id: 'potion' }, quantity: 20 })
    expect(saved.ledger.at(-1)).toMatchObject({
      quantity: 20,
      from: { type: 'stash' },
      to: { type: 'character', id: lem.id }
    })
    await cs.undo()
    expect(cs.campaign!.stash.some((l) => l.id === potion.id)).toBe(true)
  })

  it('when main refuses a change, says why and re-reads the campaign', async () => {
    const cs = new CampaignState(api)
    await cs.load()
    const chest = cs.campaign!.stash.find((l) => l.ref.id === 'chest')!
    // Another window removed the chest meanwhile: the local copy still has it.
    await api.invoke('line/remove', {
      holder: { type: 'stash' },
      lineId: chest.id,
      ledgerId: 'g-other',
      at: new Date().toISOString()
    })
    cs.dispatch(quantityOp({ type: 'stash' }, chest.id, 5))
    expect(cs.campaign!.stash.find((l) => l.id === chest.id)!.quantity).toBe(5)
    await cs.settled()
    await cs.settled()
    expect(cs.refused).toMatchObject({ code: 'not-found', reason: 'line-not-found', params: { id: chest.id } })
    expect(cs.campaign!.stash.some((l) => l.id === chest.id)).toBe(false)
  })
})

describe('WhatIfState', () => {
  /** The campaign loaded, a what-if over it, and the two characters and two stash lines the tests move. */
  async function whatIf() {
    const cs = new CampaignState(api)
    await cs.load()
    const [valeros, seoni] = cs.campaign!.characters as [Character, Character]
    const line = (id: string) => cs.campaign!.stash.find((l) => l.ref.id === id)!
    return { cs, w: new WhatIfState(cs), valeros, seoni, longswords: line('longsword'), chest: line('chest') }
  }

  it('keeps tentative ops off the file, then applies them as one undoable batch', async () => {
    const { cs, w, seoni, longswords } = await whatIf()
    const before = await readFile(file, 'utf8')
    w.start()
    w.add({ type: 'character/update', id: seoni.id, patch: { strength: 12 } })
    w.add(
      moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, longswords.id, 2, { holds: longswords.quantity })
    )
    expect(w.sandbox!.characters[1]!.strength).toBe(12)
    expect(w.sandbox!.characters[1]!.inventory.at(-1)!.quantity).toBe(2)
    expect(cs.campaign!.characters[1]!.strength).toBe(8) // the real campaign is untouched
    expect(() =>
      w.add(moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, 'l-nope', 1, { holds: 1 }))
    ).toThrow()
    expect(w.ops).toHaveLength(2)
    w.discard()
    await cs.settled()
    expect(await readFile(file, 'utf8')).toBe(before)

    w.start()
    w.add({ type: 'character/update', id: seoni.id, patch: { strength: 12 } })
    w.add(
      moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, longswords.id, 2, { holds: longswords.quantity })
    )
    const revision = cs.revision
    w.apply('What-if')
    expect(w.active).toBe(false)
    await cs.settled()
    expect(cs.revision).toBe(revision + 1) // one step
    let saved = await onDisk()
    expect(saved.characters[1]!.strength).toBe(12)
    expect(saved.stash.find((l) => l.id === longswords.id)!.quantity).toBe(4)
    await cs.undo() // one undo takes both back
    saved = await onDisk()
    expect(saved.characters[1]!.strength).toBe(8)
    expect(saved.stash.find((l) => l.id === longswords.id)!.quantity).toBe(6)
  })
  it('applies an appended op to the last sandbox, and replays everything after an undo or a change underneath', async () => {
    const { cs, w, valeros, seoni, longswords, chest } = await whatIf()
    w.start()
    w.add({ type: 'character/update', id: valeros.id, patch: { strength: 19 } })
    const first = w.sandbox!
    w.add(
      moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, longswords.id, 1, { holds: longswords.quantity })
    )
    const second = w.sandbox!
    // appended: the second op went onto the first sandbox (a full replay would rebuild Valeros)
    expect(second.characters[0]).toBe(first.characters[0])
    expect(second.characters[0]!.strength).toBe(19)
    expect(second.characters[1]!.inventory.at(-1)).toMatchObject({ ref: { id: 'longsword' }, quantity: 1 })
    w.add(moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, chest.id, 1, { holds: chest.quantity }))
    expect(w.sandbox!.characters[1]!.inventory.at(-1)).toMatchObject({ ref: { id: 'chest' } })
    expect(w.undoLast()).not.toBeNull()
    expect(w.sandbox).toEqual(second)
    expect(w.sandbox!.characters[0]).not.toBe(first.characters[0]) // replayed from the real campaign
    // the real campaign changes underneath: the move of a line that is gone is dropped
    cs.dispatch({
      type: 'line/remove',
      holder: { type: 'stash' },
      lineId: longswords.id,
      ledgerId: 'g-gone',
      at: new Date().toISOString()
    })
    await cs.settled()
    expect(w.dropped).toBe(1)
    expect(w.sandbox!.characters[1]!.inventory.some((l) => l.ref.id === 'longsword')).toBe(false)
    expect(w.sandbox!.characters[0]!.strength).toBe(19)
    w.discard()
  })

  // issue 24 item 5: the replay is no longer memoised by a write inside the derived; appending still applies
  // only the new change to the sandbox as it is (the earlier steps are the same objects), with many changes
  it('many changes appended one by one: each applied once onto the sandbox, the same result as one batch', async () => {
    const cs = new CampaignState(api)
    await cs.load()
    const w = new WhatIfState(cs)
    const valeros = cs.campaign!.characters[0]!
    const N = 400
    const ops = Array.from({ length: N }, (_, i) => ({
      type: 'character/update' as const,
      id: valeros.id,
      patch: { strength: 10 + (i % 8) }
    }))
    w.start()
    const started = performance.now()
    let steps = w.steps
    for (const op of ops) {
      w.add(op)
      const now = w.steps // read as the bar reads it after each change
      expect(now).toHaveLength(steps.length + 1)
      expect(now[steps.length - 1]).toBe(steps.at(-1)) // not replayed: the same step objects
      steps = now
    }
    const ms = performance.now() - started
    console.log(`what-if: ${N} changes appended one by one, each read: ${ms.toFixed(0)} ms`)
    expect(w.sandbox).toEqual(applyBatch(cs.campaign!, ops))
    // a change taken out: all replayed, the same as the batch of those left
    w.remove(w.changes[0]!.id)
    expect(w.steps[0]).not.toBe(steps[1])
    expect(w.sandbox).toEqual(applyBatch(cs.campaign!, ops.slice(1)))
    w.discard()
  })

  it('keeps one change per action, each removable on its own; Apply sends only those left', async () => {
    const { cs, w, valeros, seoni, longswords, chest } = await whatIf()
    const ledger = cs.campaign!.ledger.length
    w.start()
    const effect = w.tryEffect(valeros.id, 'bulls-strength')
    const two = w.addChange([
      moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, longswords.id, 1, { holds: longswords.quantity }),
      moveOp({ type: 'stash' }, { type: 'character', id: seoni.id }, chest.id, 1, { holds: chest.quantity })
    ])!
    w.tryEffect(valeros.id, 'enlarge-person')
    w.add({ type: 'character/update', id: seoni.id, patch: { strength: 13 } })
    expect(w.changes).toHaveLength(4)
    expect(w.sandbox!.characters[0]!.effects).toEqual(['bulls-strength', 'enlarge-person'])
    // the first effect taken out: the second stays (an effect is added to the bearer's as it is then)
    expect(w.remove(effect.id)).toBe(effect)
    expect(w.sandbox!.characters[0]!.effects).toEqual(['enlarge-person'])
    expect(w.remove(two.id)).toBe(two)
    expect(w.changes).toHaveLength(2)
    expect(w.sandbox!.stash.find((l) => l.id === chest.id)).toBeDefined()
    expect(w.steps.map((s) => s.change.kind)).toEqual(['effect', 'ops'])
    // a refused change adds nothing
    expect(() => w.addChange([moveOp({ type: 'stash' }, { type: 'stash' }, 'l-nope', 1, { holds: 1 })])).toThrow()
    expect(w.changes).toHaveLength(2)
    w.apply('What-if')
    await cs.settled()
    const saved = await onDisk()
    expect(saved.characters[1]!.strength).toBe(13)
    expect(saved.characters[0]!.effects ?? []).toEqual([]) // effects are temporary
    expect(saved.stash.find((l) => l.id === chest.id)!.quantity).toBe(chest.quantity)
    expect(saved.ledger).toHaveLength(ledger) // nothing removed was written
  })

  it('holds a block of ops for its owner: one change, replaced in place, removed by its owner or the GM', async () => {
    const { w, seoni, longswords } = await whatIf()
    const to = { type: 'character' as const, id: seoni.id }
    const give = (n: number) => moveOp({ type: 'stash' }, to, longswords.id, n, { holds: longswords.quantity })
    let removedByGm = 0
    const block = w.beginBlock((m) => m.lootSplit.label, { ops: [give(1)], onRemove: () => removedByGm++ })
    expect(w.active).toBe(true) // begun outside a what-if: starts one
    expect(block.alive).toBe(true)
    expect(block.last).toBe(true)
    w.add({ type: 'character/update', id: seoni.id, patch: { strength: 14 } })
    expect(block.last).toBe(false)
    block.replace([give(3)])
    // in its place, before the GM's change; the GM's change kept
    expect(w.changes.map((c) => c.kind)).toEqual(['block', 'ops'])
    expect(block.ops).toHaveLength(1)
    expect(w.sandbox!.stash.find((l) => l.id === longswords.id)!.quantity).toBe(longswords.quantity - 3)
    expect(w.sandbox!.characters[1]!.strength).toBe(14)
    // the GM's ✕ on its chip: the owner sees it gone, and a later replace puts nothing back
    w.remove(block.id)
    expect(block.alive).toBe(false)
    expect(removedByGm).toBe(1)
    block.replace([give(2)])
    expect(w.changes.map((c) => c.kind)).toEqual(['ops'])
    expect(w.sandbox!.stash.find((l) => l.id === longswords.id)!.quantity).toBe(longswords.quantity)
    // removed by its owner; and a discarded what-if ends every block
    const other = w.beginBlock(() => 'other', { onRemove: () => removedByGm++ })
    expect(w.changes).toHaveLength(2)
    other.remove()
    expect(w.changes).toHaveLength(1)
    expect(removedByGm).toBe(1) // its owner's own remove is not news to it
    const third = w.beginBlock(() => 'third', { ops: [give(1)] })
    w.discard()
    expect(third.alive).toBe(false)
    expect(third.ops).toEqual([])
  })
})

describe('PartyEvaluations', () => {
  /** The real engine behind a gate the test opens: a worker that answers late. */
  function gatedEngine() {
    const calls: { inputs: EvaluateInput[]; open: () => void }[] = []
    const evaluate = (inputs: EvaluateInput[]) =>
      new Promise<ReturnType<typeof evaluateParty>>((resolve) => {
        calls.push({ inputs, open: () => resolve(evaluateParty(inputs)) })
      })
    return { calls, evaluate }
  }

  it('drops a result that comes back after a newer request, and re-sends only changed characters', async () => {
    const engine = gatedEngine()
    const evals = new PartyEvaluations(engine.evaluate)
    const c0 = sixAdventurers('en')
    const first = evals.request(c0)
    expect(engine.calls[0]!.inputs).toHaveLength(6)
    // The GM keeps typing: Valeros drops his potions before the first answer arrives.
    const valeros = {
      ...c0.characters[0]!,
      inventory: c0.characters[0]!.inventory.filter((l) => l.ref.id !== 'potion-cure-light-wounds')
    }
    const c1 = { ...c0, characters: [valeros, ...c0.characters.slice(1)] }
    const second = evals.request(c1)
    expect(engine.calls[1]!.inputs).toHaveLength(6) // nothing cached yet
    engine.calls[1]!.open()
    await second
    const ev = evals.byId.get(valeros.id)!
    expect(ev.character).toBe(valeros)
    expect(ev.result.ok && ev.result.evaluation.load).toBe('medium') // the scale mail alone
    engine.calls[0]!.open() // the stale answer (30 potions: heavy) arrives last
    await first
    expect(
      evals.byId.get(valeros.id)!.result.ok &&
        (evals.byId.get(valeros.id)!.result as { evaluation: { load: string } }).evaluation.load
    ).toBe('medium')
    expect(evals.campaign).toBe(c1)

    // Only the changed character goes to the engine again.
    const seoni = { ...c1.characters[1]!, strength: 18 }
    const c2 = { ...c1, characters: [c1.characters[0]!, seoni, ...c1.characters.slice(2)] }
    const third = evals.request(c2)
    expect(engine.calls[2]!.inputs).toHaveLength(1)
    expect(engine.calls[2]!.inputs[0]!.character.strength).toBe(18)
    engine.calls[2]!.open()
    await third
    expect(evals.byId.size).toBe(6)
  })
})
