// Issue 25 item 8: every plural the app words goes through one helper on Intl.PluralRules (src-shared/i18n/plural.ts),
// so French says "Ajouter 0 ligne", "Importer 0 personnage" (0 and 1 are singular in French) and English "Add 0 lines".
// This walks every message of en.ts and fr.ts that calls the helper and says it for n = 0, 1 and 2: with the numbers
// masked, French 0 reads as 1 and unlike 2, English 0 reads as 2 and unlike 1. A message that words its count by hand
// (`n === 1 ? …`) is not found by the walk, and fails the last test, which reads the sources.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGES, type Language } from '@shared/i18n'
import { isSingular, plural } from '@shared/i18n/plural'

type Fn = (...args: unknown[]) => unknown
/** How to say a message for a count n, when n is not its only parameter (by path, the same in both languages). */
const ARGS: Record<string, (n: number) => unknown[]> = {
  'places.removeAsk': (n) => ['Auberge', `${n} x`, n],
  'inventory.haul.added': (n) => [n, 'X'],
  'bag.items': (n) => [n, String(n)],
  'catalog.showMore': (n) => [7, n],
  'banner.recovery': (n) => ['hier', n],
  'coins.units': (n) => [n, String(n)],
  'sell.done': (n) => [n, 'X'],
  'ledger.rounds': (n) => [String(n), n],
  'ledger.withRounds': (n) => [String(n), n],
  'ledger.roundsSpent': (n) => [String(n), n],
  'lootSplit.selected': (n) => [7, n],
  'rules.matches': (n) => [n, n],
  'lootSplit.claims': (n) => [7, n],
  'playersServer.sharing': (n) => ['192.168.1.20:8123', n],
  'wealth.shareHelp': (n) => ['5,000 gp', n],
  'lootSplit.why.kept': (n) => ['Aria', n],
  'foundryImport.plan.rounds': (n) => [n, 3, n],
  'errors.reason.custom-item-in-use': (n) => [{ count: n }],
  'errors.problem.list-too-short': (n) => [{ min: n }],
  'errors.problem.more-problems': (n) => [{ count: n }]
}
/** Messages that say 0 in words of their own ("Nothing to check"): 1 and 2 are checked, and 0 is not "0 …". */
const ZERO_IN_WORDS = new Set(['whatIf.count', 'foundryImport.toCheck'])

function pluralised(lang: Language): Map<string, Fn> {
  const found = new Map<string, Fn>()
  const walk = (node: unknown, path: string): void => {
    if (typeof node === 'function') {
      if (/\bplural(Of)?\)?\(/.test(node.toString())) found.set(path, node as Fn)
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, path === '' ? k : `${path}.${k}`)
  }
  walk(MESSAGES[lang], '')
  return found
}

/** The text with its small counts masked, so that only the words are compared. */
const words = (text: unknown): string => String(text).replace(/(?<![\d,.])[+±−]?[012](?![\d,.])/g, '#')

describe('one plural rule, Intl.PluralRules', () => {
  it('French 0 and 1 are singular, 2 plural; English 1 only is singular', () => {
    expect([0, 1, 1.5, 2, 1_000_000].map((n) => isSingular(n, 'fr'))).toEqual([true, true, true, false, false])
    expect([0, 1, 1.5, 2, -1].map((n) => isSingular(n, 'en'))).toEqual([false, true, false, false, true])
    expect(plural(0, 'fr', 'ligne', 'lignes')).toBe('ligne')
    expect(plural(0, 'en', 'line', 'lines')).toBe('lines')
  })

  it('the issue’s examples: « Ajouter 0 ligne », « Importer 0 personnage »', () => {
    expect(MESSAGES.fr.inventory.haul.add(0)).toBe('Ajouter 0 ligne')
    expect(MESSAGES.fr.foundryImport.import(0)).toBe('Importer 0 personnage')
    expect(MESSAGES.en.inventory.haul.add(0)).toBe('Add 0 lines')
    expect(MESSAGES.en.foundryImport.import(1)).toBe('Import 1 character')
  })

  it('the walk finds the messages (English needs fewer: "3 selected", "could carry" take no plural)', () => {
    expect(pluralised('fr').size).toBeGreaterThan(30)
    expect(pluralised('en').size).toBeGreaterThan(30)
    for (const path of pluralised('en').keys()) expect(pluralised('fr').has(path), path).toBe(true)
  })

  for (const lang of ['fr', 'en'] as const) {
    describe(lang, () => {
      for (const [path, fn] of pluralised(lang)) {
        it(`${path} for 0, 1 and 2`, () => {
          const say = (n: number): string => words(fn(...(ARGS[path]?.(n) ?? [n])))
          const [zero, one, two] = [say(0), say(1), say(2)]
          expect(one).not.toBe(two)
          if (ZERO_IN_WORDS.has(path)) expect(zero).not.toContain('#')
          else if (lang === 'fr') expect(zero).toBe(one)
          else expect(zero).toBe(two)
        })
      }
    })
  }

  it("no message words a count by hand (n === 1 ? '…', n < 2 ? '…') in en.ts or fr.ts", () => {
    for (const file of ['en', 'fr']) {
      const text = readFileSync(new URL(`../../../src-shared/i18n/${file}.ts`, import.meta.url), 'utf8')
      const hand = text.split('\n').filter((l) => /\b\w+(\.\w+)*\)? (=== 1|< 2|> 1|!== 1) \? '/.test(l))
      expect(hand, file).toEqual([])
    }
  })
})
