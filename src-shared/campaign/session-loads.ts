// What a play session records of the party's loads when it opens and when it closes (RULES.md §15: "each
// character's load before and after"): every character's and other bearer's tier, by id, as the engine gives
// it for the campaign at that moment. Computed by the fold (session/open, session/close), so the record is
// the same wherever the op is applied; the report reads it back instead of replaying the ledger.
import { getCatalogEntry } from '../catalog'
import { evaluate } from '../rules/evaluate'
import type { Campaign, SessionLoads } from './schema'
import { characterToEvaluateInput } from './to-engine'

/** Each character's and bearer's load tier now; one whose lines the engine cannot read is left out. */
export function loadsNow(campaign: Campaign): SessionLoads {
  const loads: SessionLoads = {}
  for (const c of campaign.characters) {
    // a file cannot hold "__proto__" as a key (schema.ts namedRecord)
    if (c.id === '__proto__') continue
    try {
      loads[c.id] = evaluate(characterToEvaluateInput(campaign, c, getCatalogEntry)).load
    } catch {
      // an unknown item or an input the engine refuses: no tier to record, the rest still are
    }
  }
  return loads
}
