// Seeded random small split instances (mixed strength, size, worn armour, existing items, coins in
// hundreds) for the exactness and property tests.
import { RulesInputError, type EngineItem } from '@shared/rules'
import type { SplitCharacter, SplitInput, SplitLootLine } from '@shared/split'
import { rng } from '../rng'

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!
const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1))

/** Item templates: every group family, size-shifted weapons and armours, shared kinds, custom limits. */
export const TEMPLATES: readonly (Omit<EngineItem, 'quantity'> & { valueGp?: number })[] = [
  { name: 'longsword', type: 'weapon', category: 'one-handed', size: 'M', valueGp: 15 },
  { name: 'dagger', type: 'weapon', category: 'light', valueGp: 2 },
  { name: 'short sword', type: 'weapon', category: 'light', size: 'P', valueGp: 10 },
  { name: 'greatsword', type: 'weapon', category: 'two-handed', size: 'M', valueGp: 50 },
  { name: 'quarterstaff', type: 'weapon', category: 'two-handed' },
  { name: 'chainmail', type: 'armor', category: 'medium', size: 'M', valueGp: 150 },
  { name: 'leather armour', type: 'armor', category: 'light', valueGp: 10 },
  { name: 'potion of cure light wounds', type: 'gear', level: 1, kind: 'potion', valueGp: 50 },
  { name: 'potion of invisibility', type: 'gear', level: 1, kind: 'Potion', valueGp: 300 },
  { name: 'rope', type: 'gear', level: 3, valueGp: 1 },
  { name: 'chest', type: 'gear', level: 5, valueGp: 2 },
  { name: 'ration', type: 'gear', level: 2 },
  { name: 'tower shield', type: 'gear', level: 5, kind: 'shield', size: 'M', valueGp: 30 },
  { name: 'quiver of arrows', type: 'ammo', container: 'arrows', valueGp: 1 },
  { name: 'dog', type: 'creature', size: 'P', valueGp: 25 },
  { name: 'loaded wagon', type: 'gear', level: 7, valueGp: 100 },
  { name: 'quill', type: 'gear', level: 0, unlimited: true },
  { name: 'javelins', type: 'gear', level: 2, kind: 'javelin', limits: [1, 2, 3], valueGp: 1 }
]
const COINS = ['gold pieces', 'silver pieces', 'copper pieces', 'platinum pieces'] as const
const STRENGTHS = [3, 6, 8, 10, 12, 14, 16, 18, 20, 24] as const
const SIZES = ['P', 'M', 'M', 'G'] as const
const ARMOURS = [null, null, null, 'light', 'medium', 'heavy'] as const

function coinLine(r: () => number, hundredsMax: number): EngineItem {
  return { name: pick(r, COINS), type: 'coins', quantity: 100 * int(r, 1, hundredsMax) }
}

function templateItem(r: () => number, qMax: number, existing: boolean): EngineItem & { valueGp?: number } {
  const pool = existing ? TEMPLATES.filter((t) => t.level !== 7 && t.type !== 'creature') : TEMPLATES
  const t = pick(r, pool)
  return { ...t, quantity: int(r, 1, qMax) }
}

/** A small instance: 2–4 characters, 2–5 loot lines, quantities up to 6, coins in hundreds. */
export function smallInstance(seed: number): SplitInput {
  const r = rng(seed)
  const nChars = int(r, 2, 4)
  const characters = Array.from({ length: nChars }, (_, i) => {
    const items: EngineItem[] = []
    const nItems = int(r, 0, 2)
    for (let k = 0; k < nItems; k++) {
      if (r() < 0.25) items.push(coinLine(r, 3))
      else {
        const { valueGp: _v, ...item } = templateItem(r, 2, true)
        items.push(item)
      }
    }
    return {
      id: `c${i}`,
      name: `Char ${i}`,
      strength: pick(r, STRENGTHS),
      size: pick(r, SIZES),
      wornArmor: pick(r, ARMOURS),
      items
    }
  })
  const nLines = int(r, 2, 5)
  const loot: SplitLootLine[] = Array.from({ length: nLines }, (_, i) => {
    const item = r() < 0.25 ? coinLine(r, 6) : templateItem(r, 6, false)
    return { id: `l${i}`, ...item }
  })
  // Claims are objective 4: they must never cost anything on objectives 1–3.
  const claims = Array.from({ length: int(r, 0, 2) }, () => ({
    loot: pick(r, loot).id,
    character: pick(r, characters).id,
    ...(r() < 0.5 ? { quantity: int(r, 1, 3) } : {})
  }))
  const options: SplitInput['options'] = {}
  if (r() < 0.25) options.strengthRaisesMax = false
  if (r() < 0.25) options.rounding = 'toward-zero'
  return { options, characters, loot, claims }
}

/**
 * A small instance for the value spread: 2–3 characters, 2–3 lines (quantities up to 3), valued items
 * and a few coins counted one by one (a coin per unit or two), so an exhaustive search can try every
 * way to share each coin too.
 */
export function valueInstance(seed: number): SplitInput {
  const r = rng(seed * 7919 + 13)
  const base = smallInstance(seed)
  const characters = base.characters.slice(0, int(r, 2, 3)).map((c) => ({
    ...c,
    items: c.items.filter((item) => item.type !== 'coins')
  }))
  const nLines = int(r, 2, 3)
  const loot: SplitLootLine[] = Array.from({ length: nLines }, (_, i) => {
    if (r() < 0.35) return { id: `l${i}`, name: pick(r, COINS), type: 'coins', quantity: int(r, 1, 5) }
    const { valueGp, ...item } = templateItem(r, 3, false)
    return { id: `l${i}`, ...item, valueGp: valueGp ?? int(r, 0, 40) }
  })
  const claims =
    r() < 0.3
      ? [{ loot: pick(r, loot).id, character: pick(r, characters).id, ...(r() < 0.5 ? { quantity: 1 } : {}) }]
      : []
  return { options: { ...base.options, coinsPerUnit: pick(r, [1, 2, 3]) }, characters, loot, claims }
}

/**
 * A value instance with a pack animal besides the characters (RULES.md §11): it carries for the first
 * character (its value counts in that share) or, one time in three, for the party (in no share).
 */
export function bearerInstance(seed: number): SplitInput {
  const r = rng(seed * 104729 + 7)
  const base = valueInstance(seed)
  const mule: SplitCharacter = {
    id: 'mule',
    name: 'Mule',
    strength: pick(r, [10, 14, 16, 18]),
    size: pick(r, ['M', 'G'] as const),
    wornArmor: null,
    quadruped: r() < 0.5,
    items: [],
    valueFor: r() < 0.67 ? base.characters[0]!.id : null
  }
  const claims = (base.claims ?? []).map((c) => (r() < 0.3 ? { ...c, character: mule.id } : c))
  return { ...base, characters: [...base.characters, mule], claims }
}

/** The field path a validation refuses (`'other'` for an error that is not a located one), or null when accepted. */
export function refusedPath(validate: () => unknown): string | null {
  try {
    validate()
  } catch (e) {
    return e instanceof RulesInputError ? e.path : 'other'
  }
  return null
}
