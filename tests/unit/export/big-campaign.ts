// A character with many limit groups (several pages), to check that a group is never split.
import {
  CampaignSchema,
  SCHEMA_VERSION,
  type Campaign,
  type CustomItem,
  type InventoryLine
} from '@shared/campaign/schema'

export function bigCampaign(groups: number, linesPerGroup: number, language: 'fr' | 'en' = 'en'): Campaign {
  const customItems: CustomItem[] = []
  const inventory: InventoryLine[] = []
  for (let g = 0; g < groups; g++) {
    const kind = `Kind ${String(g + 1).padStart(2, '0')}`
    for (let l = 0; l < linesPerGroup; l++) {
      const id = `k${g}-i${l}`
      customItems.push({
        id,
        name: `${kind} item ${l + 1}`,
        type: 'gear',
        level: (g % 4) as 0 | 1 | 2 | 3,
        kind,
        priceGp: g + l
      })
      inventory.push({
        id: `line-${id}`,
        ref: { source: 'custom', id },
        quantity: 1 + ((g + l) % 3),
        notes: l === 0 ? `note for ${kind}` : undefined
      })
    }
  }
  return CampaignSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    name: 'Many groups',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems,
    characters: [
      {
        id: 'packrat',
        name: 'Packrat',
        player: 'Tester',
        strength: 12,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory
      }
    ],
    stash: [],
    ledger: []
  })
}
