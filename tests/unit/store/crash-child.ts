// Child process of the crash test: opens the campaign file with the real store and saves the next
// steps in a loop, printing "saved k" after each completed save, until it is killed.
import { CampaignStore } from '../../../src-main/store/campaign-store'
import { revisionOf, stepOps } from './crash-steps'

const store = await CampaignStore.open(process.argv[2]!, { debounceMs: 10_000 })
let k = revisionOf(store.campaign)
process.stdout.write(`ready ${k}\n`)
for (;;) {
  k++
  store.applyBatch(stepOps(k, store.campaign), `step ${k}`)
  const result = await store.flush()
  if (result !== 'saved') throw new Error(`save ${k}: ${result}`)
  process.stdout.write(`saved ${k}\n`)
}
