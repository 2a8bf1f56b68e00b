// Issue 26 item 2: Save As never drops an edit that arrives while it writes. The red team's script on
// the real store and a real 2.4 MB campaign file: Save As, then an edit 0–190 ms later, 20 rounds. The
// edit must be in the new file once the store closes (before: 6 of 20 rounds lost it, the store
// having marked as saved the revision applied during the write's awaits).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign/schema'
import { serializeCampaign } from '../../../src-main/store/campaign-file'
import { CampaignStore } from '../../../src-main/store/campaign-store'
import { bigCampaign } from '../export/big-campaign'

let dir: string
let text: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-saveas-race-'))
  text = serializeCampaign(bigCampaign(80, 90))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('save as while the GM edits', () => {
  it('an edit 0–190 ms after Save As is in the new file (20 rounds, 2.4 MB)', async () => {
    expect(Buffer.byteLength(text)).toBeGreaterThan(2_300_000)
    const lost: number[] = []
    for (let round = 0; round < 20; round++) {
      const from = join(dir, `round-${round}.json`)
      const to = join(dir, `round-${round}-copy.json`)
      await writeFile(from, text)
      const store = await CampaignStore.open(from)
      const saving = store.saveAs(to)
      const name = `edit ${round}`
      await new Promise((r) => setTimeout(r, round * 10))
      store.apply({ type: 'campaign/rename', name })
      await saving
      await store.close()
      const saved = JSON.parse(await readFile(to, 'utf8')) as Campaign
      if (saved.name !== name) lost.push(round)
      expect((await stat(to)).size).toBeGreaterThan(2_300_000)
    }
    expect(lost, `rounds whose edit is in neither file: ${lost.join(', ')}`).toEqual([])
  }, 120_000)
})
