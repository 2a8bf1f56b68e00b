// `npm run -s cli -- summary …` on real files (through the CLI's main in this process, one case in a real
// child process): every format written whole, every error exits 1 with a clear message and leaves the
// folder exactly as it was.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCatalogEntry } from '@shared/catalog'
import { renderExport } from '@shared/export/index'
import { pdfInfo, pdfText } from './poppler'
import { specialCampaign, TRICKY } from './special-campaign'
import { runCli } from '../cli/run-cli'

const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(['summary', ...args], { env })
/** The same in a real child process (node + tsx). */
const cliProcess = (args: string[]) => runCli(['summary', ...args], { process: true })

let dir: string
let campaignFile: string
const campaign = specialCampaign()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-cli-'))
  campaignFile = join(dir, 'campagne "brisée".json')
  await writeFile(campaignFile, JSON.stringify(campaign, null, 2))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('summary CLI', () => {
  it('writes Markdown and CSV identical to the renderers, by name or by id', async () => {
    const md = join(dir, 'zoe.md')
    const csv = join(dir, 'ledger.csv')
    const [a, b] = await Promise.all([
      cli([campaignFile, '--character', 'ZOË "LAME-VIVE" O\'HARA, L\'ÉCLAIR ⚡', '--format', 'md', '--out', md]),
      cli([campaignFile, '--format', 'csv', '--out', csv])
    ])
    expect(a).toMatchObject({ status: 0, stderr: '' })
    expect(a.stdout).toMatch(/^wrote .*zoe\.md \(/)
    expect(b).toMatchObject({ status: 0, stderr: '' })
    expect(await readFile(md, 'utf8')).toBe(
      renderExport(campaign, { format: 'md', character: 'zoe' }, getCatalogEntry).text
    )
    expect(await readFile(csv, 'utf8')).toBe(renderExport(campaign, { format: 'csv' }, getCatalogEntry).text)
  })

  it('finds a character by the start of a name (case and accents ignored); an ambiguous start lists the candidates', async () => {
    const ghost = campaign.characters[1]!
    const party = {
      ...campaign,
      characters: [
        ...campaign.characters,
        { ...ghost, id: 'borin', name: 'Borin Ironfist' },
        { ...ghost, id: 'borwyn', name: 'Borwyn Stonehand' },
        { ...ghost, id: 'eloise', name: 'Éloïse de Brèche' }
      ]
    }
    const file = join(dir, 'party.json')
    await writeFile(file, JSON.stringify(party))
    const [borin, eloise] = [join(dir, 'borin.md'), join(dir, 'eloise.md')]
    const real = await cli([file, '--character', 'Borin', '--format', 'md', '--out', borin])
    expect(real).toMatchObject({ status: 0, stderr: '' })
    expect(await readFile(borin, 'utf8')).toBe(
      renderExport(party, { format: 'md', character: 'borin' }, getCatalogEntry).text
    )
    expect(await readFile(borin, 'utf8')).toContain('Borin Ironfist')
    expect(await cli([file, '--character', '  ELOISE DE BRE ', '--format', 'md', '--out', eloise])).toMatchObject({
      status: 0,
      stderr: ''
    })
    expect(await readFile(eloise, 'utf8')).toBe(
      renderExport(party, { format: 'md', character: 'eloise' }, getCatalogEntry).text
    )

    const before = (await readdir(dir)).sort()
    const ambiguous = await cli([file, '--character', 'bor', '--format', 'md', '--out', join(dir, 'bor.md')])
    expect(ambiguous.status).toBe(1)
    expect(ambiguous.stdout).toBe('')
    expect(ambiguous.stderr).toBe(
      "summary: several characters' names start with 'bor': Borin Ironfist (borin), Borwyn Stonehand (borwyn); give more of the name, or the id\n"
    )
    const none = await cli([file, '--character', 'Borinx', '--format', 'md', '--out', join(dir, 'bor.md')])
    expect(none.status).toBe(1)
    expect(none.stderr).toMatch(/no character 'Borinx'.*Borin Ironfist \(borin\)/)
    expect((await readdir(dir)).sort()).toEqual(before)
  })

  it('writes the party sheet as HTML and as a Letter PDF', async () => {
    const html = join(dir, 'party.html')
    const pdf = join(dir, 'party.pdf')
    const [a, b] = await Promise.all([
      cli([campaignFile, '--out', html]), // the format from the extension
      cli([campaignFile, '--format', 'pdf', '--paper', 'letter', '--out', pdf])
    ])
    expect(a.status).toBe(0)
    expect(b.status).toBe(0)
    const page = await readFile(html, 'utf8')
    expect(page).toMatch(/^<!DOCTYPE html>/)
    expect(page).toContain('@page { size: A4;')
    const info = await pdfInfo(pdf)
    expect(info).toMatchObject({ pages: 2 }) // the loads, then the wealth (issue 28)
    expect(Math.round(info.width)).toBe(612)
    expect((await pdfText(pdf)).replace(/\s+/g, '')).toContain(TRICKY.ghost.replace(/\s+/g, ''))
  })

  it('fails with exit 1, a clear message and nothing written', async () => {
    const existing = join(dir, 'keep.md')
    await writeFile(existing, 'previous export\n')
    const before = (await readdir(dir)).sort()
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{\n  "schemaVersion": 2,\n  "name": "x",\n  "language": "de"\n}\n')
    const after = (await readdir(dir)).sort()
    const cases: [string[], RegExp, NodeJS.ProcessEnv?][] = [
      [[join(dir, 'missing.json'), '--format', 'md', '--out', existing], /missing\.json: no such file/],
      [
        [bad, '--format', 'md', '--out', existing],
        /bad\.json is not a valid campaign:\n[\s\S]*bad\.json:4:15: language: must be one of/
      ],
      [
        [campaignFile, '--character', 'Nobody', '--format', 'md', '--out', existing],
        /no character 'Nobody'.*characters: .*\(zoe\)/
      ],
      [[campaignFile, '--format', 'docx', '--out', existing], /unknown --format 'docx'/],
      [[campaignFile, '--paper', 'a3', '--out', existing], /unknown --paper 'a3'/],
      [[campaignFile, '--colour', 'red', '--out', existing], /Unknown option '--colour'\n/],
      [[campaignFile, '--format', 'md'], /missing --out/],
      [['--format', 'md', '--out', existing], /missing the campaign file/],
      [[campaignFile, '--format', 'md', '--out', campaignFile], /refusing to write the export over the campaign file/],
      [
        [campaignFile, '--format', 'md', '--out', join(dir, 'no-such-folder', 'x.md')],
        /folder .*no-such-folder does not exist/
      ],
      [[campaignFile, '--format', 'md', '--out', dir], /it is a folder/],
      // Chromium missing: the PDF cannot be printed, the previous file stays.
      [
        [campaignFile, '--format', 'pdf', '--out', existing],
        /cannot start Chromium at \/nonexistent\/chromium/,
        { CHROMIUM_PATH: '/nonexistent/chromium' }
      ]
    ]
    // The real process for one case (exit status through node), in this process for the rest.
    const real = await cliProcess(cases[0]![0])
    expect(real.status).toBe(1)
    expect(real.stderr).toMatch(cases[0]![1])
    for (const [args, message, env] of cases) {
      const outcome = await cli(args, env)
      expect(outcome.status, args.join(' ')).toBe(1)
      expect(outcome.stdout, args.join(' ')).toBe('')
      expect(outcome.stderr, args.join(' ')).toMatch(/^summary: /)
      expect(outcome.stderr, args.join(' ')).toMatch(message)
    }
    expect(await readFile(existing, 'utf8')).toBe('previous export\n')
    expect(await readFile(campaignFile, 'utf8')).toBe(JSON.stringify(campaign, null, 2))
    expect((await readdir(dir)).sort()).toEqual(after)
    expect(after).toEqual([...before, 'bad.json'].sort())
  })
})
