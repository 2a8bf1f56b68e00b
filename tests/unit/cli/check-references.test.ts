// Issue 26 item 3 through `npm run -s cli -- check`: the ten broken references, the custom item marked
// extradimensional while one of its lines sits in a bag, and a "__proto__" custom limit. Before the fix
// all twelve files passed `check` ("valid") and opened. Each is now refused where it is broken, at its line
// and column, with a sentence in English and French; the files are never written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseCampaignText } from '@shared/campaign/parse'
import { explainProblem } from '@shared/contract/explain'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { reasonsFr } from '@shared/i18n/reasons-fr'
import { run } from '../../../src-main/cli/check'
import { brokenCases, lineOf, validCampaign } from '../campaign/fixtures/broken-references'
import { runCli } from './run-cli'

let dir: string
const cases = brokenCases()
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'enc-refs-'))
  await writeFile(join(dir, 'valid.json'), `${JSON.stringify(validCampaign(), null, 2)}\n`)
  for (const c of cases) await writeFile(join(dir, c.name), c.text)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** `check` through its run(args, io) seam. */
async function check(...files: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const status = await run(files, {
    readStdin: () => Promise.resolve(''),
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t)
  })
  return { status, out, err }
}

describe('check refuses broken references where the file is read', () => {
  it('the valid campaign the twelve are made from passes', async () => {
    const res = await check(join(dir, 'valid.json'))
    expect(res.out).toMatch(/valid: "Broken references"/)
    expect(res.status).toBe(0)
  })

  for (const c of cases) {
    it(`${c.name}: refused at ${c.path}, located and translated`, async () => {
      const file = join(dir, c.name)
      const res = await check(file)
      expect(res.status, res.out).toBe(1)
      const line = lineOf(c.text, c.onLine)
      const column = c.text.split('\n')[line - 1]!.indexOf(c.onLine) + 1
      const printed = res.out.split('\n').filter((l) => l.includes(`: ${c.path}: `))
      expect(printed, res.out).toHaveLength(1)
      // at the value of the field (`"in": "l-nowhere"` → at `"l-nowhere"`)
      const at = column + c.onLine.indexOf(': ') + 2
      expect(printed[0]).toBe(`${file}:${line}:${at}: ${c.path}: ${printed[0]!.split(`${c.path}: `)[1]}`)
      expect(printed[0]).toMatch(c.en)
      // the app's sentence for the same problem, in both languages
      const parsed = parseCampaignText(c.text, c.name)
      expect(parsed.ok).toBe(false)
      const problem = !parsed.ok ? parsed.problems.find((p) => p.path === c.path) : undefined
      expect(problem?.reason).toBe(c.reason)
      expect(explainProblem(problem!, reasonsEn)).toMatch(c.en)
      expect(explainProblem(problem!, reasonsFr)).toMatch(c.fr)
      expect(await readFile(file, 'utf8')).toBe(c.text)
    })
  }

  it('the real CLI process refuses all twelve, one located line each, and says the valid one is valid', async () => {
    const files = cases.map((c) => join(dir, c.name))
    const res = await runCli(['check', join(dir, 'valid.json'), ...files])
    expect(res.status, res.stderr).toBe(1)
    expect(res.stdout).toMatch(/valid\.json: valid: "Broken references"/)
    for (const c of cases) {
      const line = lineOf(c.text, c.onLine)
      expect(res.stdout).toContain(`${join(dir, c.name)}:${line}:`)
      expect(res.stdout).toContain(`: ${c.path}: `)
    }
    expect(res.stdout).not.toMatch(/undefined|\[object/)
  }, 60_000)
})
