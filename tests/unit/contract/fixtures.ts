// A small real campaign on disk, a session on it, and one good call per contract channel (used by
// the dispatch tests and, over HTTP, by the browser host tests).
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { newCampaign } from '@shared/campaign/apply-op'
import type { Campaign } from '@shared/campaign/schema'
import type { Channel, Input, Output } from '@shared/contract/contract'
import { Session } from '../../../src-main/handlers/session'
import { PlayerSharing } from '../../../src-main/players/sharing'
import { CampaignStore, serializeCampaign } from '../../../src-main/store'

export const AT = '2025-01-02T03:04:05.000Z'

export function sampleCampaign(name = 'Rise of the Runelords'): Campaign {
  return {
    ...newCampaign(name, 'fr'),
    characters: [
      {
        id: 'valeros',
        name: 'Valeros',
        player: 'Anne',
        strength: 18,
        size: 'M',
        wornArmor: { name: 'Scale mail', category: 'medium' },
        notes: '',
        inventory: [
          { id: 'l-dagger', ref: { source: 'catalog', id: 'dagger' }, quantity: 10 },
          { id: 'l-potion', ref: { source: 'catalog', id: 'potion' }, quantity: 30, name: 'Cure light wounds' }
        ]
      },
      {
        id: 'lem',
        name: 'Lem',
        player: 'Bruno',
        strength: 8,
        size: 'P',
        wornArmor: null,
        notes: 'bard',
        inventory: [{ id: 'l-lute', ref: { source: 'custom', id: 'lute' }, quantity: 1 }]
      }
    ],
    stash: [{ id: 's-gold', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 250 }],
    places: [
      {
        id: 'inn',
        name: 'The Rusty Dragon',
        inventory: [{ id: 'p-tent', ref: { source: 'catalog', id: 'tent' }, quantity: 1 }]
      }
    ],
    customItems: [
      { id: 'lute', name: 'Masterwork lute', nameFr: 'Luth de maître', type: 'gear', level: 3, kind: 'instrument' },
      { id: 'idol', name: 'Idol', type: 'gear', level: 2 }
    ]
  }
}

export interface TempCampaign {
  dir: string
  file: string
  userDataDir: string
  session: Session
  bytes(): Promise<string>
  cleanup(): Promise<void>
}

export async function writeCampaign(file: string, campaign: Campaign): Promise<void> {
  await writeFile(file, serializeCampaign(campaign))
}

