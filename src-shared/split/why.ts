// Why each line of a split goes where it goes: a code and its parameters (for the UI to translate)
// plus an English sentence. The assignment's sentence reads "Borin: chainmail — only Borin stays at
// medium load"; a left line's "left in stash: tower shield — nobody can carry another level-5 armour
// without going over".
import { SIZE_NAMES } from '../rules/tables'
import type { GroupFamily, Size, Tier } from '../rules/types'

interface Moved {
  /** Participant's name and the line's name (with the quantity when more than one). */
  character: string
  item: string
  quantity: number
}
interface Stays {
  item: string
  quantity: number
}
interface GroupInfo {
  family: GroupFamily
  level: number
  /** The group's label as the engine gives it. */
  group: string
  /** `kind` family: the kind as written. */
  kind?: string
}

export interface WhyParams {
  /** The participant claimed the line. */
  claimed: Moved
  /** Claimed for the party fund: stays in the stash as the fund's. */
  'fund-claimed': Moved
  /** Coins making up the fund's equal share of the value. */
  'fund-share': Moved & { shareGp: number }
  /** Nobody else could take it without going over. */
  'only-bearer': Moved & { tier: Tier }
  /** Nobody else could take it without their load getting worse. */
  'only-stays': Moved & { tier: Tier }
  /** It made the bearer's load worse, which the best split cannot avoid. */
  raises: Moved & { from: Tier; to: Tier }
  /** Made for the bearer's size. */
  'made-for-size': Moved & { size: Size; tier: Tier }
  /** Coins placed to even out the shares' value. */
  'balances-value': Moved & { tier: Tier }
  /** Puts the bearer over the limit (only in a split the GM edited). */
  overloads: Moved
  /** Into the participant's extradimensional container: counts in the share, not in the load. */
  'into-container': Moved & { container: string }
  /** Into the container past its free units or the largest level it takes (only in a split the GM edited). */
  'past-container': Moved & { container: string; past: 'capacity' | 'level' }
  /** Fits within the bearer's load (others could have taken it too). */
  fits: Moved & { tier: Tier }
  /** Never counts toward a load (flagged unlimited). */
  unlimited: Moved
  /** Nobody can carry even one (level 7, or a limit of 0 for every bearer). */
  'too-heavy': Stays & GroupInfo
  /** Everyone's room in that group is used up. */
  'no-room': Stays & GroupInfo
  /** A bag that goes with what it holds (counted as carried): nobody can take the lot without going over or leaving more. */
  'holds-too-much': Stays
  /** No participant can take anything (everyone is over already, or a fund). */
  'no-bearer': Stays
  /** Left although these bearers have room for one more (only in a split the GM edited). */
  kept: Stays & { room: string[] }
}
export type WhyCode = keyof WhyParams
export type Why = { [C in WhyCode]: { code: C; params: WhyParams[C]; text: string } }[WhyCode]

const TIER_EN: Record<Tier, string> = {
  light: 'light load',
  medium: 'medium load',
  heavy: 'heavy load',
  over: 'over the limit'
}

/** 12345.678 → "12,345.68" (toLocaleString is slow, and a split renders thousands of these). */
function grouped(n: number): string {
  const [int, frac] = (Math.round(n * 100) / 100).toString().split('.')
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`
}

function itemText(p: { item: string; quantity: number }): string {
  return p.quantity === 1 ? p.item : `${p.item} ×${grouped(p.quantity)}`
}

function gp(n: number): string {
  return `${grouped(n)} gp`
}

function another(g: GroupInfo): string {
  switch (g.family) {
    case 'weapon':
      return `another level-${g.level} weapon`
    case 'armor':
      return `another level-${g.level} armour`
    case 'coins':
      return 'another coin'
    case 'ammo':
      return 'another ammunition container'
    case 'rounds':
      return `another one of the ${g.group}`
    case 'creature':
      return `another level-${g.level} creature`
    case 'kind':
      return `another ${g.kind ?? g.group} (level ${g.level})`
  }
}

function listEn(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The English sentence for a reason. */
export function renderWhy<C extends WhyCode>(code: C, params: WhyParams[C]): string {
  const p = params as WhyParams[WhyCode]
  const head = 'character' in p ? `${p.character}: ${itemText(p)} — ` : `left in stash: ${itemText(p)} — `
  const q = params as never
  switch (code) {
    case 'claimed':
      return `${head}${(q as Moved).character} claimed it`
    case 'fund-claimed':
      return `${head}kept in the party fund, as claimed`
    case 'fund-share':
      return `${head}the fund's equal share of the value (${gp((q as WhyParams['fund-share']).shareGp)})`
    case 'only-bearer':
      return `${head}nobody else can carry it without going over`
    case 'only-stays':
      return `${head}only ${(q as Moved).character} stays at ${TIER_EN[(q as WhyParams['only-stays']).tier]} with it`
    case 'raises': {
      const r = q as WhyParams['raises']
      return `${head}takes ${r.character} from ${TIER_EN[r.from]} to ${TIER_EN[r.to]}; no split keeps the party lighter`
    }
    case 'made-for-size':
      return `${head}made for a ${SIZE_NAMES[(q as WhyParams['made-for-size']).size].en} bearer`
    case 'balances-value':
      return `${head}evens out the value of the shares`
    case 'fits':
      return `${head}fits within ${(q as Moved).character}'s ${TIER_EN[(q as WhyParams['fits']).tier]}`
    case 'into-container':
      return `${head}into ${(q as Moved).character}'s ${(q as WhyParams['into-container']).container}, which adds nothing to the load`
    case 'past-container': {
      const c = q as WhyParams['past-container']
      return `${head}into ${c.character}'s ${c.container}, past its ${c.past === 'capacity' ? 'capacity' : 'largest level'}`
    }
    case 'overloads':
      return `${head}puts ${(q as Moved).character} over the limit: ${(q as Moved).character} cannot move`
    case 'unlimited':
      return `${head}never counts toward a load`
    case 'too-heavy':
      return `${head}nobody can carry even one without going over`
    case 'no-room':
      return `${head}nobody can carry ${another(q as GroupInfo)} without going over`
    case 'holds-too-much':
      return `${head}with what it holds, nobody can carry it without going over or leaving more behind`
    case 'no-bearer':
      return `${head}no participant can take anything (all are over already, or funds)`
    case 'kept':
      return `${head}kept in the stash, though ${listEn((q as WhyParams['kept']).room)} could carry more`
  }
  return head
}

export function why<C extends WhyCode>(code: C, params: WhyParams[C]): Why {
  return { code, params, text: renderWhy(code, params) } as Why
}
