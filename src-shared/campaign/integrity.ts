// Cross-field rules of a campaign that a per-field schema cannot express: unique ids (line ids are
// unique across every holder, so a line can be found by id) and custom refs that name a custom item.
import type { ReasonParams } from '../contract/reasons'
import { formatPath } from './json-locate'
import type { Campaign, InventoryLine } from './schema'

export interface IntegrityProblem {
  path: Array<string | number>
  message: string
  reason: 'duplicate-id' | 'unknown-custom-item'
  params: ReasonParams
}

export function integrityProblems(campaign: Campaign): IntegrityProblem[] {
  const problems: IntegrityProblem[] = []
  const customIds = new Map<string, number>()
  campaign.customItems.forEach((item, i) => {
    const first = customIds.get(item.id)
    if (first !== undefined)
      problems.push({
        path: ['customItems', i, 'id'],
        message: `duplicate custom item id '${item.id}' (also customItems[${first}])`,
        reason: 'duplicate-id',
        params: { id: item.id, other: `customItems[${first}]` }
      })
    else customIds.set(item.id, i)
  })
  const charIds = new Map<string, number>()
  campaign.characters.forEach((c, i) => {
    const first = charIds.get(c.id)
    if (first !== undefined)
      problems.push({
        path: ['characters', i, 'id'],
        message: `duplicate character id '${c.id}' (also characters[${first}])`,
        reason: 'duplicate-id',
        params: { id: c.id, other: `characters[${first}]` }
      })
    else charIds.set(c.id, i)
    if (c.wornArmor?.ref?.source === 'custom' && !customIds.has(c.wornArmor.ref.id)) {
      problems.push({
        path: ['characters', i, 'wornArmor', 'ref', 'id'],
        message: `no custom item has the id '${c.wornArmor.ref.id}'`,
        reason: 'unknown-custom-item',
        params: { id: c.wornArmor.ref.id }
      })
    }
  })
  const lineIds = new Map<string, string>()
  const checkLines = (lines: readonly InventoryLine[], base: Array<string | number>) => {
    lines.forEach((line, i) => {
      const where = formatPath([...base, i])
      const first = lineIds.get(line.id)
      if (first !== undefined)
        problems.push({
          path: [...base, i, 'id'],
          message: `duplicate line id '${line.id}' (also ${first})`,
          reason: 'duplicate-id',
          params: { id: line.id, other: first }
        })
      else lineIds.set(line.id, where)
      if (line.ref.source === 'custom' && !customIds.has(line.ref.id)) {
        problems.push({
          path: [...base, i, 'ref', 'id'],
          message: `no custom item has the id '${line.ref.id}'`,
          reason: 'unknown-custom-item',
          params: { id: line.ref.id }
        })
      }
    })
  }
  // in the file's order: characters come before the stash
  campaign.characters.forEach((c, i) => checkLines(c.inventory, ['characters', i, 'inventory']))
  checkLines(campaign.stash, ['stash'])
  return problems
}
