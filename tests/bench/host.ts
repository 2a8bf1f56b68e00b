// Browser host figures: a change's round trip over HTTP (validate, apply, answer), the first load
// of a large campaign, and the validation of a large batch — on real files through the real server.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'node:http'
import { newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import { serializeCampaign } from '../../src-main/store'
import { startHost } from '../../src-main/web/host'
import { sized, type BenchOptions } from './areas'
import { percentile } from './timing'

const AT = '2025-01-01T00:00:00.000Z'

function bigCampaign(characters: number, lines: number, ledger: number): Campaign {
  const base = newCampaign('Bench', 'en')
  return {
    ...base,
    characters: Array.from({ length: characters }, (_, c) => ({
      id: `c${c}`,
      name: `Hero ${c}`,
      player: `Player ${c}`,
      strength: 10 + c,
      size: 'M' as const,
      wornArmor: null,
      notes: '',
      inventory: Array.from({ length: lines }, (_, l) => ({
        id: `c${c}-l${l}`,
        ref: { source: 'catalog' as const, id: ['dagger', 'potion', 'torch', 'rope-hemp'][l % 4]! },
        quantity: 1 + (l % 5),
        notes: `line ${l} of hero ${c}`
      }))
    })),
    ledger: Array.from({ length: ledger }, (_, i) => ({
      id: `g${i}`,
      at: AT,
      item: 'Dagger',
      ref: { source: 'catalog' as const, id: 'dagger' },
      quantity: 1,
      from: { type: 'stash' as const },
      to: { type: 'character' as const, id: `c${i % characters}` },
      note: `handed out during session ${i % 40}`
    }))
  }
}

function post(
  origin: string,
  token: string,
  channel: string,
  body: unknown
): Promise<{ status: number; bytes: number }> {
  const data = JSON.stringify(body)
  const url = new URL(`${origin}/api/${channel}`)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(data)
        }
      },
      (res) => {
        let bytes = 0
        res.on('data', (c: Buffer) => {
          bytes += c.length
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

export async function run(options?: BenchOptions): Promise<void> {
  const [characters, lines, ledger] = sized(options, [8, 300, 20_000], [2, 20, 50])
  const calls = sized(options, 300, 10)
  const batchOps = sized(options, 2000, 20)
  const count = (v: number) => v.toLocaleString('en-US')
  const dir = await mkdtemp(join(tmpdir(), 'enc-bench-host-'))
  try {
    const file = join(dir, 'campaign.json')
    await writeFile(file, serializeCampaign(bigCampaign(characters, lines, ledger)))
    const size = (await stat(file)).size
    await mkdir(join(dir, 'renderer'))
    await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html>')
    let t = performance.now()
    const host = await startHost({ campaignPath: file, rendererDir: join(dir, 'renderer'), userDataDir: dir })
    const openMs = performance.now() - t
    try {
      t = performance.now()
      const get = await post(host.apiOrigin, host.token, 'campaign/get', {})
      const getMs = performance.now() - t
      if (get.status !== 200) throw new Error(`campaign/get → ${get.status}`)
      console.log(
        `campaign of ${(size / 1e6).toFixed(1)} MB (${characters} × ${lines} lines, ${count(ledger)} ledger entries): opened in ${openMs.toFixed(0)} ms; campaign/get over HTTP ${getMs.toFixed(0)} ms (${(get.bytes / 1e6).toFixed(1)} MB)`
      )

      const times: number[] = []
      for (let i = 0; i < calls; i++) {
        const start = performance.now()
        const res = await post(host.apiOrigin, host.token, 'line/update', {
          holder: { type: 'character', id: `c${i % characters}` },
          lineId: `c${i % characters}-l${i % lines}`,
          patch: { quantity: 1 + (i % 7) },
          // a change of quantity is written to the ledger (issue 10), so it carries the entry's id and time
          ledgerId: `bench-q${i}`,
          at: new Date().toISOString()
        })
        if (res.status !== 200) throw new Error(`line/update → ${res.status}`)
        times.push(performance.now() - start)
      }
      times.sort((a, b) => a - b)
      console.log(
        `line/update round trip over HTTP (${calls} calls, same campaign): p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`
      )

      const ops = Array.from({ length: batchOps }, (_, i) => ({
        type: 'line/update',
        holder: { type: 'character', id: `c${i % characters}` },
        lineId: `c${i % characters}-l${i % lines}`,
        patch: { notes: `batch ${i}` }
      }))
      t = performance.now()
      const batch = await post(host.apiOrigin, host.token, 'batch/apply', { label: 'bench', ops })
      if (batch.status !== 200) throw new Error(`batch/apply → ${batch.status}`)
      console.log(
        `batch/apply of ${count(batchOps)} ops over HTTP: ${(performance.now() - t).toFixed(0)} ms (status ${batch.status})`
      )

      t = performance.now()
      await host.session.store.flush()
      console.log(`save (flush) of that campaign: ${(performance.now() - t).toFixed(0)} ms`)
    } finally {
      await host.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
