// When each line last changed, by campaign revision (issue 27): a claim or use request made on a
// revision older than the change of the line it targets is refused, never merged. The fold keeps the
// objects of lines it did not touch, so most lines compare by identity; the others by content.
import type { Campaign, InventoryLine } from '../campaign/schema'

interface Stamp {
  line: InventoryLine
  /** The holder's key: a line moved to another holder has changed. */
  holder: string
  json: string
  revision: number
}

export class LineStamps {
  #stamps = new Map<string, Stamp>()

  /** Records the campaign as of `revision`; the first call stamps every line with it. */
  update(campaign: Campaign, revision: number): void {
    const next = new Map<string, Stamp>()
    const visit = (holder: string, lines: readonly InventoryLine[]) => {
      for (const line of lines) {
        const key = `${holder}/${line.id}`
        const old = this.#stamps.get(key)
        if (old && old.line === line) next.set(key, old)
        else {
          const json = JSON.stringify(line)
          next.set(key, {
            line,
            holder,
            json,
            revision: old && old.json === json ? old.revision : revision
          })
        }
      }
    }
    visit('stash', campaign.stash)
    for (const c of campaign.characters) visit(`character:${c.id}`, c.inventory)
    this.#stamps = next
  }

  /** The revision the line last changed at (`holder`: 'stash' or 'character:<id>'); undefined when it is gone. */
  changedAt(holder: string, lineId: string): number | undefined {
    return this.#stamps.get(`${holder}/${lineId}`)?.revision
  }
}
