// English messages; the French file must have exactly the same shape (checked by the compiler).
// Strings with parameters are functions, so a missing or misspelt parameter is a type error.
import type { ArmorCategory, ContainerKind, Size, Tier, WeaponCategory } from '@shared/rules/types'
import type { BearerKind } from '@shared/campaign/schema'
import type { CatalogSection } from '@shared/catalog/types'
import type { QuantityProblemReason } from '@shared/catalog/haul'
import type { ExportStrings } from './exports'
import { reasonsEn } from './reasons-en'
import type { Agreement } from './gender'
import { formatNumber } from '../core/format'
import type { StepVerb } from './history'
import { countName, plural } from './plural'

const STEP_VERBS_EN: Record<StepVerb, string> = {
  used: 'used',
  sold: 'sold',
  moved: 'moved',
  added: 'added',
  removed: 'removed',
  corrected: 'corrected',
  exchanged: 'exchanged'
}

/** An import problem as the strings need it (src-shared/import/review.ts). */
export interface ImportProblemText {
  file: string
  path: string | null
  line: number | null
  column: number | null
  code: string
  system?: string
  expected?: string
  missing?: boolean
}

/** The over state (RULES.md §12), one wording for the card, the bearer rows, the exports and the
 * warnings (issue 14 item 5: screens and exports say the same). */
const CANNOT_MOVE = 'cannot move'
const CANNOT_MOVE_LEAD = 'Cannot move'

/** Exported documents (summaries, party sheet, ledger CSV). */
const exportsEn: ExportStrings = {
  coinAbbr: { cp: 'cp', sp: 'sp', gp: 'gp', pp: 'pp' },
  gp: 'gp',
  characterSummary: 'Character summary',
  partySheet: 'Party sheet',
  ledger: 'Ledger',
  player: 'Player',
  strength: 'Strength',
  strengthShort: 'STR',
  size_: 'Size',
  wornArmor: 'Worn armour',
  none: 'none',
  load: 'Load',
  effects: 'Effects',
  why: 'Why',
  coinWord: (n) => plural(n, 'en', 'coin', 'coins'),
  inventory: 'Inventory by limit group',
  emptyInventory: 'Carries nothing.',
  levelWord: 'level',
  units: (n) => plural(n, 'en', 'unit', 'units'),
  limits: 'limits',
  quantity: 'Qty',
  item: 'Item',
  value: 'Value',
  notes: 'Notes',
  coins: 'Coins',
  noCoins: 'No coins.',
  totalValue: 'Total value',
  unpriced: (n) => `${n} ${plural(n, 'en', 'line has', 'lines have')} no price`,
  notCounted: 'Never counted (unlimited)',
  emptyStash: 'The stash is empty.',
  places: 'Places',
  stored: 'Stored here: counts in nobody’s load.',
  emptyPlace: 'Nothing stored here.',
  character: 'Character',
  generated: 'Printed',
  page: 'page',
  inside: (counted) => (counted ? 'Inside (counts as carried, house rule)' : 'Inside (counts for nobody)'),
  roundsInside: (n) => `${n} ${plural(n, 'en', 'round', 'rounds')} inside`,
  madeFor: (s) => `made for ${s}`,
  colon: ':',
  semicolon: '; ',
  csv: { note: 'Note' },
  and: 'and'
}