export async function tempCampaign(): Promise<TempCampaign> {
  const dir = await mkdtemp(join(tmpdir(), 'enc-contract-'))
  const file = join(dir, 'campaign.json')
  const userDataDir = join(dir, 'user')
  await mkdir(userDataDir)
  await writeCampaign(file, sampleCampaign())
  const session = await Session.start({
    userDataDir,
    samplePath: join(dir, 'no-sample.json'),
    campaignPath: file,
    watchFile: false,
    store: { debounceMs: 10 }
  })
  return {
    dir,
    file,
    userDataDir,
    session,
    bytes: () => readFile(file, 'utf8'),
    async cleanup() {
      await session.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}

export type Call = <C extends Channel>(channel: C, input: Input<C>) => Promise<Output<C>>

interface GoodCall<C extends Channel> {
  input: (t: TempCampaign) => Promise<Input<C>> | Input<C>
  check: (value: Output<C>, t: TempCampaign, call: Call) => Promise<void> | void
}

const holder = (id: string) => ({ type: 'character' as const, id })

/** Opens the session 's-1' unless the campaign has it already (the inputs may be made on one campaign). */
function openSession(t: TempCampaign): void {
  if (t.session.state.campaign.sessions?.some((s) => s.id === 's-1')) return
  t.session.store.apply({ type: 'session/open', session: { id: 's-1', name: 'Soirée 1', date: '2025-01-02' }, at: AT })
}

/** One good call per channel, each on a fresh campaign: the record's type makes it complete. */
export const GOOD: { [C in Channel]: GoodCall<C> } = {
  'app/info': {
    input: () => ({}),
    check: (v, t) => {
      expect(v.userDataDir).toBe(t.userDataDir)
      expect(v.version).toMatch(/^\d+\.\d+\.\d+/)
    }
  },
  'app/setTheme': {
    input: () => ({ theme: 'dark' }),
    check: (v) => expect(v).toEqual({ theme: 'dark' })
  },
  'app/setLanguage': {
    input: () => ({ language: 'fr' }),
    check: (v, t) => {
      expect(v).toEqual({ language: 'fr' })
      expect(t.session.state.canUndo).toBe(false) // the screen's language is no campaign edit
    }
  },
  'campaign/get': {
    input: () => ({}),
    check: (v, t) => {
      expect(v.path).toBe(t.file)
      expect(v.campaign.characters.map((c) => c.name)).toEqual(['Valeros', 'Lem'])
      expect(v).toMatchObject({ revision: 0, readOnly: null, canUndo: false, canRedo: false })
    }
  },
  'campaign/open': {
    input: async (t) => {
      const other = join(t.dir, 'other.json')
      await writeCampaign(other, sampleCampaign('Kingmaker'))
      return { path: other }
    },
    check: (v, t) => {
      expect(v?.path).toBe(join(t.dir, 'other.json'))
      expect(v?.campaign.name).toBe('Kingmaker')
    }
  },
  'campaign/create': {
    // the interface's language, not the open campaign's (French here): issue 25 item 2
    input: (t) => ({ path: join(t.dir, 'new.json'), name: 'Skull & Shackles', language: 'en' }),
    check: async (v, t) => {
      expect(v?.campaign).toMatchObject({ name: 'Skull & Shackles', exportLanguage: 'en', characters: [] })
      expect(JSON.parse(await readFile(join(t.dir, 'new.json'), 'utf8')).name).toBe('Skull & Shackles')
    }
  },
  'campaign/saveAs': {
    input: (t) => ({ path: join(t.dir, 'copy.json') }),
    check: async (v, t, call) => {
      expect(v?.path).toBe(join(t.dir, 'copy.json'))
      await call('campaign/rename', { name: 'Renamed copy' })
      await t.session.store.flush()
      expect(JSON.parse(await readFile(join(t.dir, 'copy.json'), 'utf8')).name).toBe('Renamed copy')
      expect(JSON.parse(await t.bytes()).name).toBe('Rise of the Runelords')
    }
  },
  'folders/allow': {
    input: async (t) => {
      await mkdir(join(t.dir, 'exports'), { recursive: true })
      return { path: join(t.dir, 'exports') }
    },
    check: async (v, t) => {
      expect(v.folders).toContain(await realpath(join(t.dir, 'exports')))
      expect(v.folders).toContain(await realpath(t.dir))
    }
  },
  'recovery/list': {
    input: () => ({}),
    check: (v) => expect(v).toEqual([])
  },
  'recovery/restore': {
    input: async (t) => {
      const copy = JSON.parse(await t.bytes()) as Campaign
      copy.name = 'Recovered'
      await writeFile(join(t.dir, 'campaign.unsaved-2026-12-01T10-00-00Z.json'), JSON.stringify(copy))
      return { id: 'campaign.unsaved-2026-12-01T10-00-00Z.json' }
    },
    check: async (v, t) => {
      expect(v.campaign.name).toBe('Recovered')
      expect(v.canUndo).toBe(true)
      expect(existsSync(join(t.dir, 'campaign.unsaved-2026-12-01T10-00-00Z.restored.json'))).toBe(true)
    }
  },
  'recovery/discard': {
    input: async (t) => {
      await writeFile(join(t.dir, 'campaign.unsaved-2026-12-01T10-00-00Z.json'), await t.bytes())
      return { id: 'campaign.unsaved-2026-12-01T10-00-00Z.json' }
    },
    check: async (v, t) => {
      expect(v.path).toBe(join(t.dir, 'campaign.unsaved-2026-12-01T10-00-00Z.discarded.json'))
      expect(existsSync(v.path)).toBe(true)
      expect(existsSync(join(t.dir, 'campaign.unsaved-2026-12-01T10-00-00Z.json'))).toBe(false)
    }
  },
  'campaign/recent': {
    input: () => ({}),
    check: (v, t) => expect(v).toEqual([t.file])
  },
  'campaign/reload': {
    input: async (t) => {
      await writeCampaign(t.file, sampleCampaign('Edited elsewhere'))
      return {}
    },
    check: (v) => expect(v.campaign.name).toBe('Edited elsewhere')
  },
  'campaign/overwrite': {
    input: async (t) => {
      t.session.store.apply({ type: 'campaign/rename', name: 'Mine' })
      await writeCampaign(t.file, sampleCampaign('Theirs'))
      return {}
    },
    check: async (v, t) => {
      expect(v.revision).toBe(1)
      expect(JSON.parse(await t.bytes()).name).toBe('Mine')
    }
  },
  'history/undo': {
    input: (t) => {
      t.session.store.apply({ type: 'campaign/rename', name: 'Typo' })
      return {}
    },
    check: (v) =>
      expect(v).toMatchObject({ canUndo: false, canRedo: true, campaign: { name: 'Rise of the Runelords' } })
  },
  'history/redo': {
    input: (t) => {
      t.session.store.apply({ type: 'campaign/rename', name: 'Again' })
      t.session.store.undo()
      return {}
    },
    check: (v) => expect(v).toMatchObject({ canUndo: true, canRedo: false, campaign: { name: 'Again' } })
  },
  'batch/apply': {
    input: () => ({
      label: 'split the loot',
      ops: [
        {
          type: 'line/move',
          from: { type: 'stash' },
          to: holder('valeros'),
          lineId: 's-gold',
          quantity: 100,
          newLineId: 'v-gold',
          ledgerId: 'g1',
          at: AT
        },
        {
          type: 'line/move',
          from: { type: 'stash' },
          to: holder('lem'),
          lineId: 's-gold',
          quantity: 100,
          newLineId: 'l-gold',
          ledgerId: 'g2',
          at: AT
        }
      ]
    }),
    check: (v, t) => {
      expect(v).toEqual({ revision: 1, canUndo: true, canRedo: false })
      expect(t.session.state.campaign.stash[0]?.quantity).toBe(50)
      expect(t.session.state.campaign.ledger.map((l) => l.id)).toEqual(['g1', 'g2'])
    }
  },
  'backup/list': {
    input: async (t) => {
      t.session.store.apply({ type: 'campaign/rename', name: 'Saved once' })
      await t.session.store.flush()
      return {}
    },
    check: (v) => {
      expect(v.length).toBeGreaterThanOrEqual(1)
      expect(v[0]).toMatchObject({ kind: expect.stringMatching(/recent|daily/) })
    }
  },
  'backup/restore': {
    input: async (t) => {
      t.session.store.apply({ type: 'campaign/rename', name: 'Second name' })
      await t.session.store.flush()
      const [newest] = await t.session.store.listBackups()
      return { id: newest!.id }
    },
    check: (v) => expect(v.campaign.name).toBe('Rise of the Runelords')
  },
  'campaign/openFromBackup': {
    input: async (t) => {
      const other = join(t.dir, 'broken.json')
      await writeCampaign(other, sampleCampaign('Before the damage'))
      const store = await CampaignStore.open(other, { debounceMs: 10 })
      store.apply({ type: 'campaign/rename', name: 'After one save' })
      await store.close()
      await writeFile(other, '{"schemaVersion": 2, "name": ')
      const [newest] = await CampaignStore.listBackupsFor(other)
      return { path: other, id: newest!.id }
    },
    check: async (v, t) => {
      expect(v.campaign.name).toBe('Before the damage')
      expect(JSON.parse(await readFile(join(t.dir, 'broken.json'), 'utf8')).name).toBe('Before the damage')
    }
  },
  'export/render': {
    input: () => ({ format: 'md', character: 'valeros' }),
    check: (v) => {
      expect(v).toMatchObject({
        fileName: 'Valeros - résumé.md',
        encoding: 'utf8',
        mime: 'text/markdown; charset=utf-8'
      })
      expect(v.data.split('\n')[0]).toBe('## Valeros — ● Lourde')
    }
  },
  'export/save': {
    input: (t) => ({ format: 'csv', path: join(t.dir, 'registre.csv') }),
    check: async (v, t) => {
      expect(v).toMatchObject({ path: join(t.dir, 'registre.csv') })
      expect(
        (await readFile(join(t.dir, 'registre.csv'), 'utf8')).startsWith('\uFEFFQuand;Objet;Qté;De;Vers;Note\r\n')
      ).toBe(true)
    }
  },
  'campaign/rename': {
    input: () => ({ name: '  Curse of the Crimson Throne ' }),
    check: (_v, t) => expect(t.session.state.campaign.name).toBe('Curse of the Crimson Throne')
  },
  'campaign/setExportLanguage': {
    input: () => ({ language: 'en' }),
    check: (_v, t) => expect(t.session.state.campaign.exportLanguage).toBe('en')
  },
  'options/update': {
    input: () => ({ coinsPerUnit: 50, customLimits: { arrows: [64, 96, 128] } }),
    check: (_v, t) =>
      expect(t.session.state.campaign.options).toMatchObject({
        coinsPerUnit: 50,
        strengthRaisesMax: true,
        customLimits: { arrows: [64, 96, 128] }
      })
  },
  'character/add': {
    input: () => ({
      character: {
        id: 'seoni',
        name: 'Seoni',
        player: 'Chloé',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: []
      }
    }),
    check: (_v, t) => expect(t.session.state.campaign.characters.map((c) => c.id)).toEqual(['valeros', 'lem', 'seoni'])
  },
  'character/update': {
    input: () => ({ id: 'lem', patch: { strength: 12, size: 'M', notes: 'Bull’s strength' } }),
    check: (_v, t) =>
      expect(t.session.state.campaign.characters[1]).toMatchObject({
        strength: 12,
        size: 'M',
        notes: 'Bull’s strength'
      })
  },
  'character/remove': {
    input: () => ({ id: 'lem', ledgerId: 'rm-lem', at: AT }),
    check: (_v, t) => {
      expect(t.session.state.campaign.characters.map((c) => c.id)).toEqual(['valeros'])
      expect(t.session.state.campaign.stash.some((l) => l.id === 'l-lute')).toBe(true)
    }
  },
  'line/add': {
    input: () => ({
      to: holder('lem'),
      line: { id: 'l-rope', ref: { source: 'catalog', id: 'rope-hemp' }, quantity: 2 },
      ledgerId: 'add-rope',
      at: AT
    }),
    check: (_v, t) => {
      expect(t.session.state.campaign.characters[1]?.inventory.map((l) => l.id)).toContain('l-rope')
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({ id: 'add-rope', quantity: 2 })
    }
  },
  'line/update': {
    input: () => ({
      holder: holder('valeros'),
      lineId: 'l-dagger',
      patch: { quantity: 12, notes: 'silvered' },
      ledgerId: 'found-daggers',
      at: AT
    }),
    check: (_v, t) => {
      expect(t.session.state.campaign.characters[0]?.inventory[0]).toMatchObject({ quantity: 12, notes: 'silvered' })
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({ id: 'found-daggers', action: 'edit' })
    }
  },
  'line/use': {
    input: () => ({ holder: holder('valeros'), lineId: 'l-potion', quantity: 1, ledgerId: 'drank', at: AT }),
    check: (_v, t) =>
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({ id: 'drank', action: 'use', quantity: 1 })
  },
  'line/remove': {
    input: () => ({ holder: { type: 'stash' }, lineId: 's-gold', ledgerId: 'spent', at: AT }),
    check: (_v, t) => expect(t.session.state.campaign.stash).toEqual([])
  },
  'line/split': {
    input: () => ({ holder: holder('valeros'), lineId: 'l-potion', quantity: 10, newLineId: 'l-potion-2' }),
    check: (_v, t) =>
      expect(t.session.state.campaign.characters[0]?.inventory.map((l) => [l.id, l.quantity])).toEqual([
        ['l-dagger', 10],
        ['l-potion', 20],
        ['l-potion-2', 10]
      ])
  },
  'coins/exchange': {
    input: () => ({
      holder: { type: 'stash' },
      from: 'gp',
      to: 'pp',
      quantity: 245,
      feePercent: 0,
      newLineId: 's-x',
      ledgerId: 'xch',
      at: AT
    }),
    check: (_v, t) => {
      expect(t.session.state.campaign.stash.map((l) => [l.id, l.ref.id, l.quantity])).toEqual([
        ['s-gold', 'coin-gp', 10],
        ['s-x-pp', 'coin-pp', 24]
      ])
      expect(t.session.state.campaign.ledger.map((e) => [e.id, e.action, e.quantity])).toEqual([
        ['xch', 'exchange', 240],
        ['xch-2', 'exchange', 24]
      ])
    }
  },
  'coins/consolidate': {
    input: () => ({ holder: { type: 'stash' }, newLineId: 's-c', ledgerId: 'cons', at: AT }),
    check: (_v, t) =>
      expect(t.session.state.campaign.stash.map((l) => [l.ref.id, l.quantity])).toEqual([['coin-pp', 25]])
  },
  'line/sell': {
    input: () => ({
      holder: holder('valeros'),
      lines: [{ lineId: 'l-dagger', quantity: 4 }],
      newLineId: 'sale',
      ledgerId: 'sold',
      at: AT
    }),
    check: (_v, t) => {
      // 4 daggers at 2 gp, half value: 4 gp into the stash's gold
      expect(t.session.state.campaign.stash).toEqual([
        { id: 's-gold', ref: { source: 'catalog', id: 'coin-gp' }, quantity: 254 }
      ])
      expect(t.session.state.campaign.ledger.find((e) => e.id === 'sold-s1')).toMatchObject({
        action: 'sell',
        quantity: 4,
        ratePercent: 50,
        valueGp: 8,
        proceedsGp: 4
      })
    }
  },
  'line/move': {
    input: () => ({
      from: holder('valeros'),
      to: { type: 'stash' },
      lineId: 'l-dagger',
      quantity: 4,
      newLineId: 's-dagger',
      ledgerId: 'mv',
      at: AT,
      note: 'too many'
    }),
    check: (_v, t) => {
      expect(t.session.state.campaign.stash.find((l) => l.id === 's-dagger')?.quantity).toBe(4)
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({ id: 'mv', note: 'too many' })
    }
  },
  'line/stow': {
    input: async (t) => {
      // the sample has no bag of holding: open one where Valeros carries one
      const c = sampleCampaign()
      const bag = { id: 'l-bag', ref: { source: 'catalog' as const, id: 'bag-of-holding-1' }, quantity: 1 }
      c.characters[0]!.inventory.push(bag)
      const file = join(t.dir, 'bag.json')
      await writeCampaign(file, c)
      await t.session.open(file)
      return { holder: holder('valeros'), lineId: 'l-potion', quantity: 10, into: 'l-bag', newLineId: 'l-potion-in' }
    },
    check: (_v, t) =>
      expect(t.session.state.campaign.characters[0]?.inventory.map((l) => [l.id, l.quantity, l.in])).toEqual([
        ['l-dagger', 10, undefined],
        ['l-potion', 20, undefined],
        ['l-potion-in', 10, 'l-bag'],
        ['l-bag', 1, undefined]
      ])
  },
  'place/add': {
    input: () => ({ place: { id: 'home', name: 'Home', notes: 'Sandpoint' } }),
    check: (_v, t) =>
      expect(t.session.state.campaign.places).toEqual([
        expect.objectContaining({ id: 'inn' }),
        { id: 'home', name: 'Home', notes: 'Sandpoint', inventory: [] }
      ])
  },
  'place/update': {
    input: () => ({ id: 'inn', patch: { name: 'Le Dragon rouillé' } }),
    check: (_v, t) => expect(t.session.state.campaign.places?.[0]?.name).toBe('Le Dragon rouillé')
  },
  'campaign/setWealth': {
    input: () => ({ scale: 'low', startingGp: 120 }),
    check: (_v, t) => expect(t.session.state.campaign.wealth).toEqual({ scale: 'low', startingGp: 120 })
  },
  'session/open': {
    input: () => ({ session: { id: 's-1', name: 'Soirée 1', date: '2025-01-02' }, at: AT }),
    check: (_v, t) =>
      expect(t.session.state.campaign.sessions).toEqual([
        {
          id: 's-1',
          name: 'Soirée 1',
          date: '2025-01-02',
          openedAt: AT,
          loadsAtOpen: { valeros: expect.any(String), lem: expect.any(String) }
        }
      ])
  },
  'session/close': {
    input: (t) => {
      openSession(t)
      return { id: 's-1', at: AT }
    },
    check: (_v, t) => expect(t.session.state.campaign.sessions?.[0]?.closedAt).toBe(AT)
  },
  'session/update': {
    input: (t) => {
      openSession(t)
      return { id: 's-1', patch: { name: 'La crypte' } }
    },
    check: (_v, t) => expect(t.session.state.campaign.sessions?.[0]?.name).toBe('La crypte')
  },
  'place/remove': {
    input: () => ({ id: 'inn', ledgerId: 'rm-inn', at: AT }),
    check: (_v, t) => {
      expect(t.session.state.campaign.places).toEqual([])
      expect(t.session.state.campaign.stash.map((l) => l.id)).toContain('p-tent')
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({
        id: 'rm-inn-1',
        from: { type: 'place', id: 'inn' },
        to: { type: 'stash' }
      })
    }
  },
  'customItem/add': {
    input: () => ({
      item: { id: 'sled', name: 'Sled', nameFr: 'Traîneau', type: 'gear', level: 6, weightKg: 150, priceGp: 20 }
    }),
    check: (_v, t) => expect(t.session.state.campaign.customItems.map((i) => i.id)).toEqual(['lute', 'idol', 'sled'])
  },
  'customItem/update': {
    input: () => ({ item: { id: 'idol', name: 'Golden idol', type: 'gear', level: 2, priceGp: 500 } }),
    check: (_v, t) =>
      expect(t.session.state.campaign.customItems[1]).toMatchObject({ name: 'Golden idol', priceGp: 500 })
  },
  'customItem/remove': {
    input: () => ({ id: 'idol' }),
    check: (_v, t) => expect(t.session.state.campaign.customItems.map((i) => i.id)).toEqual(['lute'])
  },
  'players/interfaces': {
    input: () => ({}),
    check: (v) => {
      expect(v.some((i) => i.address === '127.0.0.1' && i.internal)).toBe(true)
      expect(v.filter((i) => i.default).length).toBeLessThanOrEqual(1)
    }
  },
  'players/start': {
    input: () => ({ address: '127.0.0.1', share: SHARE_ALL }),
    check: (v) => {
      expect(v).toMatchObject({ running: true, address: '127.0.0.1', everyInterface: false, share: SHARE_ALL })
      expect(v.characters.map((c) => c.name)).toEqual(['Valeros', 'Lem'])
      for (const c of v.characters) {
        expect(c.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${v.port}/#[A-Za-z0-9_-]{43}$`))
        expect(c.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/)
      }
    }
  },
  'players/stop': {
    input: async (t) => {
      await PlayerSharing.of(t.session).start({ address: '127.0.0.1', share: SHARE_ALL })
      return {}
    },
    check: (v) => expect(v).toMatchObject({ running: false, address: null, port: null, characters: [] })
  },
  'players/status': {
    input: () => ({}),
    check: (v) => expect(v).toMatchObject({ running: false, characters: [] })
  },
  'players/renew-token': {
    input: () => ({ characterId: 'lem' }),
    check: async (_v, _t, call) => {
      const before = (await call('players/start', { address: '127.0.0.1', share: SHARE_ALL })).characters
      const after = (await call('players/renew-token', { characterId: 'lem' })).characters
      expect(after.find((c) => c.id === 'lem')!.url).not.toBe(before.find((c) => c.id === 'lem')!.url)
      expect(after.find((c) => c.id === 'valeros')!.url).toBe(before.find((c) => c.id === 'valeros')!.url)
    }
  },
  'players/revoke-token': {
    input: () => ({ characterId: 'lem' }),
    check: async (_v, _t, call) => {
      const status = await call('players/start', { address: '127.0.0.1', share: SHARE_ALL })
      expect(status.characters.find((c) => c.id === 'lem')).toMatchObject({ url: null, qrSvg: null })
      expect(status.characters.find((c) => c.id === 'valeros')!.url).toMatch(/#/)
    }
  },
  'players/claims': {
    input: () => ({}),
    check: (v) => expect(v).toEqual({ claims: [], uses: [] })
  },
  'players/use-decide': {
    // a real request from Valeros's page, over the players' server
    input: async (t) => {
      const status = await PlayerSharing.of(t.session).start({ address: '127.0.0.1', share: SHARE_ALL })
      const link = new URL(status.characters.find((c) => c.id === 'valeros')!.url!)
      const res = await fetch(`${link.origin}/api/uses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${link.hash.slice(1)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ lineId: 'l-potion', quantity: 2, seenRevision: t.session.state.revision })
      })
      const body = (await res.json()) as { ok: boolean; value: { id: string } }
      expect(res.status).toBe(200)
      return { id: body.value.id, approve: true }
    },
    check: (v, t) => {
      expect(v.uses).toMatchObject([{ characterId: 'valeros', lineId: 'l-potion', quantity: 2, status: 'approved' }])
      const valeros = t.session.state.campaign.characters.find((c) => c.id === 'valeros')!
      expect(valeros.inventory.find((l) => l.id === 'l-potion')!.quantity).toBe(28)
      expect(t.session.state.campaign.ledger.at(-1)).toMatchObject({ action: 'use', quantity: 2 })
    }
  }
}

const SHARE_ALL = { hideValues: false, hideOthers: false, hideStash: false }

/** A good input of every channel, on a campaign where the ids exist (for malformed variants of it). */
export async function goodInputs(t: TempCampaign): Promise<Array<[Channel, unknown]>> {
  const out: Array<[Channel, unknown]> = []
  for (const channel of Object.keys(GOOD) as Channel[]) {
    // Inputs that prepare files are fine here: only their shape is used.
    out.push([channel, await (GOOD[channel].input as (t: TempCampaign) => unknown)(t)])
  }
  return out
}
