// Undo and redo of a session's opening and closing (issue 28) say which session, not "the last change".
import { describe, expect, it } from 'vitest'
import { applyOp } from '@shared/campaign/apply-op'
import { checkOp } from '@shared/campaign/op-check'
import { messages, stepWords } from '@shared/i18n'
import { emptyParty } from '../../e2e/ui-campaigns'
import { sampleCampaign } from '../contract/fixtures'

const none = () => undefined

describe('undo words of a session', () => {
  it('names the session opened or closed, in each language', () => {
    const before = emptyParty('fr')
    const opened = applyOp(
      before,
      checkOp({
        type: 'session/open',
        session: { id: 's-1', name: 'Soirée 12', date: '2026-12-03' },
        at: '2026-12-03T20:00:00Z'
      })
    )
    const closed = applyOp(opened, checkOp({ type: 'session/close', id: 's-1', at: '2026-12-03T23:00:00Z' }))
    const fr = messages('fr')
    const en = messages('en')
    expect(fr.history.undone(stepWords(before, opened, fr, 'fr', none))).toBe(
      'Annulé\u00a0: l’ouverture de la séance Soirée 12'
    )
    expect(stepWords(opened, closed, en, 'en', none)).toBe('the closing of the session Soirée 12')
    expect(stepWords(closed, closed, en, 'en', none)).toBe(en.history.lastChange)
  })
})

// Regression: undoing a level change said "the last change" (seen in the wealth screenshots of issue 28).
describe('undo words of a level', () => {
  it('names the character and its levels, in each language', () => {
    const before = sampleCampaign()
    const who = before.characters.find((c) => c.level === undefined && !c.bearer)!
    const levelled = applyOp(before, checkOp({ type: 'character/update', id: who.id, patch: { level: 5 } }))
    const again = applyOp(levelled, checkOp({ type: 'character/update', id: who.id, patch: { level: 6 } }))
    expect(messages('fr').history.undone(stepWords(before, levelled, messages('fr'), 'fr', none))).toBe(
      `Annulé\u00a0: le niveau de ${who.name} (sans niveau → 5)`
    )
    expect(stepWords(levelled, again, messages('en'), 'en', none)).toBe(`${who.name}’s level (5 → 6)`)
  })
})
