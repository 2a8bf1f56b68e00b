// Loot-split screen benchmark, in Chromium against the real browser host on real campaign files: a
// party of 8 and hoards of 50, 300 and 1,000 stash lines (coins included). Prints, per hoard:
// - "Propose a split" → preview painted (optimizer in its worker, moves replayed as the what-if,
//   cards re-evaluated by the engine worker, panel rendered);
// - an edited recipient → cards and reasons updated and painted (median and p95 of 20 edits);
// - the longest main-thread task seen meanwhile (what a GM would feel as a freeze).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'electron-vite'
import { chromium, type Page } from 'playwright-core'
import { catalog } from '@shared/catalog'
import { CHROMIUM_ARGS, chromiumPath } from '../../src-main/export/chromium-path'
import { startHost, PROJECT_ROOT } from '../../src-main/web/host'
import { sized, type BenchOptions } from './areas'

const OPTIONS = { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} }

/** Carried things of every kind but coins and creatures, and no vehicles (nobody carries a cart). */
const LOOT = catalog.filter((e) => e.type !== 'coins' && e.type !== 'creature' && e.level < 7)

function party() {
  const kit = ['dagger', 'ration', 'waterskin', 'torch', 'bedroll']
  return Array.from({ length: 8 }, (_, c) => ({
    id: `c${c}`,
    name: `Hero ${c + 1}`,
    player: '',
    strength: 9 + ((c * 5) % 10),
    size: c % 4 === 3 ? 'P' : 'M',
    notes: '',
    wornArmor: c % 3 === 0 ? { name: 'Chainmail', category: 'medium' } : null,
    inventory: kit.map((ref, i) => ({
      id: `c${c}-${i}`,
      ref: { source: 'catalog', id: ref },
      quantity: 1 + ((c + i) % 3)
    }))
  }))
}

/** `lines` stash lines: four coin lines (100,000 coins in all) and catalog items, 1–3 of each. */
function hoard(lines: number) {
  const coins = [
    ['coin-cp', 40_000],
    ['coin-sp', 30_000],
    ['coin-gp', 25_000],
    ['coin-pp', 5_000]
  ] as const
  const stash: { id: string; ref: { source: string; id: string }; quantity: number }[] = coins.map(([ref, q], i) => ({
    id: `s-coin-${i}`,
    ref: { source: 'catalog', id: ref },
    quantity: q
  }))
  for (let i = 0; stash.length < lines; i++) {
    stash.push({ id: `s-${i}`, ref: { source: 'catalog', id: LOOT[(i * 7) % LOOT.length]!.id }, quantity: 1 + (i % 3) })
  }
  return {
    schemaVersion: 2,
    name: 'Bench',
    language: 'en',
    options: OPTIONS,
    characters: party(),
    stash,
    customItems: [],
    ledger: []
  }
}

async function withHost<T>(doc: object, fn: (url: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-bench-split-'))
  const file = join(dir, 'campaign.json')
  await writeFile(file, JSON.stringify(doc))
  const host = await startHost({
    rendererDir: join(PROJECT_ROOT, 'out', 'renderer'),
    campaignPath: file,
    userDataDir: join(dir, 'user')
  })
  try {
    return await fn(host.url)
  } finally {
    await host.close()
    await rm(dir, { recursive: true, force: true })
  }
}

/** Long tasks (> 50 ms) on the page's main thread, recorded from now on. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] }
    w.__long = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration)
    }).observe({ type: 'longtask', buffered: false })
  })
}

/** Clicks "Propose a split" and resolves with the time until the preview's reasons and every card are painted. */
function timedSplit(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const dialog = document.querySelector('dialog[open]')!
        const button = [...dialog.querySelectorAll('button')].find((b) => b.type === 'submit')!
        const timer = setTimeout(() => reject(new Error('no preview after 60 s')), 60_000)
        const t0 = performance.now()
        // (no named helpers in here: the bundler would wrap them in a function the page does not have)
        const observer = new MutationObserver(() => {
          const panel = document.querySelector('[data-split-preview]')
          const cards = [...document.querySelectorAll<HTMLElement>('article[data-character]')]
          const done =
            panel !== null &&
            panel.querySelector('[data-row] .why') !== null &&
            !panel.querySelector('.status')?.textContent &&
            cards.every((c) => c.dataset.tier)
          if (!done) return
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
        button.click()
      })
  )
}

/** Gives a line to another participant (the first of `to` who does not have it) and resolves with the
 * time until the panel's review is in and painted. */
function timedEdit(page: Page, to: readonly string[]): Promise<number> {
  return page.evaluate(
    (to) =>
      new Promise<number>((resolve, reject) => {
        const panel = document.querySelector('[data-split-preview]')!
        const select = panel.querySelector<HTMLSelectElement>(
          '[data-loot]:not([data-loot^="s-coin"]) [data-row] select'
        )!
        const status = panel.querySelector('.status')!
        const timer = setTimeout(() => reject(new Error('no review after 30 s')), 30_000)
        let seen = false
        const observer = new MutationObserver(() => {
          if (status.textContent) seen = true
          if (!seen || status.textContent) return
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
        })
        observer.observe(status, { childList: true, characterData: true, subtree: true })
        const t0 = performance.now()
        select.value = to.find((id) => id !== select.value)!
        select.dispatchEvent(new Event('change', { bubbles: true }))
      }),
    to
  )
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
const ms = (v: number) => `${v.toFixed(0)} ms`

export async function run(options?: BenchOptions): Promise<void> {
  const hoards = sized(options, [50, 300, 1000], [20])
  const edits = sized(options, 20, 2)
  const warm = sized(options, 2, 1)
  if (!options?.built) await build({ logLevel: 'warn' })
  const browser =
    options?.browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] }))
  try {
    for (const lines of hoards) {
      await withHost(hoard(lines), async (url) => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'en-US' })
        await page.goto(url)
        await page.waitForSelector('article[data-character="c7"][data-tier]:not([data-tier=""])')
        await page.getByRole('button', { name: 'Split loot' }).click()
        await page.getByRole('dialog', { name: 'Split the loot' }).waitFor()
        await watchLongTasks(page)
        const split = await timedSplit(page)
        // the panel's figures line (moves, claims, spread), not the one a coin consolidation adds
        const figures = await page.locator('[data-split-preview] .figures:not([data-consolidated])').innerText()
        const moves = Number(figures.match(/(\d+) moves?/)?.[1] ?? NaN)
        if (!Number.isInteger(moves)) throw new Error(`no move count in the preview's figures: ${figures}`)
        const times: number[] = []
        for (let i = 0; i < edits + warm; i++) {
          const t = await timedEdit(page, i % 2 === 0 ? ['c1', 'c2'] : ['c2', 'c1'])
          if (i >= warm) times.push(t) // warm-up
        }
        times.sort((a, b) => a - b)
        const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long)
        console.log(
          `8 characters × ${String(lines).padStart(4)} stash lines (${String(moves).padStart(3)} moves): split → preview painted ${ms(split).padStart(6)}; ` +
            `edit → painted median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}; longest main-thread task ${long.length ? ms(Math.max(...long)) : 'none over 50 ms'}`
        )
        await page.close()
      })
    }
  } finally {
    if (!options?.browser) await browser.close()
  }
}
