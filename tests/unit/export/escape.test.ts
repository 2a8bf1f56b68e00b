import fc from 'fast-check'
import { JSDOM } from 'jsdom'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { csvRecord, escapeHtml, escapeMarkdown, escapeMarkdownBlock } from '@shared/export/escape'
import { parseCsv } from './helpers'

const markdown = new MarkdownIt({ html: true, linkify: false })
/** Text the way a user types it: any Unicode (emoji, accents), quotes, separators, Markdown/HTML syntax. */
const special = Array.from('"\',;|*_`~[]()<>#&\\!-+=@.\t\n\r é€🐉👻‍🔥')
const userText = fc.string({
  unit: fc.oneof(fc.constantFrom(...special), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 40
})

describe('CSV fields (RFC 4180)', () => {
  it('read back exactly what was written, formula starts made inert', () => {
    fc.assert(
      fc.property(userText, userText, fc.integer({ min: 0, max: 1e9 }), (a, b, n) => {
        const [record] = parseCsv(csvRecord([a, n, b]))
        const inert = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
        expect(record).toEqual([inert(a), String(n), inert(b)])
      }),
      { numRuns: 500 }
    )
  })

  it('quotes only what needs quoting', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', 3])).toBe('plain,"a,b","say ""hi""","two\nlines",3\r\n')
    expect(csvRecord(['=1+1', '-2', '@x', '+3'])).toBe("'=1+1,'-2,'@x,'+3\r\n")
  })
})

const { document } = new JSDOM('<!DOCTYPE html><body></body>').window

describe('HTML escaping', () => {
  it('an HTML parser reads back the text, in content and in attributes, and creates no element', () => {
    fc.assert(
      fc.property(userText, (raw) => {
        // HTML parsing itself turns CR and CRLF into LF and NUL into U+FFFD: compare after the same.
        const s = raw.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD')
        document.body.innerHTML = `<p title="${escapeHtml(s)}">${escapeHtml(s)}</p>`
        const p = document.querySelector('p')!
        expect(p.textContent).toBe(s)
        expect(p.getAttribute('title')).toBe(s)
        expect(p.children.length).toBe(0)
      }),
      { numRuns: 300 }
    )
  })
})

describe('Markdown escaping', () => {
  it('a CommonMark parser renders the text as typed, on one line, with no markup', () => {
    fc.assert(
      fc.property(userText, (raw) => {
        // Leading/trailing blanks are trimmed by any Markdown renderer; inline text is one line.
        const s = raw.replace(/\r\n?|\n/g, ' ').replace(/\0/g, '\uFFFD')
        document.body.innerHTML = `<div>${markdown.renderInline(`x ${escapeMarkdown(s)} x`)}</div>`
        const div = document.querySelector('div')!
        expect(div.children.length).toBe(0)
        expect(div.textContent).toBe(`x ${s} x`)
      }),
      { numRuns: 300 }
    )
  })

  it('a note keeps its lines and starts no list, heading or quote', () => {
    const note =
      '# pas un titre\n- pas une liste\n1. pas numérotée\n> pas une citation\n*pas en gras*\n===\n---\n\n    pas du code\n***\n+ plus'
    document.body.innerHTML = markdown.render(escapeMarkdownBlock(note))
    expect(document.querySelectorAll('h1, h2, hr, ul, ol, blockquote, em, strong, pre, code').length).toBe(0)
    expect(document.body.textContent!.replace(/\n+/g, '\n').trim()).toBe(note.replace('    ', '').replace(/\n+/g, '\n'))
  })
})
