// `report <file> [--sessions]`: each character's (and other bearer's: kind, owner) load and its reason, computed by the rules engine,
// a character's level, wealth and expected wealth (RULES.md §15), the stash and each place with its line count and value, the party
// fund and its share, as JSON on stdout; with --sessions, each play session with the value each character received in it (the entries
// outside any session first, `id: null`) and what each received over the whole campaign. A file that does not check (see check.ts)
// prints its problems on stderr and exits 1.
import { characterToEvaluateInput, formatProblem, type Campaign, type Character } from '@shared/campaign'
import { getCatalogEntry } from '@shared/catalog'
import { evaluate, type Evaluation } from '@shared/rules'
import {
  expectedWealth,
  fundShare,
  linesValueGp,
  partyFund,
  receivedBy,
  receivedBySession,
  wealthOf
} from '@shared/wealth'
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
  /** The full value of its own lines (bags' contents included), in gp. */
  valueGp: number
  /** A character's (not another bearer's) level 1–20, null when it has none (RULES.md §15). */
  level?: number | null
  /** A character's wealth in gp: its lines, its bags' contents, its own bearers' lines, its coins (RULES.md §15). */
  wealth?: number
  /** The wealth the table expects for its level under the campaign's scale, in gp; null without a level. */
  expectedWealth?: number | null
}

/** One play session (id null: the entries outside any session) and the value each character received in it, in gp. */
export interface SessionReceived {
  id: string | null
  name: string | null
  date: string | null
  closed: boolean | null
  received: Record<string, number>
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
  /** The stash's and the places' value, in gp (RULES.md §15), and each character's equal share of it. */
  partyFund: number
  fundShare: number
  /** With --sessions: each session, outside any session first. */
  sessions?: SessionReceived[]
  /** With --sessions: what each character received over the whole campaign, in gp. */
  received?: Record<string, number>
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

/** A character's level, wealth and expected wealth (RULES.md §15); nothing for another bearer (it counts in its owner's). */
function wealthFields(c: Campaign, ch: Character): Pick<CharacterReport, 'level' | 'wealth' | 'expectedWealth'> {
  if (ch.bearer !== undefined) return {}
  return { level: ch.level ?? null, wealth: wealthOf(c, ch.id), expectedWealth: expectedWealth(ch.level, c.wealth) }
}

/** Each session with what each character received in it (--sessions). */
export function sessionsReceived(c: Campaign): SessionReceived[] {
  return receivedBySession(c).map(({ session, byCharacter }) => ({
    id: session?.id ?? null,
    name: session?.name ?? null,
    date: session?.date ?? null,
    closed: session ? session.closedAt !== undefined : null,
    received: Object.fromEntries(byCharacter)
  }))
}

export function campaignReport(file: string, c: Campaign, { sessions = false } = {}): CampaignReport {
  const value = (lines: Character['inventory']) => linesValueGp(lines, c.customItems)
  const report: CampaignReport = {
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
        valueGp: value(ch.inventory),
        ...wealthFields(c, ch)
      }
    }),
    stash: { lines: c.stash.length, valueGp: value(c.stash) },
    places: (c.places ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      lines: p.inventory.length,
      valueGp: value(p.inventory),
      ...(p.notes ? { notes: p.notes } : {})
    })),
    partyFund: partyFund(c),
    fundShare: fundShare(c)
  }
  if (sessions) {
    report.sessions = sessionsReceived(c)
    report.received = Object.fromEntries(receivedBy(c))
  }
  return report
}

export async function run(args: readonly string[], io: CliIO): Promise<number> {
  const sessions = args.includes('--sessions')
  const rest = args.filter((a) => a !== '--sessions')
  if (rest.length !== 1 || rest[0]!.startsWith('--'))
    throw new CliInputError('usage: npm run -s cli -- report <campaign.json> [--sessions]')
  const file = rest[0]!
  const loaded = await loadCampaignForCli(file)
  if (!loaded.ok) {
    for (const p of loaded.problems) io.stderr(`${formatProblem(p)}\n`)
    return EXIT_FAILURE
  }
  const report = campaignReport(file, loaded.campaign, { sessions })
  if (loaded.migratedFrom !== undefined) report.migratedFrom = loaded.migratedFrom
  if (loaded.readOnly) report.readOnly = loaded.readOnly
  io.stdout(`${JSON.stringify(report, null, 2)}\n`)
  return EXIT_OK
}
