// The name a masterwork or magic weapon, armour, shield or ammunition line shows when the GM gave it none
// (RULES.md §14): "Armure de cuir cloutée +1", "Épée longue de maître", "Longsword +2", "Masterwork
// longsword", "Quiver of masterwork arrows". A +N implies masterwork, so it alone is said.
import type { CraftAs } from './price'
import type { Language } from '../core/language'

export interface Craft {
  enhancement?: number | undefined
  masterwork?: boolean | undefined
}

/** English "masterwork" before a name, lower-casing its first letter unless it is an acronym or a proper noun. */
function masterworkEn(name: string, ammo: boolean): string {
  // ammunition: the rounds are masterwork, not their quiver ("Quiver of masterwork arrows")
  const of = ammo ? /^(.*?\bof )(.+)$/i.exec(name) : null
  if (of) return `${of[1]}masterwork ${lowerFirst(of[2]!)}`
  return `Masterwork ${lowerFirst(name)}`
}

function lowerFirst(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name
}

/** The item's name with " +N", or "de maître" / "Masterwork", in the language; unchanged for anything else. */
export function craftedName(name: string, line: Craft, lang: Language, craftAs: CraftAs | undefined): string {
  if (!craftAs || name === '') return name
  const n = line.enhancement ?? 0
  if (n > 0) return /\+\d+$/.test(name) ? name : `${name} +${n}`
  if (!line.masterwork) return name
  return lang === 'fr' ? `${name} de maître` : masterworkEn(name, craftAs === 'ammo')
}
