// Buff items on a Foundry pf1 sheet that are RULES.md §13's named effects: the review names those in the
// UI's language ("Force de taureau"); any other buff keeps the name it was exported with, marked.
import type { NamedEffect } from '../rules/types'

/** Names, as normalised by `key`, in English and French, the mass versions included (same effect). */
const NAMES: Readonly<Record<string, NamedEffect>> = {
  'bulls strength': 'bulls-strength',
  'force de taureau': 'bulls-strength',
  'enlarge person': 'enlarge-person',
  agrandissement: 'enlarge-person',
  'reduce person': 'reduce-person',
  rapetissement: 'reduce-person'
}

const key = (name: string): string =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/\(([^)]*)\)/g, ' $1 ')
    .replace(/[,;:]/g, ' ')
    .replace(/\b(mass|de groupe)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The named effect a buff item stands for, or undefined ("Bull's Strength", "Agrandissement de groupe"). */
export function buffEffect(name: string): NamedEffect | undefined {
  return NAMES[key(name)]
}
