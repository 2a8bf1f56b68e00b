// src-shared's layers (ARCHITECTURE.md), enforced by `npm run lint`: a folder imports only its own files
// and the folders below it. The order is total, so no folder-level import cycle can pass either.
import path from 'node:path'

/** Bottom first. A folder of src-shared that is not here fails lint until it is placed. */
export const LAYERS = [
  'core',
  'rules',
  'catalog',
  'campaign',
  'wealth',
  'split',
  'i18n',
  'export',
  'commands',
  'import',
  'players',
  'contract'
]

/**
 * Known breaks, each to be removed (never added to): file (from src-shared) and the specifier it imports.
 * campaign/integrity.ts took its English reference sentences from i18n/reasons-en on main after the
 * layers were untangled; the fix is the same as json-locate's (the problem carries its code and params,
 * i18n says it).
 */
export const KNOWN_BREAKS = [['campaign/integrity.ts', '../i18n/reasons-en']]

function known(file, specifier) {
  const rel = file.split(path.sep).join('/').split('/src-shared/').pop()
  return KNOWN_BREAKS.some(([f, s]) => f === rel && s === specifier)
}

/** The src-shared folder a file is in (posix, from its path), or null when it is outside src-shared. */
export function sharedFolderOfFile(file) {
  const parts = file.split(path.sep).join('/').split('/')
  const i = parts.lastIndexOf('src-shared')
  return i >= 0 && i + 1 < parts.length ? parts[i + 1].replace(/\.[cm]?[jt]s$/, '') : null
}

/** The src-shared folder an import of `specifier` from `file` reaches, or null (a package, another tree). */
export function sharedFolderOfImport(file, specifier) {
  if (specifier === '@shared') return '(root)'
  if (specifier.startsWith('@shared/')) return specifier.slice('@shared/'.length).split('/')[0]
  if (!specifier.startsWith('.')) return null
  return sharedFolderOfFile(path.join(path.dirname(file), specifier))
}

/** Why importing folder `to` from folder `from` breaks the layers, or null when it may. */
export function layerBreak(from, to) {
  if (to === null || to === from) return null
  const a = LAYERS.indexOf(from)
  const b = LAYERS.indexOf(to)
  if (a < 0) return `src-shared/${from} is in no layer: add it to LAYERS in eslint-rules/shared-layers.js`
  if (b < 0) return `src-shared/${to} is in no layer: add it to LAYERS in eslint-rules/shared-layers.js`
  if (b > a)
    return `src-shared/${from} may not import src-shared/${to}: layers go ${LAYERS.join(' < ')} (move what is needed down, or invert the dependency)`
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'src-shared folders import only themselves and the layers below them' },
    schema: []
  },
  create(context) {
    const file = context.filename
    const from = sharedFolderOfFile(file)
    if (from === null) return {}
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return
      if (known(file, node.source.value)) return
      const why = layerBreak(from, sharedFolderOfImport(file, node.source.value))
      if (why) context.report({ node: node.source, message: why })
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check
    }
  }
}

export default { rules: { 'shared-layers': rule } }
