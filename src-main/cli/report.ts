// `report <file>`: each character's (and other bearer's: kind, owner) load and its reason, computed by the rules engine, the stash and
// each place with its line count and value, as JSON on stdout. A file that does not check (see check.ts) prints its problems on stderr and exits 1.
import {
  characterToEvaluateInput,
  lineValueGp,
  resolveRef,
  formatProblem,
  type Campaign,
  type Character
} from '@shared/campaign'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate, type Evaluation } from '@shared/rules'
import { loadCampaignForCli } from './campaign-file-cli'
import { toOutput, type EvaluateOutput } from './evaluate'
import { CliInputError, EXIT_FAILURE, EXIT_OK, type CliIO } from './index'

export interface CharacterReport extends EvaluateOutput {
  id: string
  name: string
  player: string
  strength: number
  size: Character['size']
  wornArmor: Character['wornArmor']
  /** An other bearer's kind (RULES.md §11; absent for a character), its owner's id when it has one. */
  kind?: NonNullable<Character['bearer']>
  owner?: string
  quadruped?: true
  speedNeverReduced?: true
  /** The reason in one sentence ("heavy: potion 30 units (light ≤ 17, medium ≤ 25, heavy ≤ 33)"). */
  why: string
  /** For each group of `groups`, the ids of its inventory lines. */
  groupLines: string[][]
  valueGp: number
}

export interface CampaignReport {
  file: string
  campaign: string
  migratedFrom?: number
  readOnly?: string
  characters: CharacterReport[]
  stash: { lines: number; valueGp: number }
  /** Each place (RULES.md §10: the inn, home, a ship's hold), as the party view shows it; its note if any. */
  places: { id: string; name: string; lines: number; valueGp: number; notes?: string }[]
}

function why(e: Evaluation): string {
  const r = e.reason
  if (r.source === 'none') return 'light: nothing limits this character'
  const armor = r.source === 'armor' || r.source === 'both' ? [`worn ${r.armor} armour`] : []
  const groups =
    r.source === 'groups' || r.source === 'both'
      ? e.groups
          .filter((g) => r.groups.includes(g.key))
          .map(
            (g) =>
              `${g.label} ${round(g.units)} unit${g.units === 1 ? '' : 's'} (light ≤ ${g.limits[0]}, medium ≤ ${g.limits[1]}, heavy ≤ ${g.limits[2]})`
          )
      : []
  return `${e.load}: ${[...groups, ...armor].join('; ')}`
}

const round = (n: number) => Math.round(n * 100) / 100

export function campaignReport(file: string, c: Campaign): CampaignReport {
  const value = (lines: Character['inventory']) =>
    round(lines.reduce((sum, l) => sum + lineValueGp(l, resolveRef(l.ref, getCatalogEntry, c.customItems)), 0))
  return {
    file,
    campaign: c.name,
    characters: c.characters.map((ch) => {
      const evaluation = evaluate(characterToEvaluateInput(c, ch, getCatalogEntry))
      return {
        id: ch.id,
        name: ch.name,
        player: ch.player,
        strength: ch.strength,
        size: ch.size,
        wornArmor: ch.wornArmor,
        ...(ch.bearer !== undefined ? { kind: ch.bearer } : {}),
        ...(ch.owner !== undefined ? { owner: ch.owner } : {}),
        ...(ch.quadruped ? { quadruped: true as const } : {}),
        ...(ch.speedNeverReduced ? { speedNeverReduced: true as const } : {}),
        ...toOutput(evaluation),
        why: why(evaluation),
        groupLines: evaluation.groups.map((g) => g.items.map((i) => ch.inventory[i]!.id)),
        valueGp: value(ch.inventory)
      }
    }),
    stash: { lines: c.stash.length, valueGp: value(c.stash) },
    places: (c.places ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      lines: p.inventory.length,
      valueGp: value(p.inventory),
      ...(p.notes ? { notes: p.notes } : {})
    }))
  }
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  if (args.length !== 1) throw new CliInputError('usage: npm run -s cli -- report <campaign.json>')
  const file = args[0]!
  const loaded = await loadCampaignForCli(file)
  if (!loaded.ok) {
    for (const p of loaded.problems) io.stderr(`${formatProblem(p)}\n`)
    return EXIT_FAILURE
  }
  const report = campaignReport(file, loaded.campaign)
  if (loaded.migratedFrom !== undefined) report.migratedFrom = loaded.migratedFrom
  if (loaded.readOnly) report.readOnly = loaded.readOnly
  io.stdout(`${JSON.stringify(report, null, 2)}\n`)
  return EXIT_OK
}
