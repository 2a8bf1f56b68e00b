// Child of the two-writers test: opens the campaign with the real store, says "open <readOnly reason>",
// waits for "go" on stdin, adds its own line, saves, prints what the save gave, closes and exits.
import { createInterface } from 'node:readline'
import { CampaignStore } from '../../../src-main/store/campaign-store'

const [file, tag] = [process.argv[2]!, process.argv[3]!]
const store = await CampaignStore.open(file, { debounceMs: 10_000 })
const why = store.readOnlyReason
process.stdout.write(`open ${JSON.stringify(why ?? null)}\n`)
const lines = createInterface({ input: process.stdin })
for await (const line of lines) if (line === 'go') break
let result: string
try {
  store.apply({
    type: 'line/add',
    to: { type: 'stash' },
    line: { id: `line-${tag}`, ref: { source: 'catalog', id: 'torch' }, quantity: 1 },
    ledgerId: `g-${tag}`,
    at: '2024-06-01T19:00:00Z'
  })
  result = await store.flush()
} catch (e) {
  result = `refused ${(e as Error).name}`
}
process.stdout.write(`result ${result}\n`)
await store.close()
process.exit(0)