export const en = {
  lang: { name: 'English', switchTo: 'FR', switchLabel: 'Switch the interface to French' },
  app: {
    title: 'Encumbrance',
    loading: 'Opening the campaign…',
    loadFailed: (msg: string) => `The campaign could not be opened: ${msg}`,
    retry: 'Try again',
    mainNav: 'Main',
    skipToContent: 'Skip to content'
  },
  nav: { party: 'Party', catalog: 'Catalog', rules: 'House rules', ledger: 'Ledger' },
  /** What an undo or a redo took back or brought back (src-shared/i18n/history.ts). */
  history: {
    undone: (what: string) => `Undone: ${what}`,
    redone: (what: string) => `Redone: ${what}`,
    lastChange: 'the last change',
    entries: (n: number) => `${n} ${plural(n, 'en', 'ledger entry', 'ledger entries')}`,
    /** "3 potions of cure light wounds used": the count and the name in its number (the plural helper). */
    entry: (n: number, name: string, verb: StepVerb, _a: Agreement) =>
      `${countName(n, name, 'en')} ${STEP_VERBS_EN[verb]}`,
    rounds: (rounds: string, verb: StepVerb) => `${rounds} ${STEP_VERBS_EN[verb]}`,
    /** A count corrected by hand, with its direction: "−4 daggers (corrected)", "+12 rounds (corrected)". */
    corrected: (what: string, more: boolean) => `${more ? '+' : '−'}${what} (corrected)`
  },
  toolbar: {
    undo: 'Undo',
    redo: 'Redo',
    whatIf: 'What-if',
    shortcuts: 'Keyboard shortcuts',
    help: 'Help',
    about: 'About Encumbrance',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    saved: 'Saved',
    saving: 'Saving…',
    notSaved: 'Not saved',
    readOnly: 'Read-only'
  },
  tier: { light: 'Light', medium: 'Medium', heavy: 'Heavy', over: 'Over limit' } satisfies Record<Tier, string>,
  tierLoad: { light: 'light load', medium: 'medium load', heavy: 'heavy load', over: 'over limit' } satisfies Record<
    Tier,
    string
  >,
  groupLoad: { none: 'empty', light: 'light', medium: 'medium', heavy: 'heavy', over: 'over' },
  level: ['insignificant', 'negligible', 'light', 'medium', 'bulky', 'heavy', 'very heavy', 'impossible'],
  levelShort: (n: number) => `L${n}`,
  levelLabel: (n: number) => `Level ${n}`,
  size: {
    I: 'Fine',
    Min: 'Diminutive',
    TP: 'Tiny',
    P: 'Small',
    M: 'Medium',
    G: 'Large',
    TG: 'Huge',
    Gig: 'Gargantuan',
    C: 'Colossal'
  } satisfies Record<Size, string>,
  sizeShort: { I: 'F', Min: 'D', TP: 'T', P: 'S', M: 'M', G: 'L', TG: 'H', Gig: 'G', C: 'C' } satisfies Record<
    Size,
    string
  >,
  armorCategory: { light: 'light armour', medium: 'medium armour', heavy: 'heavy armour' } satisfies Record<
    ArmorCategory,
    string
  >,
  weaponCategory: {
    light: 'light weapon',
    'one-handed': 'one-handed weapon',
    'two-handed': 'two-handed weapon'
  } satisfies Record<WeaponCategory, string>,
  itemType: {
    weapon: 'Weapon',
    armor: 'Armour',
    coins: 'Coins',
    ammo: 'Ammunition container',
    creature: 'Creature',
    gear: 'Gear'
  },
  section: {
    weapon: 'Weapons',
    armor: 'Armour',
    shield: 'Shields',
    gear: 'Adventuring gear',
    tool: 'Tools',
    clothing: 'Clothing',
    mount: 'Mounts & gear',
    ammo: 'Ammunition',
    coins: 'Coins',
    magic: 'Magic items',
    container: 'Containers',
    vehicle: 'Vehicles',
    creature: 'Creatures',
    food: 'Food & drink',
    light: 'Light sources'
  } satisfies Record<CatalogSection, string>,
  group: {
    weapons: (level: number) =>
      ({ 2: 'light weapons', 3: 'one-handed weapons', 4: 'two-handed weapons' })[level] ?? `weapons (level ${level})`,
    armours: (level: number) =>
      ({ 4: 'carried light armours', 5: 'carried medium armours', 6: 'carried heavy armours' })[level] ??
      `carried armours (level ${level})`,
    coins: 'coins',
    ammo: 'ammunition containers',
    /** Rounds counted one by one (a house rule, RULES.md §9). */
    rounds: { arrows: 'arrows', bolts: 'crossbow bolts', bullets: 'sling bullets' } as Record<ContainerKind, string>,
    creatures: (level: number) => `carried creatures (level ${level})`,
    /** The same names for a count of one ("+1 light weapon → medium"). */
    one: {
      weapons: (level: number) =>
        ({ 2: 'light weapon', 3: 'one-handed weapon', 4: 'two-handed weapon' })[level] ?? `weapon (level ${level})`,
      armours: (level: number) =>
        ({ 4: 'carried light armour', 5: 'carried medium armour', 6: 'carried heavy armour' })[level] ??
        `carried armour (level ${level})`,
      coins: 'coin',
      ammo: 'ammunition container',
      rounds: { arrows: 'arrow', bolts: 'crossbow bolt', bullets: 'sling bullet' } as Record<ContainerKind, string>,
      creatures: (level: number) => `carried creature (level ${level})`
    },
    kindAtLevel: (name: string, level: number) => `${name} (level ${level})`
  },
  effects: {
    speed: 'Speed',
    maxDex: 'Max Dex',
    check: 'Check',
    run: 'Run',
    noLimit: '—',
    cannotMove: CANNOT_MOVE,
    speedValue: (ft: number) => `${ft} ft`,
    runValue: (n: number) => `×${n}`
  },
  card: {
    str: 'STR',
    /** The worn armour line's title; the exports say the part after the colon. */
    armorTitle: (name: string, category: string) => `Armour: ${name} (${category})`,
    player: (p: string) => `Player: ${p}`,
    noPlayer: 'No player',
    noArmor: 'No armour',
    armor: 'Armour',
    open: (name: string) => `Open ${name}’s sheet`,
    units: 'units',
    select: (name: string) => `Select ${name}`,
    dropHint: 'Drop here',
    evaluating: 'Evaluating…',
    nothing: 'Carries nothing heavy',
    before: 'before',
    after: 'after',
    changed: (from: string, to: string) => `${from} → ${to}`
  },
  reason: {
    none: 'Everything within light limits',
    /** `none` on a one-line bearer row, its tier beside it. */
    noneShort: 'All light',
    group: (what: string, tier: string) => `${what} → ${tier}`,
    armor: (armour: string, tier: string) => `${armour} worn → ${tier}`,
    armorShort: (armour: string) => `${armour} worn`,
    overLead: `${CANNOT_MOVE_LEAD} with this load: `,
    nearest: (what: string, tier: string) => `+${what} → ${tier}`,
    lighter: (what: string, tier: string) => `−${what} → ${tier}`,
    nearestLabel: 'Next threshold',
    lighterLabel: 'To get lighter',
    noNearest: 'No threshold ahead'
  },
  stash: {
    title: 'Stash',
    /** The stash inside a sentence ("Added 3 daggers to the stash"). */
    inSentence: 'the stash',
    empty: 'The stash is empty. Add loot with the quick-add box or the catalog.',
    total: (v: string) => `Total value ${v}`,
    lines: (n: number) => `${n} ${plural(n, 'en', 'line', 'lines')}`
  },
  money: { gp: (v: string) => `${v} gp` },
  places: {
    title: 'Places',
    /** Under the title: why a place is not a bearer (RULES.md §10). */
    help: 'Stored here: counts for nobody',
    add: 'Add place',
    addTitle: 'A place where gear is left: the inn, home, a ship’s hold, a cart nobody carries',
    name: 'Name of the place',
    placeholder: 'The inn, home, the ship’s hold…',
    create: 'Add',
    cancel: 'Cancel',
    empty: 'No places yet. Gear left at the inn or at home goes in a place: it counts for nobody.',
    nothing: 'Nothing stored here. Drag lines onto this place.',
    emptySummary: 'Empty',
    nameNeeded: 'A place needs a name',
    nameTaken: (name: string) => `There is already a place called ${name}`,
    /** The expand button's accessible name ("The inn: 3 lines, 120 gp"). */
    toggle: (name: string, summary: string) => `${name}: ${summary}`,
    /** A what-if changed what a place holds (as the cards' before → after, for screen readers). */
    changed: (before: string, after: string) => `before ${before}; after ${after}`,
    menu: (name: string) => `Actions for ${name}`,
    rename: 'Rename…',
    renameLabel: (name: string) => `New name for ${name}`,
    save: 'Rename',
    /** A place's notes (what a GM keeps about it: "key with the innkeeper, paid until the 12th"). */
    notes: 'Notes…',
    notesLabel: (name: string) => `Notes on ${name}`,
    notesPlaceholder: 'Key with the innkeeper, room paid until the 12th…',
    notesSave: 'Save notes',
    remove: 'Remove…',
    removeTitle: (name: string) => `Remove ${name}`,
    removeEmpty: (name: string) => `Remove ${name}? It holds nothing.`,
    removeAsk: (name: string, lines: string, count: number) =>
      `${name} still holds ${lines}. Where should ${plural(count, 'en', 'it', 'they')} go?`,
    removeTo: (count: number) => `Move ${plural(count, 'en', 'it', 'them')} to`,
    removeConfirm: (count: number) => `Move ${plural(count, 'en', 'it', 'them')} and remove the place`,
    removeConfirmEmpty: 'Remove the place',
    removed: (name: string) => `Place removed: ${name}`,
    removedTo: (name: string, to: string) => `Place removed: ${name}; what it held went to ${to}`,
    /** A place the ledger names that no longer exists. */
    gone: '(removed place)',
    /** A drop onto a place (DropPreview). */
    noLimitShort: 'no limit',
    noLimit: 'No load limit: stored gear counts for nobody'
  },
  party: {
    title: 'Party',
    add: 'Add character',
    empty: 'No characters yet. Add the first one.',
    newName: 'New character',
    cards: 'Characters'
  },
  bearers: {
    kind: { mount: 'Mount', 'pack-animal': 'Pack animal', hireling: 'Hireling', familiar: 'Familiar' } satisfies Record<
      BearerKind,
      string
    >,
    /** The list of rows under an owner's card. */
    of: (owner: string) => `${owner}’s mounts and hirelings`,
    /** "Mount of Valeros" (exports). */
    roleOf: (kind: string, owner: string) => `${kind} of ${owner}`,
    strip: 'Mounts and hirelings with no owner',
    stripShort: 'No owner',
    open: (name: string, kind: string) => `Open ${name}’s sheet (${kind})`,
    speed: (value: string) => `Speed ${value}`,
    add: 'Mount, hireling…',
    addTitle: 'Add a mount, pack animal, hireling or familiar',
    formTitle: 'New mount, pack animal, hireling or familiar',
    name: 'Name',
    kindLabel: 'Kind',
    strength: 'Strength',
    size: 'Size',
    quadruped: 'Quadruped',
    quadrupedHelp: (on: boolean): string =>
      on
        ? 'Four legs: d +1 (house rule “Quadrupeds carry more” is on).'
        : 'Four legs: carries more only when the house rule “Quadrupeds carry more” is on.',
    baseSpeed: 'Base speed',
    speedUnit: 'ft',
    speedDefault: (value: string) => `Empty: ${value}, the default for its size.`,
    neverReduced: 'Speed never reduced by load or armour',
    neverReducedHelp: 'As dwarves: a medium or heavy load leaves the speed as it is.',
    owner: 'Owner',
    noOwner: 'Nobody',
    ownerHelp: 'With no owner, its row goes in the strip under the cards.',
    submit: 'Add',
    cancel: 'Cancel',
    added: (name: string) => `Added ${name}`,
    nameRequired: 'Name: required.',
    strengthBad: 'Strength: a whole number from 0 to 99.',
    speedBad: 'Base speed: a multiple of 5 ft from 0 to 1,000 ft (20, 30, 40…).',
    defaultName: { mount: 'Horse', 'pack-animal': 'Mule', hireling: 'Porter', familiar: 'Cat' } satisfies Record<
      BearerKind,
      string
    >,
    makeBearer: 'Not a character: a mount, pack animal, hireling or familiar',
    character: 'Character',
    kindHelp:
      'A character has a card of its own; a mount, pack animal, hireling or familiar has a row under its owner’s card.'
  },
  sheet: {
    back: 'Back to the party',
    identity: 'Character',
    name: 'Name',
    player: 'Player',
    strength: 'Strength',
    modifier: (m: string) => `mod. ${m}`,
    size: 'Size',
    wornArmor: 'Worn armour',
    noArmor: 'None',
    notes: 'Notes',
    inventory: 'Inventory',
    emptyInventory: 'Carries nothing. Add items with quick add or drag them from the stash.',
    removeCharacter: 'Remove character',
    removeBearer: 'Remove from the party',
    confirmRemove: (name: string) => `Remove ${name}? Their items go back to the stash.`,
    ungrouped: 'Not counted',
    unlimited: 'unlimited',
    partyRail: 'Party',
    /** What-if: the bearer as the effects tried leave it; the form keeps the values without effects. */
    effective: (strength: string, size: string) =>
      `With the effects tried: Strength ${strength}, size ${size}. The form shows the values without effects.`
  },
  line: {
    quantity: 'Quantity',
    quantityOf: (name: string) => `Quantity of ${name}`,
    remove: 'Remove',
    split: 'Split',
    moveTo: 'Move to…',
    value: 'Value',
    drag: (name: string) => `Drag ${name}`,
    actions: (name: string) => `Actions for ${name}`,
    rounds: (n: number) => `${n} ${plural(n, 'en', 'round', 'rounds')}`,
    /** "Use N" on the line itself (issue 25 item 1): consumables use units, ammunition spends rounds. */
    useOn: (name: string) => `Use ${name}…`,
    useHowMany: (name: string) => `How many to use: ${name}`,
    spendHowMany: (name: string) => `Rounds to spend: ${name}`,
    use: 'Use',
    spend: 'Spend'
  },
  bar: {
    label: (group: string, units: string, a: number, b: number, c: number) =>
      `${group}: ${units} units; light up to ${a}, medium up to ${b}, heavy up to ${c}`,
    limits: 'limits',
    room: (n: string, tier: string) => `room for ${n} more at ${tier}`,
    overBy: (n: string) => `${n} over`
  },
  inventory: {
    badQuantity: (reason: QuantityProblemReason, typed: string): string =>
      ({
        zero: `“${typed}” is not a quantity: add at least 1`,
        negative: `“${typed}”: a quantity cannot be negative (to take some away, use the line’s Use or Remove)`,
        decimal: `“${typed}”: a quantity is a whole number`,
        suffix: `“${typed}”: write the number in full (10000, not 10k)`,
        'too-large': `“${typed}” is too many: at most 1,000,000,000`
      })[reason],
    shifted: (madeFor: string, level: number, bearer: string) =>
      `made for ${madeFor}: level ${level} for a ${bearer} bearer`,
    shiftBadge: (level: number) => `L${level}`,
    edit: 'Edit',
    editOf: (name: string) => `Edit ${name}`,
    editTitle: (name: string) => `Edit “${name}”`,
    nameEn: 'Name (English)',
    nameFr: 'Name (French)',
    nameHint: 'A name given in one language shows in both until the other is given.',
    magic: 'Magic item',
    enhancement: 'Enhancement bonus',
    masterwork: 'Masterwork',
    unitValue: 'Value of one (gp)',
    unitValueHint: (gp: string) => `item’s price: ${gp}`,
    notes: 'Notes',
    kind: 'Kind',
    kindHint: 'Lines of one kind count together against one set of limits.',
    level: 'Level',
    levelDefault: (n: number) => `Item’s own (level ${n})`,
    size: 'Made for size',
    sizeDefault: (s: string) => `Item’s own (${s})`,
    sizeNone: 'No size',
    unlimited: 'Never counts (level 0 only)',
    unidentifiedMark: (shown: string) => `not identified: the players see “${shown}”`,
    identified: 'Identified',
    unidentifiedName: 'Name the players see until it is identified',
    rounds: 'Rounds inside',
    roundsRoom: (n: number) => `the containers hold ${n}`,
    fullValue: 'Sells at full value (trade goods, gems, art)',
    quantity: 'Quantity',
    save: 'Save',
    cancel: 'Cancel',
    saved: (name: string) => `${name}: changes saved`,
    useTitle: 'Use',
    useCount: 'How many',
    use: 'Use',
    spendCount: 'Rounds spent',
    spend: 'Spend',
    used: (what: string) => `Used ${what}`,
    badNumber: (field: string) => `${field}: not a number`,
    badCount: (field: string, max: string) => `${field}: a whole number from 0 to ${max}`,
    haul: {
      open: 'Paste a haul…',
      title: (holder: string) => `Haul for ${holder}`,
      text: 'One item a line, or separated by commas, in French or English',
      placeholder:
        '1200 gp, 5000 sp, 12 potions of cure light wounds, chest, full plate, 3 longswords, quiver of 80 arrows',
      line: 'Line',
      item: 'Item',
      quantity: 'Quantity',
      size: 'Size',
      goesTo: 'Goes into',
      unknown: 'Nothing to add: fix or drop the line',
      skipped: (n: number) => `${n} ${plural(n, 'en', 'line', 'lines')} skipped (see in red)`,
      guess: 'a guess: check it',
      value: 'Value',
      noValue: '—',
      custom: 'new custom item',
      treasure: { gem: 'gem', jewel: 'jewel', art: 'art object' } as Record<'gem' | 'jewel' | 'art', string>,
      fullValue: 'sells at full value',
      nameOf: (text: string) => `Name — ${text}`,
      levelOf: (text: string) => `Level — ${text}`,
      valueOf: (text: string) => `Value of one (gp) — ${text}`,
      addAll: (n: number) => `Add all (${n} ${plural(n, 'en', 'line', 'lines')})`,
      joins: (name: string) => `joins ${name}`,
      fills: (name: string) => `fills ${name}`,
      newLine: 'new line',
      drop: (text: string) => `Drop “${text}”`,
      fix: (text: string) => `Fix “${text}”`,
      add: (n: number) => `Add ${n} ${plural(n, 'en', 'line', 'lines')}`,
      notUnderstood: (n: number) => `${n} ${plural(n, 'en', 'line', 'lines')} not understood`,
      added: (n: number, to: string) => `${n} ${plural(n, 'en', 'line', 'lines')} added to ${to}`,
      label: 'Haul',
      nothing: 'Paste or type the haul above.'
    }
  },

  move: {
    title: (name: string) => `Move ${name}`,
    to: 'To',
    quantity: 'Quantity',
    confirm: 'Move',
    cancel: 'Cancel',
    moved: (what: string, to: string, _agree: Agreement) => `Moved ${what} to ${to}`
  },
  /** Extradimensional containers on the sheet (RULES.md §10). */
  bag: {
    putIn: (bag: string) => `Put in ${bag}`,
    menu: (name: string) => `Put ${name} in a bag of holding, or take it out`,
    menuTitle: 'Bag of holding: put in / take out',
    takeOut: 'Take out of the bag',
    put: (what: string, bag: string, _agree: Agreement) => `Put ${what} in ${bag}`,
    took: (what: string, bag: string, _agree: Agreement) => `Took ${what} out of ${bag}`,
    cannotPut: (what: string, bag: string) => `Cannot put ${what} in ${bag}`,
    cannotTake: (what: string) => `Cannot take ${what} out`,
    refused: (action: string, why: string) => `${action}: ${why}`,
    /** "31 items · 1,500 gp inside · worth 1,515 gp": the items, the coins apart, what it all is worth (each may be ''). */
    summary: (items: string, coins: string, worth: string) =>
      `${[items, coins].filter(Boolean).join(' · ')} inside${worth ? ` · worth ${worth}` : ''}`,
    items: (n: number, formatted: string) => `${formatted} ${plural(n, 'en', 'item', 'items')}`,
    empty: 'Empty: drag items here to put them in (they count for nobody)',
    contentsOf: (bag: string) => `Contents of ${bag}`,
    show: (bag: string) => `Show what ${bag} holds`,
    hide: (bag: string) => `Hide what ${bag} holds`,
    uncounted: 'count for nobody',
    counted: 'count as carried (house rule)',
    overCapacity: (units: string, capacity: string) => `${units} units inside: room for ${capacity}`,
    tooLarge: (name: string, level: number, maxLevel: number) =>
      `${name} is level ${level}: larger than fits (largest level ${maxLevel})`,
    /** What is wrong with a container, in the card's short words (the split preview's rows say them too). */
    overCapacityShort: 'over capacity',
    tooLargeShort: 'an item too large',
    cardWarning: (bag: string, problems: readonly string[]) => `${bag}: ${problems.join(', ')}`,
    capacity: 'Capacity (units)',
    maxLevel: 'Largest level that fits',
    anyLevel: 'Any',
    containerHint:
      'What this container holds counts for nobody. Give it a capacity (units as the limits count them, coins per unit) and a largest level: the sheet warns past either.'
  },
  split: {
    title: (name: string) => `Split ${name}`,
    quantity: 'Quantity to split off',
    confirm: 'Split',
    cancel: 'Cancel'
  },
  quickAdd: {
    label: 'Quick add',
    placeholder: 'e.g. 3 daggers, 200 gp…',
    to: 'Add to',
    hint: 'Enter adds the first match',
    added: (what: string, to: string, _agree: Agreement) => `Added ${what} to ${to}`,
    noMatch: (q: string) => `Nothing matches “${q}”`,
    suggestions: 'Suggestions'
  },
  consequence: {
    /** "Fizzbang: heavy → over, 2 full plates" (`causes`: what decides the new load, may be empty). */
    change: (name: string, from: string, to: string, causes: string) =>
      `${name}: ${from} → ${to}${causes ? `, ${causes}` : ''}`,
    same: (name: string, tier: Tier) =>
      `${name}: still ${({ light: 'light', medium: 'medium', heavy: 'heavy', over: 'over the limit' } as const)[tier]}`,
    drop: (what: string) => `Drop ${what}`,
    askHint: 'Shift+drop: choose how many',
    asking: 'Release to choose how many',
    overWarning: `Goes over the limit: ${CANNOT_MOVE}`,
    working: 'Working out the loads…',
    impossible: 'This move is not possible',
    preview: 'Result',
    stash: 'No load limit'
  },
  catalog: {
    title: 'Catalog',
    search: 'Search items',
    // whole in the field at 1280×720: the two examples say that both languages work
    searchPlaceholder: 'Search: “long sword”, “épée”…',
    results: (n: number) => `${formatNumber('en', n)} ${plural(n, 'en', 'item', 'items')}`,
    noResults: 'No item matches.',
    showMore: (n: number, left: number) => `Show ${n} more (${left} left)`,
    englishOnly: 'English name: the French edition gives none',
    add: 'Add',
    addTo: (holder: string) => `Add to ${holder}`,
    name: 'Item',
    level: 'Level',
    weight: 'Weight',
    price: 'Price',
    kind: 'Counts as',
    custom: 'Custom',
    allSections: 'All sections',
    section: 'Section',
    weightValue: (kg: string) => `${kg} kg`
  },
  custom: {
    title: 'Custom items',
    new: 'New custom item',
    open: 'New custom item…',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save item',
    cancel: 'Cancel',
    name: 'Name (English)',
    nameFr: 'Name (French)',
    kind: 'Kind (items of one kind count together)',
    type: 'Type',
    category: 'Category',
    level: 'Encumbrance level',
    classifier: 'Classifier',
    weight: 'Weight (kg)',
    sizeCue: 'Size cue',
    suggested: (n: number, name: string) => `Suggested: level ${n} (${name})`,
    useSuggested: 'Use suggestion',
    madeFor: 'Made for size',
    none: 'None',
    unlimited: 'Unlimited (level 0 only)',
    consumable: 'Consumable (used up: offers “Use”)',
    consumableHint:
      'Used up by its use, like a potion, a scroll or arrows: its lines offer “Use N”, written to the ledger.',
    price: 'Price (gp)',
    saved: (name: string) => `Saved ${name}`,
    empty: 'No custom items yet.',
    cues: [
      'could be swallowed',
      'fits a pouch; two per hand',
      'forearm',
      'whole arm',
      'leg',
      '≈ 75 % of the bearer',
      'as big as the bearer',
      'twice the bearer'
    ],
    noCue: 'No size cue',
    inUse: 'In use: remove the lines first'
  },
  whatIf: {
    title: 'What-if',
    banner: 'What-if mode: nothing is saved until you apply.',
    /** The over warning on screen beside the effects' chips: who only. */
    overShort: (names: string) => `Over the limit: ${names}`,
    count: (n: number) =>
      n === 0 ? 'No tentative change yet' : `${n} tentative ${plural(n, 'en', 'change', 'changes')}`,
    apply: 'Apply',
    discard: 'Discard',
    start: 'Start a what-if',
    applied: 'What-if applied as one step',
    discarded: 'What-if discarded',
    /** What a move or a stow says when it was only tried in the what-if (first: a toast is cut after two lines). */
    tentative: (done: string) => `What-if · ${done}`,
    label: 'What-if',
    effects: 'Try',
    effectsTitle: (name: string) => `Try a temporary effect on ${name}`,
    bulls: 'Bull’s Strength',
    exhaustion: 'Exhaustion',
    enlarge: 'Enlarge Person',
    reduce: 'Reduce Person',
    bullsShort: 'STR +4',
    exhaustionShort: 'STR −6',
    enlargeShort: 'Size +1, STR +2',
    reduceShort: 'Size −1, STR −2',
    strDelta: (d: string) => `STR ${d}`,
    sizeDelta: (d: string) => `Size ${d}`,
    dDelta: (d: string) => `d ${d}`,
    withoutGear: 'gear unchanged',
    /** The chips' list: one chip per change tried (issue 25 item 7). */
    changes: 'Changes tried',
    /** The button the chips give way to when they do not fit on the bar, and its menu's name. */
    changesMenu: 'List',
    changesMenuTitle: (n: number) => plural(n, 'en', 'The tentative change', `The ${n} tentative changes`),
    removeEffect: (effect: string, name: string) => `Remove ${effect} from ${name}`,
    removeChange: (what: string) => `Remove “${what}” from the what-if`,
    /** A change the ledger does not record (a strength, a name): whom it changed. */
    edited: (who: string) => `Edited: ${who}`,
    otherChange: 'Other change',
    nothingToUndo: 'Nothing to take back in the what-if',
    /** After a reload: the what-if of this tab, taken up again. */
    resumed: (n: number) =>
      `What-if resumed: ${n} tentative ${plural(n, 'en', 'change', 'changes')} (nothing is saved)`,
    custom: 'Custom effect…',
    customTitle: 'Try a custom effect',
    customBar: 'Effect…',
    customBarTitle: 'Try a custom effect on someone (strength, size, d)',
    bearer: 'On',
    strength: 'Strength (±)',
    sizeSteps: 'Size (± steps)',
    withGear: 'Worn and carried equipment changes size with the bearer',
    withGearHint: 'As Enlarge and Reduce Person: what was made for the bearer stays made for the bearer.',
    dChange: 'd (±)',
    customHint: 'Any effect is a strength change, a size change in steps, or a change of d (RULES.md §13).',
    customTry: 'Try',
    cancel: 'Cancel',
    badNumber: (field: string, max: number) => `${field}: a whole number between −${max} and +${max}`,
    nothing: 'Give a strength, a size or a d change (not all zero)'
  },
  banner: {
    recovery: (when: string, n: number) =>
      `Unsaved changes from ${when} were kept in a recovery file: ${n} ${plural(n, 'en', 'change', 'changes')} not in this campaign.`,
    recoveryUnreadable: (when: string) => `A recovery file from ${when} can no longer be read.`,
    recoveryHelp:
      'Restore them as one step you can undo (the campaign as it is now is backed up first), keep the file for later, or discard it (it is moved aside, not deleted).',
    recoveryRestore: 'Restore them',
    recoveryKeep: 'Keep for later',
    recoveryDiscard: 'Discard',
    recoveryRestored: (when: string) => `Restored the unsaved changes of ${when}. Undo (Ctrl+Z) takes them back.`,
    recoveryDiscarded: (path: string) => `The recovery file was moved aside: ${path}`,
    saveFailed: (msg: string) => `The campaign could not be saved: ${msg}`,
    saveFailedHelp: 'Your changes are kept in the app. Free some disk space or check the folder, then retry.',
    saveFailedHelpFull: 'Your changes are kept in the app. Free some disk space, then retry.',
    saveFailedHelpPermission:
      'Your changes are kept in the app. Check that the folder can be written to (or save elsewhere), then retry.',
    retry: 'Retry saving',
    changedOnDisk: 'The campaign file was changed outside the app.',
    changedOnDiskHelp:
      'Reload it from disk (your unsaved changes are dropped) or keep your version and write it over the file.',
    reload: 'Reload from disk',
    keepMine: 'Keep mine',
    readOnly: (why: string) => `Read-only: ${why}`,
    readOnlyHelp: 'Update the app to change it, or use Save As… to go on with an editable copy.',
    lockedHelp: 'Close it there and open it again here to change it, or use Save As… to go on with a copy.',
    backupFailed: (msg: string) => `The backup before saving could not be written: ${msg}`,
    /** The one line the terminal gets (the host's, Electron's): where it failed, and why. */
    backupFailedLine: (path: string, why: string) =>
      `Backup not written to ${path} (${why}); saving goes on without it.`,
    backupFailedHelp: 'Saving goes on, but without a backup to go back to. Free some disk space or check the folder.',
    refused: (msg: string) => `That change was refused: ${msg}. The campaign was re-read from the file.`,
    dismiss: 'Dismiss',
    /** The count on a notification with earlier ones under it (closing it shows the one before). */
    earlier: (n: number) => `+${n}`,
    earlierTitle: (n: number) =>
      `${n} ${plural(n, 'en', 'earlier notification', 'earlier notifications')} under this one`
  },
  errors: reasonsEn,
  exports: exportsEn,
  /** The native menu (Electron). */
  foundryImport: {
    expected: {
      number: 'a number',
      string: 'text',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list'
    } as Record<string, string>,
    menu: 'Import characters…',
    title: 'Import characters from Foundry VTT',
    intro: 'Nothing changes until you press Import. Check the marked items: the rule needs your word on them.',
    fileLabel: 'Choose actor exports (.json)…',
    dropHere: 'Drop Foundry VTT actor exports (.json) to import them',
    reading: 'Reading…',
    nothing: 'No character to import.',
    problemsTitle: 'Not imported',
    problem: (p: ImportProblemText) => {
      const at = p.line !== null ? ` (line ${p.line}, column ${p.column ?? 1})` : ''
      const where = p.path ? ` ${p.path}:` : ''
      const what =
        p.code === 'json-syntax'
          ? 'this is not valid JSON'
          : p.code === 'empty'
            ? 'the file is empty'
            : p.code === 'too-deep'
              ? 'nested too deep to be an export'
              : p.code === 'not-an-actor'
                ? 'not a Foundry VTT actor export'
                : p.code === 'wrong-system'
                  ? `an export of the Foundry system “${p.system ?? '?'}”, not Pathfinder 1e (pf1)`
                  : p.missing
                    ? `missing (expected ${p.expected ?? 'a value'})`
                    : `unexpected value (expected ${p.expected ?? 'another value'})`
      return `${p.file}${at}:${where} ${what}`
    },
    strength: 'STR',
    strengthNote: 'base score: buffs and computed values are not in an export',
    speed: (ft: number) => `${ft} ft`,
    quadruped: 'quadruped',
    worn: (armor: string, category: string, _asIs = false) => `Armour worn: ${armor} (${category})`,
    wornNone: 'Armour worn: none',
    buffsLead: 'Buffs on the sheet (not counted in STR): ',
    buffAsExported: 'Name as exported from Foundry: not an effect the app knows',
    isNew: 'New character',
    updates: (name: string) => `Already imported: updates ${name}`,
    updatesSameName: (name: string) => `Same name as ${name} (no Foundry id to tell): updates ${name}`,
    importAsNew: 'Import as a new character',
    matchChoice: (name: string) => `Update or new — ${name}`,
    catalogLevel: (level: number, word: string) => `level ${level}, ${word} (catalog)`,
    categoryLevel: (category: string, level: number) => `${category} (level ${level})`,
    noChange: 'Nothing changed since the last import',
    fieldChange: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
    lineAdded: (name: string, q: number) => `${name}: + ${q}`,
    lineChanged: (name: string, from: number, to: number) => `${name}: ${from} → ${to}`,
    lineRemoved: (name: string) => `− ${name} (no longer on the sheet)`,
    fields: {
      name: 'Name',
      strength: 'STR',
      size: 'Size',
      baseSpeed: 'Speed',
      quadruped: 'Quadruped',
      wornArmor: 'Worn armour'
    },
    skipCharacter: 'Leave this character out',
    exported: 'In Foundry',
    exportedCoins: (abbr: string) => `Currency (${abbr})`,
    becomes: 'Becomes',
    quantity: 'Qty',
    where: 'Goes to',
    check: 'To check',
    custom: (level: number) => `custom item, level ${level}`,
    level: 'Level',
    inBag: (bag: string) => `inside “${bag}”`,
    to: { carried: 'Carried', stash: 'Stash', mount: 'New mount', skip: 'Leave out', keep: 'Leave unchanged' },
    carriedBy: (name: string) => `Carried by ${name}`,
    updatesWhereItIs: 'Already in the campaign: the import updates it where it is now',
    storedPlace: (name: string) => `Stored — ${name}`,
    storage: 'Items not carried in Foundry go to a place, where they count for nobody:',
    storageNew: 'a new place',
    storageName: 'Name of the new place',
    storagePlace: (character: string) => `Place for ${character}’s stored items`,
    flag: {
      rangedCategory: 'Ranged weapon: Foundry gives no handedness. Which group?',
      unknownItem: 'Not in the catalog: custom item, level suggested from its weight',
      unknownNoWeight: 'Not in the catalog, no weight in the export: give it a level',
      sizeMismatch: (item: string, bearer: string) => `Made for a ${item} bearer, carried by a ${bearer} one`,
      notCarried: 'Not carried in Foundry: stored at a place',
      animal: 'An animal: a mount beside its owner, or left out',
      paradox: 'A bag of holding inside another: the PF1 paradox; it comes out loose',
      ammo: (rounds: number, containers: number, stacks: number) =>
        `${rounds} ${plural(rounds, 'en', 'round', 'rounds')}${stacks > 1 ? ` from ${stacks} stacks` : ''} → ${containers} ${plural(containers, 'en', 'container', 'containers')}`,
      contentsLoose: (n: number) =>
        `Ordinary container: its ${n} ${plural(n, 'en', 'item', 'items')} count as carried loose`,
      byName: 'matched by name'
    },
    alt: (coins: string) => `Weightless coins (altCurrency): ${coins}`,
    carryAlt: 'Carry them as coins',
    toCheck: (n: number) => (n === 0 ? 'Nothing to check' : `${n} ${plural(n, 'en', 'item', 'items')} to check`),
    import: (n: number) => `Import ${n} ${plural(n, 'en', 'character', 'characters')}`,
    imported: (n: number) => `${n} ${plural(n, 'en', 'character', 'characters')} imported (Ctrl+Z undoes it)`,
    label: 'Import from Foundry VTT',
    refused: (why: string) => `Import refused: ${why}`
  },
  menu: {
    file: '&File',
    noRecent: 'No recent campaigns',
    quit: 'Quit',
    edit: '&Edit',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    view: '&View',
    language: 'Language',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    resetZoom: 'Actual Size',
    fullScreen: 'Toggle Full Screen',
    reload: 'Reload',
    devTools: 'Toggle Developer Tools',
    help: '&Help'
  },
  /** Native file dialogs (Electron). */
  nativeDialog: {
    campaignFiles: 'Encumbrance campaigns',
    newTitle: 'New campaign',
    openTitle: 'Open a campaign',
    saveAsTitle: 'Save the campaign as',
    cannot: 'The campaign could not be opened or saved',
    defaultName: 'campaign',
    exists: (file: string) => `“${file}” already exists`,
    existsDetail: 'A new campaign needs a file of its own: choose another name, or open that file with File → Open.',
    chooseAnother: 'Choose another name',
    replace: (file: string) => `Replace “${file}”?`,
    replaceDetail: (folder: string) =>
      `A file with this name already exists in “${folder}”. Replacing it writes this campaign over it (its old version is kept as a backup).`,
    replaceButton: 'Replace',
    cancel: 'Cancel',
    unsaved: 'Some changes are not saved',
    unsavedDetail: (why: string) => `${why}\nSave the campaign under another name, or quit and lose these changes.`,
    unsavedConflict: 'The file was changed by another program, so the app did not write over it.',
    unsavedFailed: 'The file could not be written.',
    saveAs: 'Save As…',
    quitWithout: 'Quit without saving',
    crashed: 'The window stopped working',
    crashedDetail: (reason: string, log: string) =>
      `The page ended (${reason}). Changes already saved are in the campaign file; reload to go on. Details are in ${log}.`,
    failedLoad: 'The window could not load the app',
    failedLoadDetail: (why: string, log: string) => `${why}. Details are in ${log}.`,
    unresponsive: 'The window is not responding',
    unresponsiveDetail: (log: string) =>
      `You can wait for it, or reload it (changes already saved are kept). Details are in ${log}.`,
    reload: 'Reload',
    retry: 'Try again',
    wait: 'Wait',
    quit: 'Quit',
    startFailed: 'Encumbrance could not start',
    startFailedDetail: (why: string, log: string) => `${why}\n\nDetails are in ${log}.`,
    addToDictionary: 'Add to dictionary',
    saveExport: {
      title: 'Export',
      md: 'Markdown',
      html: 'Web page (HTML)',
      pdf: 'PDF document',
      csv: 'CSV spreadsheet'
    }
  },
  rules: {
    title: 'House rules',
    intro: 'These options change how loads are computed for this campaign (RULES.md §9).',
    strengthRaisesMax: 'Strength raises the maximum',
    strengthRaisesMaxHelp: 'On: STR 18 gives 9/13/17. Off: the maximum only falls (9/13/16).',
    quadrupedsCarryMore: 'Quadrupeds carry more',
    quadrupedsCarryMoreHelp:
      'On: a bearer marked quadruped (a horse, a mule) gets +1 on its adjustment d, as PF1 gives four-legged bearers about 1.5× the capacity (RULES.md §11). Off: it counts like any bearer of its strength and size.',
    extradimensionalContentsCount: 'Contents of bags of holding count as carried',
    extradimensionalContentsCountHelp:
      'Off (PF1): a bag of holding, handy haversack or portable hole is one item of its own level; what is inside counts for no group (RULES.md §10). On: the contents count as if carried loose.',
    rounding: 'Rounding of the strength modifier ÷ 4',
    floor: 'Down (modifier −1 → −1)',
    towardZero: 'Toward zero (modifier −1…−3 → 0)',
    coinsPerUnit: 'Coins per unit',
    exportLanguage: 'Export language',
    exportLanguageHelp:
      'This campaign’s PDF, HTML, Markdown and CSV come out in this language. The screen speaks yours (the FR/EN button), kept on this computer.',
    customLimits: 'Custom limits',
    customLimitsHelp:
      'For an item kind, or for a whole group: weapons or carried armours of a category, the ammunition containers, or rounds counted one by one (RULES.md §9).',
    kind: 'Group or item kind',
    kindPlaceholder: 'Search: arrows, light weapons, potion…',
    /** The groups a custom limit can target besides item kinds (campaign/limit-targets.ts). */
    targets: {
      weapon: {
        light: 'Light weapons',
        'one-handed': 'One-handed weapons',
        'two-handed': 'Two-handed weapons'
      } as Record<WeaponCategory, string>,
      armor: {
        light: 'Light armours, carried',
        medium: 'Medium armours, carried',
        heavy: 'Heavy armours, carried'
      } as Record<ArmorCategory, string>,
      ammo: 'Ammunition containers (quivers, bags of bullets)',
      rounds: {
        arrows: 'Arrows, one by one (level 0)',
        bolts: 'Crossbow bolts, one by one (level 0)',
        bullets: 'Sling bullets, one by one (level 0)'
      } as Record<ContainerKind, string>
    },
    /** What a target's limits do, said under the form once it is picked. */
    targetHelp: {
      kind: 'Every item of this kind counts against these limits instead of its level’s.',
      weapon: 'The weapons of this category (after the size shift) count against these limits.',
      armor: 'The carried armours of this category (not the one worn) count against these limits.',
      ammo: 'All quivers and bags of bullets count together against these limits, whatever they hold.',
      rounds: 'Each round counts as a level-0 item against these limits; the containers holding them no longer count.'
    },
    targetGroup: 'group',
    targetKind: 'item kind',
    /** The listbox's count under the search field. */
    matches: (shown: number, total: number) =>
      shown === total
        ? `${formatNumber('en', total)} ${plural(total, 'en', 'match', 'matches')}`
        : `${formatNumber('en', shown)} of ${formatNumber('en', total)} ${plural(total, 'en', 'match', 'matches')}: type to narrow`,
    noMatch: (text: string) => `Nothing matches “${text}”.`,
    pickTarget: 'Pick a group or an item kind from the list.',
    light: 'Light',
    medium: 'Medium',
    heavy: 'Heavy',
    add: 'Add limits',
    remove: 'Remove',
    noCustom: 'No custom limits.',
    invalidLimits: 'Limits must satisfy light ≤ medium ≤ heavy.',
    preview: 'Limits after strength (light / medium / heavy)',
    previewLight: 'Level 2 — light items',
    previewHeavy: 'Level 5 — heavy items'
  },
  coins: {
    open: 'Coins…',
    openHelp: 'Exchange or consolidate this holder’s coins',
    title: (who: string) => `Coins of ${who}`,
    none: 'No coins to change (coins in a bag or with a value of their own are left alone).',
    consolidate: 'Consolidate',
    consolidateHelp: 'The fewest coins for the same value',
    consolidated: 'Already the fewest coins.',
    units: (n: number, shown: string) =>
      `${n > 0 ? '+' : n < 0 ? '−' : '±'}${shown} ${plural(n, 'en', 'unit', 'units')}`,
    applyConsolidate: 'Consolidate',
    exchange: 'Exchange',
    from: 'Give',
    to: 'For',
    quantity: 'How many',
    fee: 'Money-changer’s fee (%)',
    exchangePreview: (given: string, received: string) => `${given} → ${received}`,
    feeKept: (fee: string) => `the changer keeps ${fee}`,
    tooSmall: 'Not enough to make one coin.',
    applyExchange: 'Exchange',
    cancel: 'Close',
    done: (what: string) => `Coins changed: ${what}`,
    headroom: 'Consolidate coins'
  },
  sell: {
    open: 'Sell…',
    openHelp: 'Sell lines: half value, full for trade goods, gems, art and coins',
    title: (who: string) => `Sell from ${who}`,
    onlyToSell: 'Only lines marked to sell',
    line: 'Line',
    quantity: 'Qty',
    rate: 'Rate',
    proceeds: 'Fetches',
    usual: 'Usual rates (half, full for trade goods, gems, art and coins)',
    custom: 'Rate for this sale (%)',
    to: 'Proceeds go to',
    total: (gp: string, coins: string) => `Total: ${gp}, paid as ${coins}`,
    nothing: 'Tick the lines to sell.',
    confirm: 'Sell',
    cancel: 'Cancel',
    done: (n: number, gp: string) => `${n} ${plural(n, 'en', 'line', 'lines')} sold for ${gp}`,
    noValue: 'no value',
    toSell: 'To sell',
    markToSell: 'Mark to sell',
    toolsLabel: 'Selling',
    select: 'Select',
    selectHelp: 'Tick lines to sell them together (Escape to stop)',
    pickLine: (name: string) => `Select ${name}`,
    pickAll: 'Tick all',
    pickNone: 'Untick all',
    picked: (n: number) => `${n} selected`,
    sellPicked: 'Sell selection…',
    filter: (n: number) => `To sell (${n})`,
    filterHelp: 'Show only the lines marked to sell',
    sellMarked: 'Sell all marked…'
  },
  ledger: {
    title: 'Ledger',
    empty: 'No transfer yet.',
    when: 'When',
    item: 'Item',
    qty: 'Qty',
    from: 'From',
    to: 'To',
    outside: 'Outside the party',
    detail: 'Detail',
    sold: (rate: string, gp: string) => `sold at ${rate} %: ${gp}`,
    exchanged: 'coins exchanged',
    consolidated: 'coins consolidated',
    fee: (gp: string) => `fee ${gp}`,
    proceeds: 'proceeds of a sale',
    used: 'used',
    corrected: 'count corrected',
    rounds: (n: string, count: number) => `${n} ${plural(count, 'en', 'round', 'rounds')}`,
    withRounds: (n: string, count: number) => `with ${n} ${plural(count, 'en', 'round', 'rounds')}`,
    roundsSpent: (n: string, count: number) => `${n} ${plural(count, 'en', 'round', 'rounds')} spent`,
    leftParty: (name: string) => `${name} left the party`,
    placeGivenUp: (name: string) => `${name} given up`,
    /** From and To of a holder that went away, by the name its removal recorded (ledger-holder.ts). */
    goneCharacter: (name: string) => `${name} (left the party)`,
    gonePlace: (name: string) => `${name} (given up)`,
    /** …and when nothing recorded its name. */
    removedCharacter: (id: string) => `(removed character ${id})`,
    removedPlace: (id: string) => `(removed place ${id})`
  },
  lootSplit: {
    button: 'Split loot',
    buttonHelp: 'Propose the best split of the stash among the party; nothing changes until you apply it',
    finishWhatIf: 'Apply or discard the what-if first',
    title: 'Split the loot',
    participants: 'Who shares',
    participantsHelp:
      'Untick anyone absent. A mount, pack animal or hireling carries for its owner: what it takes counts in the owner’s share (with its owner not sharing, in nobody’s).',
    fund: 'Stash share',
    fundHelp: 'An equal share of the value that stays in the stash',
    containers: 'Extradimensional containers',
    fillContainer: (who: string, container: string, free: string | null) =>
      `Put loot in ${who}’s ${container} (${free === null ? 'no set capacity' : `${free} units free`})`,
    fillClaimed: (who: string, container: string, free: string | null) =>
      `Put loot in the stash’s ${container}, claimed for ${who} (${free === null ? 'no set capacity' : `${free} units free`})`,
    /** A stash bag nobody claimed: whoever the split gives it gets what goes in. */
    fillStashBag: (container: string, free: string | null) =>
      `Put loot in the stash’s ${container}, for whoever gets it (${free === null ? 'no set capacity' : `${free} units free`})`,
    fillCoins: (perUnit: string) => `coins too (${perUnit} coins a unit)`,
    consolidate: 'Consolidate the stash’s coins first',
    consolidateHelp: 'fewest coins for the same value',
    /** Issue 28: the value rule aims at equal totals over the campaign (RULES.md §15), always after the loads. */
    balance: 'Balance over the campaign',
    balanceHelp: 'value goes first to whoever received least so far; loads and claims still come first',
    balanceWhole: 'The whole campaign',
    balancePicked: 'These sessions:',
    balanceNoSession: 'Pick at least one session to balance over.',
    /** The preview's column: what each share received over the campaign, before → after this split. */
    campaignTotal: 'Campaign total',
    beforeAfter: (before: string, after: string) => `${before} → ${after}`,
    campaignSpread: (v: string) => `campaign gap ${v}`,
    campaignSpreadLeast: (v: string) => `campaign gap ${v}, the least possible with these loads`,
    consolidated: (saved: string) => `The stash’s coins were consolidated first: ${saved} coins fewer, same value`,
    loot: 'Loot to split',
    all: 'All',
    none: 'None',
    selected: (n: number, total: number) => `${n} of ${total} ${plural(total, 'en', 'line', 'lines')}`,
    include: (item: string) => `Split ${item}`,
    claim: 'Wanted by',
    claimOf: (item: string) => `Who wants ${item}?`,
    nobody: '—',
    claimQuantity: (item: string) => `How many ${item} are wanted`,
    run: 'Propose a split',
    cancel: 'Cancel',
    close: 'Close',
    running: 'Looking for the best split…',
    progress: (pct: number) => `${pct} % done`,
    cancelled: 'Loot split cancelled',
    noLoot: 'Pick at least one line of loot.',
    noBearer: 'Pick at least one participant who carries.',
    tooMany: (max: number) => `At most ${max} participants who carry (the party fund aside).`,
    failed: (msg: string) => `The split could not be computed: ${msg}`,
    /** Why, worded here: the worker's own message is English and goes to the log. */
    failure: {
      refused: 'the calculation refused this campaign’s data (details in the log)',
      unexpected: 'an unexpected error in the calculation (details in the log)'
    },
    panel: 'Loot split',
    panelHelp: 'Change any recipient or quantity: the cards show the result at once.',
    shares: 'Shares',
    participant: 'Participant',
    load: 'Load',
    value: 'Value',
    carriesFor: (owner: string) => `in ${owner}’s share`,
    carriesForParty: 'for the party: in nobody’s share',
    shareWith: (names: string) => `with ${names}`,
    moves: (n: number) => `${n} ${plural(n, 'en', 'move', 'moves')}`,
    claims: (honoured: number, total: number) =>
      `${honoured} of ${total} ${plural(total, 'en', 'claim', 'claims')} honoured`,
    spread: (v: string) => `value gap ${v}`,
    spreadLeast: (v: string) => `value gap ${v}, the least possible`,
    spreadBound: (v: string, bound: string) => `value gap ${v} (no split can get under ${bound})`,
    lines: 'Who gets what',
    left: 'Stays in the stash',
    nothingLeft: 'Nothing stays in the stash.',
    recipient: (item: string) => `Recipient of ${item}`,
    intoBag: (who: string, container: string) => `${who} — in “${container}”`,
    /** What a stash bag holds, under it in the dialog: it goes with the bag. */
    insideBag: (bag: string) => `in “${bag}”`,
    /** A bag's worth in the preview: it goes with what it holds. */
    withContents: (gp: string) => `${gp} with what it holds`,
    overAllocated: (max: string, others: string) =>
      `Refused: at most ${max} here; the rest (${others}) already goes to others`,
    quantityOf: (item: string) => `Quantity of ${item}`,
    giveRest: (item: string) => `Give the rest of ${item} to`,
    give: 'Give to…',
    toStash: 'Leave in the stash',
    updating: 'Updating…',
    apply: 'Apply split',
    discard: 'Discard',
    options: 'Options…',
    applied: 'Loot split applied as one step',
    discarded: 'Loot split discarded',
    label: 'Loot split',
    alreadyOver: (names: string) => `Already over the limit before the split, so they receive nothing: ${names}`,
    list: (names: readonly string[]) =>
      names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    why: {
      claimed: (who: string) => `${who} claimed it`,
      fundClaimed: 'kept in the party fund, as claimed',
      fundShare: (gp: string) => `the party fund’s equal share of the value (${gp})`,
      onlyBearer: 'nobody else has room for it without going over',
      onlyStays: (who: string, tier: string) => `only ${who} stays at ${tier} with it`,
      intoContainer: (who: string, container: string) => `into ${who}’s ${container}: adds nothing to the load`,
      /** `problem`: the card's words (bag.overCapacityShort, bag.tooLargeShort). */
      pastContainer: (who: string, container: string, problem: string) => `into ${who}’s ${container}: ${problem}`,
      raises: (who: string, from: string, to: string) =>
        `takes ${who} from ${from} to ${to}; no split keeps the party lighter`,
      madeForSize: (size: string) => `made for a ${size} bearer`,
      balancesValue: 'evens out the value of the shares',
      overloads: (who: string) => `puts ${who} over the limit: ${who} ${CANNOT_MOVE}`,
      fits: (who: string, tier: string) => `fits within ${who}’s ${tier}`,
      unlimited: 'never counts toward a load',
      tooHeavy: 'nobody can carry even one without going over',
      noRoom: (group: string) => `nobody has room for more ${group} without going over`,
      holdsTooMuch: 'with what it holds, nobody can carry it without going over or leaving more behind',
      noBearer: 'no participant can take anything (all are over already, or a fund)',
      kept: (names: string, _count: number) => `kept in the stash, though ${names} could carry more`
    }
  },
  files: {
    menu: {
      button: 'File',
      label: 'File: campaign file, exports, backups',
      new: 'New campaign…',
      open: 'Open…',
      recent: 'Recent campaigns',
      saveAs: 'Save as…',
      export: 'Export…',
      copyParty: 'Copy party sheet (Markdown)',
      backups: 'Restore a backup…',
      importCharacters: 'Import characters…'
    },
    export: {
      title: 'Export',
      what: 'What to export',
      party: 'Party sheet',
      partyHelp: 'Every character’s load, effects and reason on one page, with the stash',
      character: 'A character’s summary',
      characterHelp: 'Inventory by limit group with headroom, coins by kind, value, notes',
      characterPick: 'Character',
      noCharacter: 'No character yet',
      ledger: 'Ledger',
      ledgerHelp: 'Who got what, when and from where: a CSV for a spreadsheet',
      ledgerWho: 'Transfers of',
      holderGroups: {
        party: 'Characters and bearers',
        places: 'Places and the stash',
        gone: 'No longer in the campaign'
      },
      everyone: 'Everyone',
      format: 'Format',
      formats: { pdf: 'PDF', html: 'HTML', md: 'Markdown', csv: 'CSV' },
      formatHelp: { pdf: 'to print', html: 'web page', md: 'chat message', csv: 'spreadsheet' },
      paper: 'Paper',
      csvStyle: 'Spreadsheet',
      csvStyles: { semicolon: 'Semicolons', comma: 'Commas', tab: 'Tabs' },
      csvHelp: { semicolon: '; and 2,5 (French)', comma: ', and 2.5 (English)', tab: 'tab-separated' },
      papers: { a4: 'A4', letter: 'Letter' },
      paperHelp: { a4: '210 × 297 mm', letter: '8.5 × 11 in' },
      whereNative: 'A save dialog opens in the folder you used last.',
      whereBrowser: 'The file goes to your browser’s downloads.',
      whatIfNote: 'Exports show the campaign without the what-if changes.',
      copy: 'Copy Markdown',
      copyHelp: 'Copy as Markdown, to paste in the group chat',
      save: 'Save…',
      download: 'Download',
      cancel: 'Cancel',
      working: 'Preparing…',
      /** The campaign's export language (issue 25 item 2): each language named in itself (MESSAGES[l].lang.name). */
      language: 'Export language'
    },
    card: {
      button: (name: string) => `Export ${name}`,
      labelled: 'Export',
      copy: 'Copy Markdown',
      pdf: 'Save PDF…',
      pdfDownload: 'Download PDF',
      more: 'Other formats…'
    },
    copied: (what: string) => `${what}: copied as Markdown, ready to paste`,
    saved: (path: string) => `Saved ${path}`,
    downloaded: (name: string) => `Downloaded “${name}”`,
    preparing: 'Preparing the PDF…',
    failed: (msg: string) => `The export failed: ${msg}`,
    copyFailed: (msg: string) => `Could not copy to the clipboard: ${msg}`,
    backups: {
      title: (file: string) => `Backups of ${file}`,
      intro: (folder: string) =>
        `Each save first keeps the version it replaces: the last 10 saves, and the first of each day for 30 days, in the “${folder}” folder beside the campaign file.`,
      loading: 'Reading the backups…',
      none: 'No backup yet: the first one is taken when a change is saved.',
      when: 'Taken',
      kind: 'Kind',
      size: 'Size',
      actions: 'Actions',
      kinds: { recent: 'Before a save', daily: 'Start of a day', before: 'Before a big change' },
      kindHelp: {
        recent: 'The campaign as it was just before a save replaced it',
        daily: 'The campaign as it was before the first save of that day',
        before: 'The campaign as it was just before a loot split, a restore, a reload or a removal of many lines'
      },
      bytes: (n: string) => `${n} B`,
      kB: (n: string) => `${n} kB`,
      restore: 'Restore…',
      restoreOne: (when: string) => `Restore the backup of ${when}`,
      confirmTitle: (when: string) => `Restore the backup of ${when}?`,
      confirmWhat: 'The campaign on screen is replaced by this backup, and the file is saved as usual.',
      confirmUndo:
        'The current state is not lost: restoring is one step in the history, so Undo (Ctrl+Z) brings it back while the app is open, and the file as last saved is copied to the backups before the restored version is written.',
      whatIfDiscarded: 'The what-if in progress will be discarded.',
      readOnly: 'This campaign is read-only: a backup cannot be restored into it.',
      confirm: 'Restore this backup',
      cancel: 'Keep the current state',
      close: 'Close',
      working: 'Restoring…',
      restored: (when: string) => `Restored the backup of ${when}. Undo (Ctrl+Z) brings the previous state back.`,
      failed: (msg: string) => `The backup could not be restored: ${msg}`
    },
    file: {
      openTitle: 'Open a campaign',
      newTitle: 'New campaign',
      saveAsTitle: 'Save the campaign as',
      name: 'Campaign name',
      defaultName: 'New campaign',
      path: 'File path',
      copySuffix: 'copy',
      pathHelp: 'The full path of a .json campaign file on this computer, e.g. /home/me/campaigns/runelords.json',
      openHelp: 'The current campaign is saved first, and stays open if the other file cannot be read.',
      newHelp:
        'An empty campaign: no characters, an empty stash, default house rules. The current campaign is saved first.',
      saveAsHelp:
        'The campaign is written there and the app goes on with that file; the current file keeps its last saved state. Before replacing a file already at that path the app asks; its old content is kept in its backups.',
      replaceTitle: (file: string) => `${file} already exists`,
      replaceBody: 'Replace it with this campaign? Its current content is kept in its backups.',
      replace: 'Replace it',
      allowTitle: 'Allow the app to write in this folder?',
      allowBody: (folder: string) =>
        `The app only writes campaigns and exports in folders you allowed. Allow ${folder}? It is remembered on this computer.`,
      allow: 'Allow this folder',
      currentIs: 'Current file:',
      recent: 'Recent campaigns',
      isOpen: 'open now',
      open: 'Open',
      create: 'Create',
      save: 'Save',
      cancel: 'Cancel',
      working: 'Working…',
      needAbsolute: 'Give the full path, from the root of the disk (e.g. /home/me/campaign.json).',
      cannotOpen: (file: string) => `${file} cannot be opened`,
      at: (line: number, column: number | null) => `, line ${line}${column !== null ? `, column ${column}` : ''}`,
      offerBackup:
        'Nothing was written over it. Replace it by one of its backups and open that (the damaged file is kept in the backup folder):',
      openBackup: 'Open this backup',
      opened: (name: string) => `Opened “${name}”`,
      savedAs: (path: string) => `Saved as ${path}: the app now works on that file`
    }
  },
  about: {
    title: 'About Encumbrance',
    version: (v: string) => `Version ${v}`,
    tagline: 'A game master’s companion for a quantity-based encumbrance house rule (Pathfinder 1e / D&D 3.5).',
    free: 'Encumbrance is free, non-commercial software: nobody may charge for it or for access to its content.',
    sources: 'Where the catalog comes from',
    sourceEnglish:
      'English item data (names, weights, prices, categories, sizes): the Pathfinder 1e system for Foundry VTT, release v10.8 (gitlab.com/foundryvtt_pathfinder1e). Its software is under the GNU GPL v3; its game content under the Open Game License 1.0a below.',
    sourceFrench:
      'French item names: the Foundry VTT module “Pathfinder 1 – Traduction FR (Babele)” by Vivien DE BONA (MIT License, Copyright (c) 2022 Vivien DE BONA), whose translations credit the pathfinder-fr.org wiki. They are the names of the French edition published by Black Book Editions, used under Black Book Editions’ terms of use and Paizo’s Community Use Policy, both for non-commercial use only. Items without a French name show their English name, marked EN.',
    bbe: 'Black Book Editions notice',
    bbeNote: 'Black Book Editions’ terms require this notice, in French:',
    paizo: 'Paizo Community Use Policy',
    paizoNote: 'Paizo’s Community Use Policy requires this notice:',
    ogl: 'Open Game License',
    oglContent:
      'Open Game Content: the game mechanics of the catalog’s item data (weights, prices, weapon and armour categories, sizes). Product Identity (names of products and product lines, trademarks, logos) is not Open Game Content.',
    oglText: 'The licence, as the game data’s source distributes it:',
    close: 'Close'
  },
  commands: {
    palette: 'Command palette',
    paletteTitle: 'Commands',
    search: 'Search a command',
    noMatch: 'No command matches.',
    notNow: 'not available now',
    searchCatalog: 'Search the catalog',
    exportDetail: 'party sheet, a character, the ledger',
    whatIf: 'Start or leave what-if',
    whatIfApply: 'Apply the what-if',
    openCharacter: 'Open character 1 … 9',
    openNamed: (name: string) => `Open ${name}’s sheet`,
    language: 'Switch language',
    theme: 'Switch theme',
    moveLine: 'Move the selected line',
    editLine: 'Edit the selected line',
    removeLine: 'Remove the selected line',
    escape: 'Close a dialog or the suggestion list',
    keys: { ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', delete: 'Delete', escape: 'Escape' }
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    close: 'Close'
  },
  /** The players' server (issue 27): what it says itself, before the player page is built, and in the terminal. */
  playersServer: {
    placeholderTitle: 'Encumbrance: player view',
    placeholderBody:
      'The player page is not built in this copy of the app yet. Ask the GM to build it (npm run build).',
    sharing: (address: string, count: number) =>
      `Sharing with the players on ${address}: ${count} ${plural(count, 'en', 'character', 'characters')} (plain HTTP: anyone on this network can see the traffic).`,
    playerLine: (name: string, url: string) => `player ${name}: ${url}`,
    everyInterface:
      'Listening on every network interface of this computer (you asked for it): every network it is on can reach the players’ page.',
    /** The player API's refusals, in the phone's language (the codes stay as they are). */
    errors: {
      unauthorized: 'Missing, wrong or revoked link: ask the GM for yours.',
      tooMany: 'Too many requests: wait a moment.',
      method: (method: string) => `Use ${method}.`,
      notFound: 'Nothing here.',
      characterGone: 'This character is no longer in the campaign.',
      sendJson: 'Send JSON.',
      tooLarge: (bytes: number) => `The request is over ${bytes} bytes.`,
      notJson: 'The request is not valid JSON.',
      invalid: (fields: string) => (fields ? `Invalid request: ${fields}.` : 'Invalid request.'),
      badCode: 'Unknown or used code: ask the GM for the one shown now.',
      lineGone: 'That line is no longer there.',
      stale: 'The GM changed this line after what you saw: look again.',
      stashHidden: 'The GM does not share the stash.',
      noClaim: 'You have no claim on that line.',
      tooMuch: (n: number) => `The line holds ${n}.`,
      waiting: (n: number) => `At most ${n} ${plural(n, 'en', 'request', 'requests')} may wait for the GM.`,
      internal: 'Internal error.'
    }
  },
  /** The player page on a phone (issue 27). */
  player: {
    title: 'Encumbrance — player',
    loading: 'Loading your character…',
    noToken: 'Open the link or scan the QR code your GM gave you.',
    badCode: 'This code does not work (already used, or mistyped): ask the GM for the code shown now.',
    unauthorized: 'This link no longer works: the GM renewed or revoked it. Ask the GM for the new one.',
    offline: 'Connection lost. Reconnecting…',
    reconnected: 'Connected again.',
    live: 'Live',
    stale: 'The GM changed something just now: look again, then send it again.',
    failed: 'Not sent: the GM’s app refused it.',
    tooMany: 'Too many requests: wait a moment, then try again.',
    gone: 'That line is no longer there: the GM moved or removed it.',
    tooMuch: 'More than there is: lower the quantity.',
    sent: 'Sent to the GM.',
    you: 'You',
    unidentified: 'Unidentified item',
    unidentifiedPlural: 'Unidentified items',
    carries: (name: string) => `Carried by ${name}`,
    headroomTitle: 'Before the next threshold',
    groupsTitle: 'Inventory by limit group',
    bagTitle: (name: string) => `In ${name}`,
    emptyBag: 'Empty',
    notCounted: 'Counts for nothing',
    bearersTitle: 'Your bearers',
    partyTitle: 'The party',
    stashTitle: 'Stash',
    stashEmpty: 'The stash is empty.',
    stashHidden: 'The GM does not share the stash.',
    hidden: 'hidden by the GM',
    claim: { need: 'Need', greed: 'Greed', pass: 'Pass' },
    claimHelp: 'Need before greed at the split; pass: you do not want it.',
    claimed: (kind: string, n: string) => `Your claim: ${kind} × ${n}`,
    withdraw: 'Withdraw',
    quantity: 'Quantity',
    send: 'Send',
    preview: (before: string, after: string) => `Your load: ${before} → ${after}`,
    previewSame: (tier: string) => `Your load stays ${tier}`,
    useTitle: 'I used…',
    useHelp: 'Tell the GM what you used up: they approve it or refuse it.',
    useLine: 'Item',
    useSend: 'Tell the GM',
    usePending: (n: string, name: string) => `Used ${n} × ${name}: waiting for the GM`,
    useApproved: (n: string, name: string) => `Used ${n} × ${name}: approved`,
    useRefused: (n: string, name: string) => `Used ${n} × ${name}: refused by the GM`,
    value: (v: string) => `${v} gp`,
    lines: (n: number) => `${n} ${plural(n, 'en', 'line', 'lines')}`
  },
  /** The GM's sharing panel (issue 27). */
  share: {
    command: 'Share with players',
    commandDetail: 'each player’s load on their phone, claims on the loot',
    title: 'Share with players',
    interface: 'Network address',
    interfaceHelp: 'Only this address of this computer serves the players’ page.',
    defaultRoute: 'default route',
    noInterface: 'No network address: connect this computer to the table’s Wi-Fi first.',
    port: 'Port',
    start: 'Start sharing',
    stop: 'Stop sharing',
    sharing: 'Sharing',
    sharingAt: (url: string) => `Sharing on ${url}`,
    stopTitle: 'Stop sharing with the players',
    plainHttp:
      'Plain HTTP on the local network: anyone on this Wi-Fi can read what passes. Each link gives only what you share with that character; renew a link that got out.',
    settings: 'What the players see',
    showValues: 'Values of the items',
    showOthers: 'Other characters’ inventories',
    showStash: 'The stash',
    link: 'Link',
    copy: 'Copy the link',
    copied: 'Copied',
    renew: 'New link',
    renewTitle: (name: string) => `Give ${name} a new link (the old one stops working)`,
    revoke: 'Revoke',
    revokeTitle: (name: string) => `Revoke ${name}’s link`,
    revoked: 'No link',
    shortLink: 'Short link to type (works once)',
    qrLabel: (name: string) => `QR code of ${name}’s link`,
    claims: 'Claims',
    claimBy: (who: string, kind: string, n: string) => `${who}: ${kind} × ${n}`,
    usesTitle: 'Use requests',
    useBy: (who: string, n: string, name: string) => `${who} used ${n} ${name}`,
    approve: 'Approve',
    refuse: 'Refuse',
    close: 'Close',
    failed: (why: string) => `Sharing failed: ${why}`,
    players: (n: number) => `${n} ${plural(n, 'en', 'phone', 'phones')} connected`
  },
  /** Sessions (issue 28, RULES.md §15): opening and closing one, the list, a session's report (screen and exports). */
  sessions: {
    openCommand: 'Open a session…',
    openDetail: 'an evening of play: what comes in is counted for it',
    closeCommand: 'Close the session',
    listCommand: 'Sessions',
    listDetail: 'each evening’s haul, who received what, its report',
    openTitle: 'Open a session',
    name: 'Name',
    namePlaceholder: 'Session 12 — the crypt',
    nameNeeded: 'Give the session a name.',
    nameTooLong: (max: number) => `At most ${max} characters.`,
    date: 'Date',
    dateNeeded: 'Pick the date the session is played.',
    openButton: 'Open the session',
    openHelp:
      'From now on, every change to the inventories belongs to this session, until you close it. Opening it is undone like any edit.',
    cancel: 'Cancel',
    opened: (name: string) => `Session open: ${name}`,
    closed: (name: string) => `Session closed: ${name}`,
    indicator: 'Session',
    indicatorTitle: (name: string, date: string) => `Session open: ${name} (${date}), its report`,
    closeTitle: (name: string) => `Close the session ${name}`,
    title: 'Sessions',
    none: 'No session yet. Open one when the evening starts: everything that comes in is then counted for it.',
    running: 'open',
    entries: (n: number) => `${n} ${plural(n, 'en', 'change', 'changes')}`,
    report: 'Report',
    reportOf: (name: string) => `Report of ${name}`,
    back: 'All sessions',
    exportReport: 'Export…',
    close: 'Close',
    // the report, on the screen and in the exports
    sessionReport: 'Session report',
    stillOpen: 'still open',
    haul: 'Haul that came in',
    received: 'Who received what',
    receivedNone: 'Nobody received anything.',
    character: 'Character',
    value: 'Value',
    bearerPart: (name: string) => `of which ${name}`,
    sold: 'Sold',
    used: 'Used',
    spent: 'Spent',
    from: 'From',
    nothing: 'Nothing.',
    loads: 'Loads',
    before: 'At the start',
    after: 'At the end',
    loadsSpan: (open: boolean): string => (open ? 'at the start → now' : 'at the start → at the end'),
    afterOpen: 'Now',
    unknownLoad: '—',
    exportChoice: 'Session report',
    exportChoiceHelp: 'The haul, who received what, what was sold, used and spent, the loads',
    exportPick: 'Session',
    ledgerSession: 'Made during',
    everySession: 'Any session',
    noSession: 'No session yet',
    stepOpened: (name: string) => `the opening of the session ${name}`,
    stepClosed: (name: string) => `the closing of the session ${name}`,
    fileName: 'session'
  },
  /** Wealth by level and the value each character received (issue 28, RULES.md §15). */
  wealth: {
    /** Undo/redo of a level change (issue 28): "Valeros’s level (4 → 5)". */
    levelStep: (name: string, from: number | undefined, to: number | undefined) =>
      `${name}’s level (${from ?? 'no level'} → ${to ?? 'no level'})`,
    /** "8,200 gp": a figure in gp, never cut from its unit. */
    gp: (v: string) => `${v}\u00a0gp`,
    /** The card's and the sheet's figure: "8,200 gp / 10,500 gp · 78%". */
    figure: (have: string, expected: string, percent: string) => `${have} / ${expected} · ${percent}`,
    /** No level: the wealth alone, and why there is nothing to compare it with. */
    noLevel: 'no level',
    noLevelHelp:
      'No level: the Character Wealth by Level table gives nothing to compare with. Set the level on the sheet.',
    figureHelp: (level: number, expected: string) =>
      `Wealth (RULES.md §15) against the table’s ${expected} for level ${level}`,
    label: 'Wealth',
    expected: 'Expected',
    share: (v: string) => `fund share ${v}`,
    shareHelp: (fund: string, n: number) =>
      `The party fund (stash and places, ${fund}) shared by ${n} ${plural(n, 'en', 'character', 'characters')}; not counted in the character’s own wealth`,
    band: { behind: 'behind', even: 'on track', ahead: 'ahead' },
    level: 'Level',
    levelNone: 'No level',
    /** Party view: the cards in file order or by wealth against expected. */
    sort: 'Sort',
    sortFile: 'File order',
    sortWealth: 'Wealth, behind first',
    /** The house rules' part. */
    settings: 'Wealth by level',
    settingsHelp:
      'The Character Wealth by Level table (Core Rulebook) gives each level’s expected wealth, shown on the cards against what each character holds.',
    scale: 'Scale of the table',
    scales: { low: 'Low fantasy (×0.5)', standard: 'Standard (×1)', high: 'High fantasy (×2)' },
    startingGp: 'Level 1 (the class’s starting wealth, gp)',
    startingBad: 'Give the level 1 wealth as a number of gp, 0 or more.',
    /** The wealth view (who is behind). */
    nav: 'Wealth',
    title: 'Wealth and value received',
    tableTitle: 'Wealth against the table',
    fund: (fund: string, share: string) => `Party fund (stash and places): ${fund}, ${share} per character`,
    character: 'Character',
    percent: '%',
    noCharacters: 'No characters yet.',
    receivedTitle: 'Value received, session by session',
    receivedHelp:
      'What came to each character (and their own bearers) from the loot, the stash or a place, minus what they gave back; between characters it moves from one to the other.',
    session: 'Session',
    date: 'Date',
    receivedShort: (total: string, gap: string) => `received ${total}, gap to the mean ${gap}`,
    outside: 'Outside sessions',
    total: 'Total',
    gap: 'Gap to the mean',
    mean: 'Party mean',
    nothingReceived: 'Nothing received yet: the ledger gives no character anything.',
    exportCsv: 'Export as CSV',
    /** The received-value CSV's file name: "Iron Crown - received.csv". */
    fileName: 'received'
  }
}

export type Messages = typeof en
