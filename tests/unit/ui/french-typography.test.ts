// French typography on screen: the French strings put a plain space before « : », « ; », « ! », « ? » and
// inside « », so a line could break there and a colon start the next line ("Pour s’alléger" then ":" alone).
// A no-break space (U+00A0) goes there. Checked twice: every piece of text written in the French sources
// (strings and template pieces, functions included), and every text the French dictionary produces for
// sample values (which also catches a piece glued to its value, "${label}:").
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { fr } from '@shared/i18n/fr'
import { dictionaryTexts } from './dictionary-texts'

const SOURCES = ['src-shared/i18n/fr.ts', 'src-shared/i18n/reasons-fr.ts']
const ROOT = join(import.meta.dirname, '../../..')

/** A plain space (U+0020) where French typography wants a no-break one. */
const PLAIN = / [:;!?]|« | »/u
/** High punctuation glued to a word: French puts a (no-break) space before it; times and URLs aside. */
const GLUED = /[^\s\d][:;!?](?!\/\/)/u
/** Custom-limit keys a message quotes so the GM can type them in the file (`@weapon:light`): code, not prose. */
const FILE_KEYS = /@[a-z]+(?::[a-z-]+)?/gu
const misspaced = (t: string): boolean => {
  const prose = t.replace(FILE_KEYS, '@key')
  return PLAIN.test(prose) || GLUED.test(prose)
}

function pieces(file: string): Array<[number, string]> {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const kinds = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail
  ])
  const out: Array<[number, string]> = []
  const visit = (node: ts.Node): void => {
    if (kinds.has(node.kind)) {
      out.push([sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, (node as ts.LiteralLikeNode).text])
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

const ARGS = ['x', 2, 3, 4, 5] as const
const texts = (value: unknown) => dictionaryTexts(value, ARGS)

describe('French typography: no-break spaces before high punctuation and inside « »', () => {
  for (const file of SOURCES) {
    it(`every piece of text in ${file}`, () => {
      const all = pieces(file)
      expect(all.length).toBeGreaterThan(file.endsWith('fr.ts') && !file.includes('reasons') ? 800 : 40)
      const bad = all.filter(([, t]) => misspaced(t)).map(([l, t]) => `${file}:${l} ${t}`)
      expect(bad).toEqual([])
    })
  }

  it('every text the French dictionary gives the screens, the menu and the exports', () => {
    const all = texts(fr)
    expect(all.length).toBeGreaterThan(800)
    expect(all.some(([, t]) => t.includes('\u00a0:'))).toBe(true)
    // `player <name>: <url>` is the headless host's fixed line that scripts read (issue 27), the same in every language.
    const machine = new Set(['playersServer.playerLine()'])
    const bad = all.filter(([p, t]) => !machine.has(p) && misspaced(t)).map(([p, t]) => `${p}: ${t}`)
    expect(bad).toEqual([])
  })
})
