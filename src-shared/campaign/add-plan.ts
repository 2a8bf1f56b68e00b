// The Ops that add an item to a holder the way a GM means it (issue 10): merged into an identical line,
// made for the bearer's size (weapons and armours on a character; Medium in the stash), and ammunition
// rounds put into the room of the bearer's containers before new containers are added.
import { holderLines, sameLineContent } from '@shared/campaign/apply-op'
import { planRounds, sizeForNewLine } from '@shared/campaign/lines'
import type { Holder, Op } from '@shared/campaign/ops'
import type { Campaign, InventoryLine, ItemRef } from '@shared/campaign/schema'
import { itemOf } from '@shared/campaign/items'
import type { Size } from '@shared/rules/types'
import { addLineOp, updateLineOp } from './op-builders'

export interface AddRequest {
  ref: ItemRef
  /** Units; ammunition with rounds: the containers the rounds need (ignored when `rounds` fill existing room). */
  quantity: number
  rounds?: number
  /** The size the GM chose; undefined: the bearer's for weapons and armours on a character, else the item's. */
  size?: Size
  /** Other fields of the new line (name, notes…). */
  extra?: Partial<Omit<InventoryLine, 'id' | 'ref' | 'quantity' | 'rounds' | 'size'>>
}

export interface AddPlan {
  ops: Op[]
  /** The line that received the most (for the preview: "joins …"), when it already exists. */
  into?: InventoryLine
  /** The size the new units are made for (absent: the item's own). */
  size?: Size
}

/** The Ops that add `req` to `to` in `campaign`. Empty when the holder does not exist or nothing would change. */
export function planAdd(campaign: Campaign, to: Holder, req: AddRequest): AddPlan {
  const lines = holderLines(campaign, to)
  const item = itemOf(req.ref, campaign.customItems, campaign.exportLanguage)
  if (!lines || !item) return { ops: [] }
  const bearer = to.type === 'character' ? campaign.characters.find((c) => c.id === to.id)?.size : undefined
  const size =
    req.size !== undefined
      ? req.size === (item.size ?? 'M') && item.size
        ? undefined
        : req.size
      : sizeForNewLine(item, bearer)
  const extra: Partial<InventoryLine> = { ...req.extra }
  if (size) extra.size = size
  const ops: Op[] = []
  let quantity = req.quantity
  let rounds = req.rounds
  let into: InventoryLine | undefined
  if (rounds !== undefined && item.capacity && Object.keys(req.extra ?? {}).length === 0) {
    const plan = planRounds(lines, req.ref, item.capacity, rounds)
    for (const f of plan.fill) {
      ops.push(updateLineOp(to, f.lineId, { rounds: f.rounds }))
      into ??= lines.find((l) => l.id === f.lineId)
    }
    rounds = plan.rest
    quantity = plan.containers
    if (quantity === 0) return { ops, ...(into ? { into } : {}) }
  }
  const line: Partial<InventoryLine> = { ...extra }
  if (rounds !== undefined) line.rounds = rounds
  const op = addLineOp(to, req.ref, quantity, line)
  ops.push(op)
  if (op.type === 'line/add') into ??= lines.find((l) => sameLineContent(l, op.line))
  const out: AddPlan = { ops }
  if (into) out.into = into
  if (size) out.size = size
  return out
}
