// Locating things in JSON text: the first syntax error, and the line/column of the value at a path.
// JSON.parse is used for the data (fast); jsonc-parser only runs when something must be located.
import { findNodeAtLocation, parseTree, printParseErrorCode, visit, type Node } from 'jsonc-parser'

const SYNTAX: Record<string, string> = {
  InvalidSymbol: 'unexpected character: this is not valid JSON',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes (trailing commas are not allowed)',
  ValueExpected: 'expected a value (trailing commas are not allowed)',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between values",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the list",
  EndOfFileExpected: 'unexpected content after the end of the campaign',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'incomplete number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape sequence in a string',
  InvalidCharacter: 'control character (such as a raw line break or tab) inside a string'
}

/**
 * A JSON syntax error from jsonc-parser's error name (`CommaExpected`, …); `atEnd` when it is at the end
 * of the text (a truncated file). The English `message` of a located syntax error here, and of the
 * 'json-syntax' reason in i18n/reasons-en.ts (which imports it: words stand above the campaign).
 */
export function jsonSyntaxEn(code: string, atEnd: boolean): string {
  const what = SYNTAX[code] ?? 'syntax error'
  return atEnd ? `unexpected end of file: ${what} (is the file truncated?)` : what
}

export type JsonPath = ReadonlyArray<string | number>

export interface TextPosition {
  /** 1-based. */
  line: number
  /** 1-based, in UTF-16 code units. */
  column: number
}

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** `characters[2].inventory[0].quantity`; keys that are not identifiers are quoted: `customLimits["long sword"]`. */
export { formatPath } from '../rules/validate'

/**
 * The reverse of formatPath: `characters[2].inventory[0]` → ['characters', 2, 'inventory', 0];
 * `customLimits["long sword"]` gives 'long sword' (so does the unquoted `customLimits.long sword`);
 * only a bracketed number is an index.
 */
export function parsePath(text: string): JsonPath {
  const out: Array<string | number> = []
  for (const [, quoted, index, name] of text.matchAll(/\[("(?:[^"\\]|\\.)*")\]|\[(\d+)\]|([^.[\]]+)/g)) {
    out.push(quoted !== undefined ? (JSON.parse(quoted) as string) : index !== undefined ? Number(index) : name!)
  }
  return out
}

export function positionAt(text: string, offset: number): TextPosition {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

export interface SyntaxProblem extends TextPosition {
  message: string
  offset: number
  /** jsonc-parser's error name (`CommaExpected`, …), for the UI to translate. */
  code: string
  /** The error is at the end of the text (a truncated file). */
  atEnd: boolean
}

/** Deeper than this, JSON is refused before it is parsed (a campaign nests 6 levels; parsers and validators recurse). */
export const MAX_JSON_DEPTH = 64

/** Where `text` first opens a list or object more than `max` levels deep (strings skipped), or null. */
export function findTooDeep(text: string, max = MAX_JSON_DEPTH): (TextPosition & { offset: number }) | null {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // a string: skip to its closing quote
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x5c) i++
        else if (d === 0x22) break
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return { offset: i, ...positionAt(text, i) }
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return null
}

/** The first JSON syntax error of `text`, or null if it is valid JSON. Stops at the first error. */
export function findSyntaxError(text: string): SyntaxProblem | null {
  let found: SyntaxProblem | null = null
  const stop = new Error('stop')
  try {
    visit(
      text,
      {
        onError: (code, offset) => {
          const name = printParseErrorCode(code)
          const atEnd = offset >= text.trimEnd().length
          found = { message: jsonSyntaxEn(name, atEnd), offset, code: name, atEnd, ...positionAt(text, offset) }
          throw stop
        }
      },
      STRICT
    )
  } catch (e) {
    if (e !== stop) throw e
  }
  return found
}

/**
 * Locates a path in JSON text: the value's position, or, for a missing value, its nearest existing
 * ancestor. With `key`, locates that property's key inside the object at `path` (unknown fields).
 */
export class JsonLocator {
  private root: Node | undefined
  constructor(private readonly text: string) {}

  locate(path: JsonPath, key?: string): TextPosition | null {
    const found = this.nearest(path)
    if (!found) return null
    if (key !== undefined && found.exact && found.node.type === 'object') {
      const prop = found.node.children?.find((p) => p.children?.[0]?.value === key)
      if (prop) return positionAt(this.text, prop.offset)
    }
    return positionAt(this.text, found.node.offset)
  }

  /**
   * Where the field at `path` is written: a property at its key (`"quantity": -3` → at `"quantity"`),
   * an array element or the root at its value; a missing field at its nearest existing ancestor.
   */
  locateField(path: JsonPath): TextPosition | null {
    const node = this.nearest(path)?.node
    if (!node) return null
    return positionAt(this.text, node.parent?.type === 'property' ? node.parent.offset : node.offset)
  }

  /** The node at `path`, else at its nearest existing ancestor (`exact` false). */
  private nearest(path: JsonPath): { node: Node; exact: boolean } | null {
    this.root ??= parseTree(this.text, [], STRICT)
    if (!this.root) return null
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.root, path.slice(0, n) as Array<string | number>)
      if (node) return { node, exact: n === path.length }
    }
    return null
  }
}
