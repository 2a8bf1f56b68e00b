import { SCHEMA_VERSION } from '@shared/campaign/version'
import { describe, expect, it } from 'vitest'
import { findSyntaxError, formatPath, JsonLocator, parsePath } from '@shared/campaign/json-locate'
import { formatProblem, MAX_PROBLEMS, parseCampaignText } from '@shared/campaign/parse'
import { reasonsEn } from '@shared/i18n/reasons-en'
import { fullCampaign } from './fixtures/full-campaign'

const text = (o: unknown) => JSON.stringify(o, null, 2)
/** 1-based line and column of the n-th occurrence of `needle` in `t`. */
function where(t: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1
  for (let i = 0; i <= nth; i++) at = t.indexOf(needle, at + 1)
  expect(at).toBeGreaterThanOrEqual(0)
  const before = t.slice(0, at).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}
function problems(t: string, file = 'party.json') {
  const r = parseCampaignText(t, file)
  if (r.ok) throw new Error('expected problems')
  return r.problems
}

describe('formatPath', () => {
  it('writes JS-like paths and quotes odd keys', () => {
    expect(formatPath(['characters', 2, 'inventory', 0, 'quantity'])).toBe('characters[2].inventory[0].quantity')
    expect(formatPath(['options', 'customLimits', 'long sword'])).toBe('options.customLimits["long sword"]')
    expect(formatPath([])).toBe('')
  })

  it('parsePath reads back what formatPath writes, and the unquoted form of odd keys', () => {
    for (const path of [
      ['characters', 2, 'inventory', 0, 'quantity'],
      ['options', 'customLimits', 'long sword'],
      ['a', 'x.y[1]', 3],
      []
    ]) {
      expect(parsePath(formatPath(path))).toEqual(path)
    }
    expect(parsePath('options.customLimits.long sword')).toEqual(['options', 'customLimits', 'long sword'])
  })
})

