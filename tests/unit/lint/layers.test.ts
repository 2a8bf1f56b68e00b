// Issue 24 item 2: src-shared's layers and public entries hold because `npm run lint` fails otherwise.
// ESLint's Node API with the project's own eslint.config.js lints a planted file at a path in the tree
// (lintText with filePath: the config applies as to a real file there; nothing is written into the tree).
// The folder graph of the real src-shared is then checked for cycles with a plain depth-first search.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { KNOWN_BREAKS, LAYERS, sharedFolderOfFile, sharedFolderOfImport } from '../../../eslint-rules/shared-layers.js'

const root = process.cwd() // vitest runs from the project root
const eslint = new ESLint({ cwd: root })

async function lintAt(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('lint: src-shared layers', () => {
  it('fails an import that climbs a layer, relative or through the alias, and passes one that goes down', async () => {
    const up = await lintAt(
      'src-shared/rules/planted.ts',
      "import { messages } from '../i18n'\nexport const m = messages\n"
    )
    expect(up).toEqual([
      expect.stringMatching(/^local\/shared-layers: src-shared\/rules may not import src-shared\/i18n/)
    ])

    const upAlias = await lintAt(
      'src-shared/campaign/planted.ts',
      "import { splitLoot } from '@shared/split'\nexport const s = splitLoot\n"
    )
    expect(upAlias).toEqual([expect.stringMatching(/campaign may not import src-shared\/split/)])

    const nested = await lintAt(
      'src-shared/core/coins/planted.ts',
      "export type { Campaign } from '../../campaign/schema'\n"
    )
    expect(nested).toEqual([expect.stringMatching(/core may not import src-shared\/campaign/)])

    const down = await lintAt(
      'src-shared/campaign/planted.ts',
      "import { evaluate } from '../rules'\nimport { newId } from '@shared/core'\nexport const e = [evaluate, newId]\n"
    )
    expect(down).toEqual([])
  })

  it('fails a src-shared folder that is in no layer', async () => {
    const messages = await lintAt(
      'src-shared/sessions/planted.ts',
      "import { newId } from '../core'\nexport const n = newId\n"
    )
    expect(messages).toEqual([expect.stringMatching(/src-shared\/sessions is in no layer/)])
  })

  it('makes the renderer and main import each feature through its public entry', async () => {
    const deep = await lintAt(
      'src-renderer/src/lib/planted.ts',
      "import type { Campaign } from '@shared/campaign/schema'\nexport type C = Campaign\n"
    )
    expect(deep).toEqual([expect.stringMatching(/^no-restricted-imports: .*public entry/)])
    const deepMain = await lintAt('src-main/planted.ts', "export { parseCampaignText } from '@shared/campaign/parse'\n")
    expect(deepMain).toEqual([expect.stringMatching(/public entry/)])
    const entry = await lintAt(
      'src-renderer/src/lib/planted.ts',
      "import type { Campaign } from '@shared/campaign'\nexport type C = Campaign\n"
    )
    expect(entry).toEqual([])
    const worker = await lintAt(
      'src-renderer/src/lib/split/planted.ts',
      "import { splitLoot } from '@shared/split/engine'\nexport const s = splitLoot\n"
    )
    expect(worker).toEqual([])
  })
})

/** Folder → the folders its files import (type imports and re-exports included). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (path.endsWith('.ts')) {
        const from = sharedFolderOfFile(relative(root, path))!
        const edges = graph.get(from) ?? new Set<string>()
        graph.set(from, edges)
        const text = readFileSync(path, 'utf8')
        for (const m of text.matchAll(
          /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g
        )) {
          const specifier = (m[1] ?? m[2])!
          const rel = relative(join(root, 'src-shared'), path).split('\\').join('/')
          if (KNOWN_BREAKS.some(([f, sp]) => f === rel && sp === specifier)) continue
          const to = sharedFolderOfImport(relative(root, path), specifier)
          if (to !== null && to !== from) edges.add(to)
        }
      }
    }
  }
  walk(join(root, 'src-shared'))
  return graph
}

/** One folder cycle (a → b → … → a), or null. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (n: string): string[] | null => {
    if (state.get(n) === 'done') return null
    if (state.get(n) === 'open') return [...stack.slice(stack.indexOf(n)), n]
    state.set(n, 'open')
    stack.push(n)
    for (const next of graph.get(n) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(n, 'done')
    return null
  }
  for (const n of graph.keys()) {
    const cycle = visit(n)
    if (cycle) return cycle
  }
  return null
}

describe('src-shared folder graph', () => {
  it('has no folder-level import cycle, and every folder is in a layer', () => {
    const graph = folderGraph()
    expect([...graph.keys()].sort()).toEqual([...LAYERS].sort())
    expect(graph.get('campaign')).toContain('rules') // the graph sees real edges
    expect(findCycle(graph)).toBeNull()
    expect(KNOWN_BREAKS).toHaveLength(1) // the list only shrinks
  })

  it('the cycle search finds the tangle issue 24 reported (i18n ↔ campaign)', () => {
    const tangled = new Map([
      ['campaign', new Set(['rules', 'i18n'])],
      ['i18n', new Set(['campaign'])],
      ['rules', new Set<string>()]
    ])
    expect(findCycle(tangled)).toEqual(['campaign', 'i18n', 'campaign'])
  })
})
