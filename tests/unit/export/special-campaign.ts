// A campaign whose names and notes hold everything that breaks naive exporters: quotes, commas,
// semicolons, accents, `|`, Markdown and HTML syntax, newlines, emoji (with ZWJ sequences).
import { CampaignSchema, SCHEMA_VERSION, type Campaign } from '@shared/campaign/schema'

export const TRICKY = {
  campaign: 'L\'Ordre "Brisé" | Saison 2 🐉',
  hero: 'Zoë "Lame-Vive" O\'Hara, l\'Éclair ⚡',
  player: 'Ana-María | ✨ <b>not bold</b>',
  heroNotes: 'Doit 3 po à "Gros" Bob;\nligne 2: *pas* en gras, _ni_ ceci\n- pas une liste\n=SUM(A1:A2)',
  gem: 'Gemme «rouge», taillée | 💎',
  gemNotes: 'trouvée sous l\'autel, "maudite"?',
  sword: 'Épée "Chante-Mort" +1, forgée à Œrn',
  bag: 'Sac de 🍎 & <script>alert(1)</script>',
  stashed: 'Parchemin `code` [lien](http://x) #1',
  formula: '=HYPERLINK("http://evil")',
  ghost: 'Fantôme, dit "le 👻‍🔥"'
}

export function specialCampaign(): Campaign {
  const at = '2024-05-01T20:31:07+02:00'
  const campaign: Campaign = {
    schemaVersion: SCHEMA_VERSION,
    name: TRICKY.campaign,
    exportLanguage: 'fr',
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    customItems: [
      { id: 'gem', name: TRICKY.gem, type: 'gear', level: 1, kind: 'gemme', priceGp: 50 },
      { id: 'sword', name: TRICKY.sword, type: 'weapon', category: 'one-handed', level: 3, size: 'M', priceGp: 2315 },
      { id: 'bag', name: TRICKY.bag, type: 'gear', level: 3, priceGp: null },
      { id: 'scroll', name: TRICKY.stashed, type: 'gear', level: 0, priceGp: 25 },
      { id: 'formula', name: TRICKY.formula, type: 'gear', level: 2, priceGp: 1.5 }
    ],
    characters: [
      {
        id: 'zoe',
        name: TRICKY.hero,
        player: TRICKY.player,
        strength: 8,
        size: 'P',
        wornArmor: { name: 'Cuir clouté "usé", rapiécé', category: 'light' },
        notes: TRICKY.heroNotes,
        inventory: [
          { id: 'l1', ref: { source: 'custom', id: 'gem' }, quantity: 17, notes: TRICKY.gemNotes },
          { id: 'l2', ref: { source: 'custom', id: 'sword' }, quantity: 1 },
          { id: 'l3', ref: { source: 'custom', id: 'bag' }, quantity: 2 },
          { id: 'l4', ref: { source: 'custom', id: 'formula' }, quantity: 3 }
        ]
      },
      {
        id: 'ghost',
        name: TRICKY.ghost,
        player: '',
        strength: 10,
        size: 'M',
        wornArmor: null,
        notes: '',
        inventory: []
      }
    ],
    stash: [
      { id: 's1', ref: { source: 'custom', id: 'scroll' }, quantity: 4, notes: 'pour "plus tard", peut-être' },
      { id: 's2', ref: { source: 'custom', id: 'gem' }, quantity: 2, name: TRICKY.gem + ' (fêlée)' }
    ],
    ledger: [
      {
        id: 'e1',
        at,
        item: TRICKY.gem,
        ref: { source: 'custom', id: 'gem' },
        quantity: 17,
        from: { type: 'outside' },
        to: { type: 'character', id: 'zoe' },
        note: 'butin du "dragon", salle 3'
      },
      {
        id: 'e2',
        at: '2024-05-01T21:02:00+02:00',
        item: TRICKY.sword,
        ref: { source: 'custom', id: 'sword' },
        quantity: 1,
        from: { type: 'stash' },
        to: { type: 'character', id: 'zoe' }
      },
      {
        id: 'e3',
        at: '2024-05-02T09:15:30.500Z',
        item: TRICKY.formula,
        ref: { source: 'custom', id: 'formula' },
        quantity: 3,
        from: { type: 'character', id: 'gone' },
        to: { type: 'character', id: 'zoe' },
        note: 'ligne 1\nligne 2'
      }
    ]
  }
  return CampaignSchema.parse(campaign)
}