describe('parseCampaignText', () => {
  it('accepts a valid current file as is', () => {
    const c = fullCampaign()
    expect(parseCampaignText(text(c), 'x.json')).toEqual({ ok: true, campaign: c })
  })

  it('tolerates a UTF-8 byte order mark and counts columns without it', () => {
    const c = fullCampaign()
    expect(parseCampaignText(`\uFEFF${text(c)}`, 'x.json')).toEqual({ ok: true, campaign: c })
    const [p] = problems('\uFEFF{"schemaVersion": 2,,}')
    expect(p).toMatchObject({ line: 1, column: 21 })
  })

  it('locates JSON syntax errors by line and column', () => {
    const t = '{\n  "schemaVersion": 2,\n  "name": "x" "language": "en"\n}'
    const [p] = problems(t)
    expect(p).toMatchObject({ file: 'party.json', line: 3, column: 15, path: null })
    expect(p!.message).toMatch(/not valid JSON: expected ',' between values/)
    expect(formatProblem(p!)).toBe("party.json:3:15: not valid JSON: expected ',' between values")
  })

  it('says a truncated file looks truncated', () => {
    const full = text(fullCampaign())
    const [p] = problems(full.slice(0, Math.floor(full.length / 2)))
    expect(p!.message).toMatch(/unexpected end of file.*truncated/)
    expect(p!.line).toBeGreaterThan(10)
  })

  it('says a syntax error in the log as the English UI text says it', () => {
    const full = text(fullCampaign())
    for (const t of [full.slice(0, full.length / 2), '{"a": 1,}', '{"a": 1} x', '{"a": "\t"}', '// c\n{}']) {
      const [p] = problems(t)
      expect(p!.reason).toBe('json-syntax')
      expect(p!.message).toBe(reasonsEn.problem['json-syntax'](p!.params ?? {}))
    }
  })

  it('refuses comments and trailing commas with a location', () => {
    expect(problems('{ // hi\n}')[0]).toMatchObject({
      line: 1,
      column: 3,
      message: expect.stringMatching(/comments are not allowed/)
    })
    expect(problems('{"a": [1, 2,]}')[0]).toMatchObject({
      line: 1,
      column: 13,
      message: expect.stringMatching(/trailing commas/)
    })
  })

  it.each([
    ['', /the file is empty/],
    ['  \n\t ', /only blank space/],
    ['null', /contains `null` instead of a campaign/],
    ['[]', /contains a list of 0 instead of a campaign object/],
    ['42', /contains 42 instead of a campaign object/],
    ['"hello"', /contains "hello" instead/],
    ['{"hello": 1}', /not a campaign file: it has neither "schemaVersion" nor "characters"/]
  ])('explains %j', (t, message) => {
    const ps = problems(t)
    expect(ps).toHaveLength(1)
    expect(ps[0]!.message).toMatch(message)
  })

  it('rejects a schemaVersion that is not a version', () => {
    for (const v of ['0', '"2"', '1.5', '-3', '1e999', 'null']) {
      const t = `{"schemaVersion": ${v}, "characters": []}`
      expect(problems(t)[0]).toMatchObject({
        path: 'schemaVersion',
        line: 1,
        column: 19,
        message: expect.stringMatching(/must be a whole number from 1 to 5/)
      })
    }
  })

  it('opens a newer file read-only when it is still readable, setting aside the fields it does not know', () => {
    const c = fullCampaign()
    const newer = {
      ...c,
      schemaVersion: SCHEMA_VERSION + 1,
      tags: ['x'],
      characters: c.characters.map((ch) => ({ ...ch, hp: 12 }))
    }
    expect(parseCampaignText(text(newer), 'x.json')).toEqual({
      ok: true,
      campaign: c,
      readOnly: `written by a newer version (schema ${SCHEMA_VERSION + 1})`,
      newerVersion: SCHEMA_VERSION + 1
    })
  })

  it('refuses a newer file it cannot show, saying so', () => {
    const t = text({ ...fullCampaign(), schemaVersion: 7, characters: 'changed shape' })
    const ps = problems(t)
    expect(ps).toHaveLength(1)
    expect(ps[0]!.message).toMatch(/written by a newer version of Encumbrance \(schema 7\).*update the app/)
    expect(ps[0]).toMatchObject({ path: 'schemaVersion', ...where(t, '7') })
  })

  it('maps each validation issue to its path and the line/column of the value', () => {
    const c = fullCampaign() as unknown as {
      characters: Array<Record<string, unknown> & { inventory: Array<Record<string, unknown>> }>
    }
    c.characters[1]!.strength = 'strong'
    c.characters[0]!.inventory[1]!.quantity = -2
    c.characters[0]!.inventory[2]!.colour = 'red'
    const t = text(c)
    const ps = problems(t)
    expect(ps.map((p) => [p.path, p.message])).toEqual([
      ['characters[0].inventory[1].quantity', 'must be at least 0 (found -2)'],
      ['characters[0].inventory[2].colour', 'unknown field "colour"'],
      ['characters[1].strength', 'must be a number (found "strong")']
    ])
    const q = where(t, '"quantity": -2')
    expect(ps[0]).toMatchObject({ line: q.line, column: q.column + '"quantity": '.length })
    expect(ps[1]).toMatchObject(where(t, '"colour"'))
    expect(ps[2]).toMatchObject(where(t, '"strong"'))
  })

  it('reports a missing field at its parent object', () => {
    const c = fullCampaign() as unknown as { stash: Array<Record<string, unknown>> }
    delete c.stash[1]!.quantity
    const t = text(c)
    const [p] = problems(t)
    expect(p).toMatchObject({ path: 'stash[1].quantity', message: 'missing: expected a number' })
    expect(p!.line).toBe(where(t, '"id": "l-6"').line - 1) // the `{` that opens stash[1]
  })

  it('gives clear messages for absurd numbers and huge strings', () => {
    const t = text({ ...fullCampaign(), name: 'n'.repeat(5000) })
      .replace('"quantity": 4000', '"quantity": 1e400')
      .replace('"strength": 18', '"strength": 1e21')
    const ps = problems(t)
    expect(ps.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'name: is too long: 5000 characters, at most 200',
      'characters[0].strength: must be at most 99 (found 1e+21)',
      'stash[0].quantity: must be a number (found a number too large to represent)'
    ])
    expect(ps[2]).toMatchObject(where(t, '1e400'))
  })

  it('checks ids and custom refs across the file', () => {
    const c = fullCampaign()
    c.stash[1]!.id = 'l-1'
    c.characters[1]!.id = 'c-aria'
    c.characters[1]!.inventory[0]!.ref = { source: 'custom', id: 'x-nothing' }
    const t = text(c)
    expect(problems(t).map((p) => `${p.path}: ${p.message}`)).toEqual([
      "characters[1].id: duplicate character id 'c-aria' (also characters[0])",
      "characters[1].inventory[0].ref.id: no custom item has the id 'x-nothing'",
      "stash[1].id: duplicate line id 'l-1' (also characters[0].inventory[0])"
    ])
  })

  it(`lists at most ${MAX_PROBLEMS} problems, then how many more`, () => {
    const c = fullCampaign()
    c.stash = Array.from({ length: 50 }, (_, i) => ({
      id: `s${i}`,
      ref: { source: 'catalog' as const, id: 'torch' },
      quantity: -1
    }))
    const ps = problems(text(c))
    expect(ps).toHaveLength(MAX_PROBLEMS + 1)
    expect(ps.at(-1)!.message).toBe('…and 30 more problems')
  })

  it('copes with 10 MB of junk quickly, with one located message', () => {
    const junk = '{"characters": [' + 'x'.repeat(10 * 1024 * 1024) + ']}'
    const ps = problems(junk)
    expect(ps).toHaveLength(1)
    expect(ps[0]).toMatchObject({ line: 1, column: 17 })
  })
})

describe('JsonLocator / findSyntaxError', () => {
  it('finds nested values and falls back to the nearest existing ancestor', () => {
    const t = '{\n "a": [\n  {"b": 1},\n  {"b": 2}\n ]\n}'
    const loc = new JsonLocator(t)
    expect(loc.locate(['a', 1, 'b'])).toEqual({ line: 4, column: 9 })
    expect(loc.locate(['a', 1, 'zzz'])).toEqual({ line: 4, column: 3 })
    expect(loc.locate(['a', 0], 'b')).toEqual({ line: 3, column: 4 })
    expect(findSyntaxError(t)).toBeNull()
  })

  it('locateField points at a property by its key, at an element or the root by its value', () => {
    const t = '{\n "a": [\n  {"b": 1},\n  {"b": 2}\n ]\n}'
    const loc = new JsonLocator(t)
    expect(loc.locateField(['a', 1, 'b'])).toEqual({ line: 4, column: 4 })
    expect(loc.locateField(['a', 1, 'zzz'])).toEqual({ line: 4, column: 3 })
    expect(loc.locateField(['a', 'nope'])).toEqual({ line: 2, column: 2 })
    expect(loc.locateField([])).toEqual({ line: 1, column: 1 })
  })
})
