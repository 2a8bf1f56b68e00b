// French messages: same shape as the English ones (the `Messages` type makes a missing key an error).
import { reasonsFr } from './reasons-fr'
import type { ImportProblemText, Messages } from './en'
import { agree } from './gender'
import type { ExportStrings } from './exports'
import { formatNumber } from '../core/format'
import type { StepVerb } from './history'
import { plural } from './plural'
import { feetToMetres } from '@shared/rules/bearer'

/** The over state (RULES.md §12), one wording for the card, the bearer rows, the exports and the
 * warnings (issue 14 item 5: screens and exports say the same). */
const CANNOT_MOVE = 'ne peut pas se déplacer'
const CANNOT_MOVE_LEAD = 'Ne peut pas se déplacer'

/** Participles, masculine singular: `agree` makes them agree with the item ("utilisées"). */
const STEP_VERBS_FR: Record<StepVerb, string> = {
  used: 'utilisé',
  sold: 'vendu',
  moved: 'déplacé',
  added: 'ajouté',
  removed: 'retiré',
  corrected: 'corrigé',
  exchanged: 'échangé'
}

const exportsFr: ExportStrings = {
  coinAbbr: { cp: 'pc', sp: 'pa', gp: 'po', pp: 'pp' },
  gp: 'po',
  characterSummary: 'Résumé du personnage',
  partySheet: 'Fiche du groupe',
  ledger: 'Registre',
  player: 'Joueur',
  strength: 'Force',
  strengthShort: 'FOR',
  size_: 'Taille',
  wornArmor: 'Armure portée',
  none: 'aucune',
  load: 'Charge',
  effects: 'Effets',
  why: 'Pourquoi',
  coinWord: (n) => plural(n, 'fr', 'pièce', 'pièces'),
  inventory: 'Inventaire par groupe de limites',
  emptyInventory: 'Ne porte rien.',
  levelWord: 'niveau',
  units: (n) => plural(n, 'fr', 'unité', 'unités'),
  limits: 'limites',
  quantity: 'Qté',
  item: 'Objet',
  value: 'Valeur',
  notes: 'Notes',
  coins: 'Pièces',
  noCoins: 'Aucune pièce.',
  totalValue: 'Valeur totale',
  unpriced: (n) => `${n} ${plural(n, 'fr', 'ligne sans prix', 'lignes sans prix')}`,
  notCounted: 'Jamais comptés (illimités)',
  emptyStash: 'La réserve est vide.',
  places: 'Lieux',
  stored: 'Rangé ici\u00a0: ne compte dans la charge de personne.',
  emptyPlace: 'Rien n’est rangé ici.',
  character: 'Personnage',
  generated: 'Imprimé le',
  page: 'page',
  inside: (counted) => (counted ? 'Dedans (compte comme porté, règle maison)' : 'Dedans (ne compte pour personne)'),
  roundsInside: (n) => `${n} ${plural(n, 'fr', 'projectile', 'projectiles')} dedans`,
  madeFor: (s) => `taille ${s}`,
  colon: '\u00a0:',
  semicolon: '\u00a0; ',
  csv: { note: 'Note' },
  and: 'et'
}

export const fr: Messages = {
  lang: { name: 'Français', switchTo: 'EN', switchLabel: 'Passer l’interface en anglais' },
  app: {
    title: 'Encombrement',
    loading: 'Ouverture de la campagne…',
    loadFailed: (msg) => `La campagne n’a pas pu être ouverte\u00a0: ${msg}`,
    retry: 'Réessayer',
    mainNav: 'Navigation principale',
    skipToContent: 'Aller au contenu'
  },
  nav: { party: 'Groupe', catalog: 'Catalogue', rules: 'Règles maison', ledger: 'Registre' },
  history: {
    undone: (what) => `Annulé\u00a0: ${what}`,
    redone: (what) => `Rétabli\u00a0: ${what}`,
    lastChange: 'la dernière modification',
    entries: (n) => `${n} ${plural(n, 'fr', 'transfert du registre', 'transferts du registre')}`,
    entry: (count, name, verb, a) => `${count} × ${name} ${agree(STEP_VERBS_FR[verb], a)}`,
    rounds: (rounds, verb) => `${rounds} ${agree(STEP_VERBS_FR[verb], { feminine: false, plural: true })}`
  },
  toolbar: {
    undo: 'Annuler',
    redo: 'Rétablir',
    whatIf: 'Simulation',
    shortcuts: 'Raccourcis clavier',
    help: 'Aide',
    about: 'À propos d’Encombrement',
    theme: 'Thème',
    themeSystem: 'Système',
    themeLight: 'Clair',
    themeDark: 'Sombre',
    saved: 'Enregistré',
    saving: 'Enregistrement…',
    notSaved: 'Non enregistré',
    readOnly: 'Lecture seule'
  },
  tier: { light: 'Légère', medium: 'Intermédiaire', heavy: 'Lourde', over: 'Surcharge' },
  tierLoad: { light: 'charge légère', medium: 'charge intermédiaire', heavy: 'charge lourde', over: 'surcharge' },
  groupLoad: { none: 'vide', light: 'légère', medium: 'intermédiaire', heavy: 'lourde', over: 'surcharge' },
  level: ['insignifiant', 'négligeable', 'léger', 'moyen', 'important', 'lourd', 'très lourd', 'impossible'],
  levelShort: (n) => `N${n}`,
  levelLabel: (n) => `Niveau ${n}`,
  size: {
    I: 'Infime',
    Min: 'Minuscule',
    TP: 'Très petite',
    P: 'Petite',
    M: 'Moyenne',
    G: 'Grande',
    TG: 'Très grande',
    Gig: 'Gigantesque',
    C: 'Colossale'
  },
  sizeShort: { I: 'I', Min: 'Min', TP: 'TP', P: 'P', M: 'M', G: 'G', TG: 'TG', Gig: 'Gig', C: 'C' },
  armorCategory: { light: 'armure légère', medium: 'armure intermédiaire', heavy: 'armure lourde' },
  weaponCategory: { light: 'arme légère', 'one-handed': 'arme à une main', 'two-handed': 'arme à deux mains' },
  itemType: {
    weapon: 'Arme',
    armor: 'Armure',
    coins: 'Pièces',
    ammo: 'Conteneur de munitions',
    creature: 'Créature',
    gear: 'Équipement'
  },
  section: {
    weapon: 'Armes',
    armor: 'Armures',
    shield: 'Boucliers',
    gear: 'Matériel d’aventurier',
    tool: 'Outils',
    clothing: 'Vêtements',
    mount: 'Montures et harnachement',
    ammo: 'Munitions',
    coins: 'Pièces',
    magic: 'Objets magiques',
    container: 'Contenants',
    vehicle: 'Véhicules',
    creature: 'Créatures',
    food: 'Nourriture et boisson',
    light: 'Éclairage'
  },
  group: {
    weapons: (level) =>
      ({ 2: 'armes légères', 3: 'armes à une main', 4: 'armes à deux mains' })[level] ?? `armes (niveau ${level})`,
    armours: (level) =>
      // carried, not worn ("portée" reads as worn; there is no sack)
      ({
        4: 'armures légères transportées',
        5: 'armures intermédiaires transportées',
        6: 'armures lourdes transportées'
      })[level] ?? `armures transportées (niveau ${level})`,
    coins: 'pièces',
    ammo: 'conteneurs de munitions',
    rounds: { arrows: 'flèches', bolts: 'carreaux', bullets: 'billes' },
    creatures: (level) => `créatures portées (niveau ${level})`,
    one: {
      weapons: (level) =>
        ({ 2: 'arme légère', 3: 'arme à une main', 4: 'arme à deux mains' })[level] ?? `arme (niveau ${level})`,
      armours: (level) =>
        ({
          4: 'armure légère transportée',
          5: 'armure intermédiaire transportée',
          6: 'armure lourde transportée'
        })[level] ?? `armure transportée (niveau ${level})`,
      coins: 'pièce',
      ammo: 'conteneur de munitions',
      rounds: { arrows: 'flèche', bolts: 'carreau', bullets: 'bille' },
      creatures: (level) => `créature portée (niveau ${level})`
    },
    kindAtLevel: (name, level) => `${name} (niveau ${level})`
  },
  effects: {
    speed: 'Vitesse',
    maxDex: 'Dex max',
    check: 'Malus',
    run: 'Course',
    noLimit: '—',
    cannotMove: CANNOT_MOVE,
    speedValue: (ft) => `${metres(ft)} m`,
    runValue: (n) => `×${n}`
  },
  card: {
    armorTitle: (name, category) => `Armure\u00a0: ${name} (${category})`,
    str: 'FOR',
    player: (p) => `Joueur\u00a0: ${p}`,
    noPlayer: 'Sans joueur',
    noArmor: 'Sans armure',
    armor: 'Armure',
    open: (name) => `Ouvrir la fiche de ${name}`,
    units: 'unités',
    select: (name) => `Sélectionner ${name}`,
    dropHint: 'Déposer ici',
    evaluating: 'Calcul…',
    nothing: 'Rien de lourd',
    before: 'avant',
    after: 'après',
    changed: (from, to) => `${from} → ${to}`
  },
  reason: {
    none: 'Tout reste dans les limites légères',
    noneShort: 'Tout est léger',
    group: (what, tier) => `${what} → ${tier}`,
    // Gender-neutral: the armour's name may be masculine (« Harnois ») or feminine.
    armor: (armour, tier) => `Armure portée (${armour}) → ${tier}`,
    armorShort: (armour) => `Armure portée (${armour})`,
    overLead: `${CANNOT_MOVE_LEAD} avec cette charge\u00a0: `,
    nearest: (what, tier) => `+${what} → ${tier}`,
    lighter: (what, tier) => `−${what} → ${tier}`,
    nearestLabel: 'Prochain seuil',
    lighterLabel: 'Pour s’alléger',
    noNearest: 'Aucun seuil devant'
  },
  stash: {
    title: 'Réserve',
    inSentence: 'la réserve',
    empty: 'La réserve est vide. Ajoutez du butin avec l’ajout rapide ou le catalogue.',
    total: (v) => `Valeur totale ${v}`,
    lines: (n) => `${n} ${plural(n, 'fr', 'ligne', 'lignes')}`
  },
  money: { gp: (v) => `${v} po` },
  places: {
    title: 'Lieux',
    help: 'Rangé ici\u00a0: ne compte pour personne',
    add: 'Ajouter un lieu',
    addTitle:
      'Un lieu où l’on laisse de l’équipement\u00a0: l’auberge, la maison, la cale d’un navire, une charrette que personne ne porte',
    name: 'Nom du lieu',
    placeholder: 'L’auberge, la maison, la cale…',
    create: 'Ajouter',
    cancel: 'Annuler',
    empty:
      'Aucun lieu. L’équipement laissé à l’auberge ou à la maison va dans un lieu\u00a0: il ne compte pour personne.',
    nothing: 'Rien n’est rangé ici. Glissez des lignes sur ce lieu.',
    emptySummary: 'Vide',
    nameNeeded: 'Un lieu doit avoir un nom',
    nameTaken: (name) => `Un lieu s’appelle déjà ${name}`,
    toggle: (name, summary) => `${name}\u00a0: ${summary}`,
    changed: (before, after) => `avant ${before}\u00a0; après ${after}`,
    menu: (name) => `Actions pour ${name}`,
    rename: 'Renommer…',
    renameLabel: (name) => `Nouveau nom pour ${name}`,
    save: 'Renommer',
    notes: 'Notes…',
    notesLabel: (name) => `Notes sur ${name}`,
    notesPlaceholder: 'Clé chez l’aubergiste, chambre payée jusqu’au 12…',
    notesSave: 'Enregistrer les notes',
    remove: 'Supprimer…',
    removeTitle: (name) => `Supprimer ${name}`,
    removeEmpty: (name) => `Supprimer ${name}\u00a0? Ce lieu ne contient rien.`,
    // « ligne » is feminine: one line is « la », more « les »
    removeAsk: (name, lines, count) =>
      `${name} contient encore ${lines}. Où ${plural(count, 'fr', 'la', 'les')} mettre\u00a0?`,
    removeTo: (count) => `${plural(count, 'fr', 'La', 'Les')} déplacer vers`,
    removeConfirm: (count) => `${plural(count, 'fr', 'La', 'Les')} déplacer et supprimer le lieu`,
    removeConfirmEmpty: 'Supprimer le lieu',
    removed: (name) => `Lieu supprimé\u00a0: ${name}`,
    removedTo: (name, to) => `Lieu supprimé\u00a0: ${name}\u00a0; son contenu est allé vers ${to}`,
    gone: '(lieu supprimé)',
    noLimitShort: 'sans limite',
    noLimit: 'Aucune limite de charge\u00a0: l’équipement rangé ne compte pour personne'
  },
  party: {
    title: 'Groupe',
    add: 'Ajouter un personnage',
    empty: 'Aucun personnage. Ajoutez le premier.',
    newName: 'Nouveau personnage',
    cards: 'Personnages'
  },
  bearers: {
    kind: { mount: 'Monture', 'pack-animal': 'Bête de somme', hireling: 'Serviteur', familiar: 'Familier' },
    of: (owner) => `Montures et serviteurs ${de(owner)}`,
    roleOf: (kind, owner) => `${kind} ${de(owner)}`,
    strip: 'Montures et serviteurs sans maître',
    stripShort: 'Sans maître',
    open: (name, kind) => `Ouvrir la fiche de ${name} (${kind})`,
    speed: (value) => `Vitesse ${value}`,
    add: 'Monture, serviteur…',
    addTitle: 'Ajouter une monture, une bête de somme, un serviteur ou un familier',
    formTitle: 'Nouvelle monture, bête de somme, serviteur ou familier',
    name: 'Nom',
    kindLabel: 'Type',
    strength: 'Force',
    size: 'Taille',
    quadruped: 'Quadrupède',
    quadrupedHelp: (on) =>
      on
        ? 'Quatre pattes\u00a0: d +1 (la règle maison «\u00a0Les quadrupèdes portent plus\u00a0» est active).'
        : 'Quatre pattes\u00a0: porte plus seulement si la règle maison «\u00a0Les quadrupèdes portent plus\u00a0» est active.',
    baseSpeed: 'Vitesse de base',
    speedUnit: 'm',
    speedDefault: (value) => `Vide\u00a0: ${value}, la vitesse par défaut de sa taille.`,
    neverReduced: 'Vitesse jamais réduite par la charge ni l’armure',
    neverReducedHelp: 'Comme les nains\u00a0: une charge intermédiaire ou lourde laisse la vitesse telle quelle.',
    owner: 'Maître',
    noOwner: 'Personne',
    ownerHelp: 'Sans maître, sa ligne va dans le bandeau sous les cartes.',
    submit: 'Ajouter',
    cancel: 'Annuler',
    added: (name) => `Ajout au groupe\u00a0: ${name}`,
    nameRequired: 'Nom\u00a0: obligatoire.',
    strengthBad: 'Force\u00a0: un nombre entier de 0 à 99.',
    speedBad: 'Vitesse de base\u00a0: un multiple de 1,5 m, de 0 à 300 m (6\u00a0; 9\u00a0; 12…).',
    defaultName: { mount: 'Cheval', 'pack-animal': 'Mule', hireling: 'Porteur', familiar: 'Chat' },
    makeBearer: 'Pas un personnage\u00a0: une monture, une bête de somme, un serviteur ou un familier',
    character: 'Personnage',
    kindHelp:
      'Un personnage a sa carte\u00a0; une monture, une bête de somme, un serviteur ou un familier a une ligne sous la carte de son maître.'
  },
  sheet: {
    back: 'Retour au groupe',
    identity: 'Personnage',
    name: 'Nom',
    player: 'Joueur',
    strength: 'Force',
    modifier: (m) => `mod. ${m}`,
    size: 'Taille',
    wornArmor: 'Armure portée',
    noArmor: 'Aucune',
    notes: 'Notes',
    inventory: 'Inventaire',
    emptyInventory: 'Ne porte rien. Ajoutez des objets avec l’ajout rapide ou glissez-les depuis la réserve.',
    removeCharacter: 'Retirer le personnage',
    removeBearer: 'Retirer du groupe',
    confirmRemove: (name) => `Retirer ${name}\u00a0? Ses objets retournent dans la réserve.`,
    ungrouped: 'Non compté',
    unlimited: 'illimité',
    partyRail: 'Groupe',
    effective: (strength, size) =>
      `Avec les effets essayés\u00a0: Force ${strength}, taille ${size.toLowerCase()}. Le formulaire montre les valeurs sans effet.`
  },
  line: {
    quantity: 'Quantité',
    quantityOf: (name) => `Quantité de ${name}`,
    remove: 'Retirer',
    split: 'Diviser',
    moveTo: 'Déplacer vers…',
    value: 'Valeur',
    drag: (name) => `Glisser ${name}`,
    actions: (name) => `Actions pour ${name}`,
    rounds: (n) => `${n} ${plural(n, 'fr', 'projectile', 'projectiles')}`,
    useOn: (name) => `Utiliser ${name}…`,
    useHowMany: (name) => `Combien utiliser\u00a0: ${name}`,
    spendHowMany: (name) => `Projectiles à dépenser\u00a0: ${name}`,
    use: 'Utiliser',
    spend: 'Dépenser'
  },
  bar: {
    label: (group, units, a, b, c) =>
      `${group}\u00a0: ${units} unités\u00a0; légère jusqu’à ${a}, intermédiaire jusqu’à ${b}, lourde jusqu’à ${c}`,
    limits: 'limites',
    room: (n, tier) => `place pour ${n} de plus, toujours ${tier}`,
    overBy: (n) => `${n} de trop`
  },
  inventory: {
    badQuantity: (reason, typed) =>
      ({
        zero: `«\u00a0${typed}\u00a0» n’est pas une quantité\u00a0: ajoutez-en au moins 1`,
        negative: `«\u00a0${typed}\u00a0»\u00a0: une quantité ne peut pas être négative (pour en retirer, utilisez Utiliser ou Retirer sur la ligne)`,
        decimal: `«\u00a0${typed}\u00a0»\u00a0: une quantité est un nombre entier`,
        suffix: `«\u00a0${typed}\u00a0»\u00a0: écrivez le nombre en entier (10000, pas 10k)`,
        'too-large': `«\u00a0${typed}\u00a0», c’est trop\u00a0: 1 000 000 000 au plus`
      })[reason],
    // After the item's name, whatever its gender: "Épée longue de taille Moyenne : …" (not "prévu")
    shifted: (madeFor, level, bearer) =>
      `de taille ${madeFor}\u00a0: niveau ${level} pour un porteur de taille ${bearer}`,
    shiftBadge: (level) => `N${level}`,
    edit: 'Modifier',
    editOf: (name) => `Modifier ${name}`,
    editTitle: (name) => `Modifier «\u00a0${name}\u00a0»`,
    nameEn: 'Nom (anglais)',
    nameFr: 'Nom (français)',
    nameHint: 'Un nom donné dans une seule langue s’affiche dans les deux tant que l’autre manque.',
    magic: 'Objet magique',
    enhancement: 'Bonus d’altération',
    masterwork: 'De maître',
    unitValue: 'Valeur unitaire (po)',
    unitValueHint: (gp) => `prix de l’objet\u00a0: ${gp}`,
    notes: 'Notes',
    kind: 'Type',
    kindHint: 'Les lignes d’un même type comptent ensemble pour les mêmes limites.',
    level: 'Niveau',
    levelDefault: (n) => `Celui de l’objet (niveau ${n})`,
    size: 'Taille prévue',
    sizeDefault: (s) => `Celle de l’objet (${s})`,
    sizeNone: 'Sans taille',
    unlimited: 'Ne compte jamais (niveau 0 seulement)',
    unidentifiedMark: (shown) => `non identifié\u00a0: les joueurs voient «\u00a0${shown}\u00a0»`,
    identified: 'Identifié',
    unidentifiedName: 'Nom vu par les joueurs tant qu’il n’est pas identifié',
    rounds: 'Projectiles dedans',
    roundsRoom: (n) => `les contenants en tiennent ${n}`,
    fullValue: 'Se vend au prix plein (marchandises, gemmes, objets d’art)',
    quantity: 'Quantité',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: (name) => `${name}\u00a0: modifications enregistrées`,
    useTitle: 'Utiliser',
    useCount: 'Combien',
    use: 'Utiliser',
    spendCount: 'Projectiles dépensés',
    spend: 'Dépenser',
    used: (what) => `Utilisé\u00a0: ${what}`,
    badNumber: (field) => `${field}\u00a0: ce n’est pas un nombre`,
    badCount: (field, max) => `${field}\u00a0: un nombre entier de 0 à ${max}`,
    haul: {
      open: 'Coller un butin…',
      title: (holder) => `Butin pour ${holder}`,
      text: 'Un objet par ligne, ou séparés par des virgules, en français ou en anglais',
      placeholder:
        '1200 po, 5000 pa, 12 potions de soins légers, coffre, harnois, 3 épées longues, carquois de 80 flèches',
      line: 'Ligne',
      item: 'Objet',
      quantity: 'Quantité',
      size: 'Taille',
      goesTo: 'Va dans',
      unknown: 'Rien à ajouter\u00a0: corrigez ou retirez la ligne',
      skipped: (n) => `${n} ${plural(n, 'fr', 'ligne ignorée', 'lignes ignorées')} (en rouge)`,
      guess: 'approximatif\u00a0: à vérifier',
      value: 'Valeur',
      noValue: '—',
      custom: 'nouvel objet personnalisé',
      treasure: { gem: 'gemme', jewel: 'bijou', art: 'objet d’art' },
      fullValue: 'se vend au prix plein',
      nameOf: (text) => `Nom — ${text}`,
      levelOf: (text) => `Niveau — ${text}`,
      valueOf: (text) => `Valeur unitaire (po) — ${text}`,
      addAll: (n) => `Tout ajouter (${n} ${plural(n, 'fr', 'ligne', 'lignes')})`,
      joins: (name) => `rejoint ${name}`,
      fills: (name) => `remplit ${name}`,
      newLine: 'nouvelle ligne',
      drop: (text) => `Retirer «\u00a0${text}\u00a0»`,
      fix: (text) => `Corriger «\u00a0${text}\u00a0»`,
      add: (n) => `Ajouter ${n} ${plural(n, 'fr', 'ligne', 'lignes')}`,
      notUnderstood: (n) => `${n} ${plural(n, 'fr', 'ligne incomprise', 'lignes incomprises')}`,
      added: (n, to) => `${n} ${plural(n, 'fr', 'ligne ajoutée', 'lignes ajoutées')} à ${to}`,
      label: 'Butin',
      nothing: 'Collez ou tapez le butin ci-dessus.'
    }
  },

  move: {
    title: (name) => `Déplacer ${name}`,
    to: 'Vers',
    quantity: 'Quantité',
    confirm: 'Déplacer',
    cancel: 'Annuler',
    moved: (what, to, a) => `${what} ${agree('déplacé', a)} vers ${to}`
  },
  bag: {
    putIn: (bag) => `Ranger dans\u00a0: ${bag}`,
    menu: (name) => `Ranger ${name} dans un contenant extradimensionnel, ou l’en sortir`,
    menuTitle: 'Contenant extradimensionnel\u00a0: ranger / sortir',
    takeOut: 'Sortir du contenant',
    put: (what, bag, a) => `${bag}\u00a0: ${what} ${agree('rangé', a)} dedans`,
    took: (what, bag, a) => `${bag}\u00a0: ${what} ${agree('sorti', a)}`,
    cannotPut: (what, bag) => `Impossible de ranger ${what} dans ce contenant (${bag})`,
    cannotTake: (what) => `Impossible de sortir ${what}`,
    refused: (action, why) => `${action}\u00a0: ${why}`,
    summary: (items, coins, worth) =>
      `${[items, coins].filter(Boolean).join(' · ')} dedans${worth ? ` · valeur ${worth}` : ''}`,
    items: (n, formatted) => `${formatted} ${plural(n, 'fr', 'objet', 'objets')}`,
    empty: 'Vide\u00a0: glissez-y des objets pour les ranger (ils ne comptent pour personne)',
    contentsOf: (bag) => `Contenu\u00a0: ${bag}`,
    show: (bag) => `Afficher le contenu (${bag})`,
    hide: (bag) => `Masquer le contenu (${bag})`,
    uncounted: 'ne comptent pour personne',
    counted: 'comptent comme portés (règle maison)',
    overCapacity: (units, capacity) => `${units} unités dedans\u00a0: place pour ${capacity}`,
    // no adjective agreeing with the item or the bag: their gender is unknown ('Corde … trop grand' was wrong)
    tooLarge: (name, level, maxLevel) =>
      `${name}\u00a0: niveau ${level} trop élevé pour ce contenant (${maxLevel} au plus)`,
    overCapacityShort: 'capacité dépassée',
    tooLargeShort: 'un objet trop grand',
    cardWarning: (bag, problems) => `${bag}\u00a0: ${problems.join(', ')}`,
    capacity: 'Capacité (unités)',
    maxLevel: 'Plus grand niveau admis',
    anyLevel: 'Tous',
    containerHint:
      'Ce que ce contenant renferme ne compte pour personne. Donnez-lui une capacité (en unités, comme les limites les comptent, pièces par unité) et un plus grand niveau\u00a0: la fiche avertit au-delà.'
  },
  split: { title: (name) => `Diviser ${name}`, quantity: 'Quantité à séparer', confirm: 'Diviser', cancel: 'Annuler' },
  quickAdd: {
    label: 'Ajout rapide',
    placeholder: 'ex. 3 dagues, 200 po…',
    to: 'Ajouter à',
    hint: 'Entrée ajoute le premier résultat',
    added: (what, to, a) => `${what} ${agree('ajouté', a)} à ${to}`,
    noMatch: (q) => `Rien ne correspond à «\u00a0${q}\u00a0»`,
    suggestions: 'Suggestions'
  },
  consequence: {
    change: (name, from, to, causes) => `${name}\u00a0: ${from} → ${to}${causes ? `, ${causes}` : ''}`,
    same: (name, tier) =>
      `${name}\u00a0: toujours ${({ light: 'en charge légère', medium: 'en charge intermédiaire', heavy: 'en charge lourde', over: 'en surcharge' } as const)[tier]}`,
    drop: (what) => `Déposer ${what}`,
    askHint: 'Maj+déposer\u00a0: choisir combien',
    asking: 'Relâchez pour choisir combien',
    overWarning: `Dépasse la limite\u00a0: ${CANNOT_MOVE}`,
    working: 'Calcul des charges…',
    impossible: 'Ce déplacement est impossible',
    preview: 'Résultat',
    stash: 'Pas de limite de charge'
  },
  catalog: {
    title: 'Catalogue',
    search: 'Rechercher un objet',
    // whole in the field at 1280×720: the two examples say that both languages work
    searchPlaceholder: 'Chercher\u00a0: «\u00a0épée longue\u00a0», «\u00a0sword\u00a0»…',
    results: (n) => `${formatNumber('fr', n)} ${plural(n, 'fr', 'objet', 'objets')}`,
    noResults: 'Aucun objet ne correspond.',
    showMore: (n, left) => `Afficher ${n} de plus (${left} ${plural(left, 'fr', 'restant', 'restants')})`,
    englishOnly: 'Nom anglais\u00a0: l’édition française n’en donne pas',
    add: 'Ajouter',
    addTo: (holder) => `Ajouter à ${holder}`,
    name: 'Objet',
    level: 'Niveau',
    weight: 'Poids',
    price: 'Prix',
    kind: 'Compte comme',
    custom: 'Personnalisé',
    allSections: 'Toutes les sections',
    section: 'Section',
    weightValue: (kg) => `${kg} kg`
  },
  custom: {
    title: 'Objets personnalisés',
    new: 'Nouvel objet personnalisé',
    open: 'Nouvel objet personnalisé…',
    edit: 'Modifier',
    delete: 'Supprimer',
    save: 'Enregistrer l’objet',
    cancel: 'Annuler',
    name: 'Nom (anglais)',
    nameFr: 'Nom (français)',
    kind: 'Type d’objet (les objets du même type comptent ensemble)',
    type: 'Genre',
    category: 'Catégorie',
    level: 'Niveau d’encombrement',
    classifier: 'Classificateur',
    weight: 'Poids (kg)',
    sizeCue: 'Repère de taille',
    suggested: (n, name) => `Suggéré\u00a0: niveau ${n} (${name})`,
    useSuggested: 'Utiliser la suggestion',
    madeFor: 'Fait pour la taille',
    none: 'Aucune',
    unlimited: 'Illimité (niveau 0 seulement)',
    consumable: 'Consommable (s’épuise\u00a0: propose «\u00a0Utiliser\u00a0»)',
    consumableHint:
      'S’épuise à l’usage, comme une potion, un parchemin ou des flèches\u00a0: ses lignes proposent «\u00a0Utiliser N\u00a0», noté au registre.',
    price: 'Prix (po)',
    // « Objet » carries the gender: the item's own name may be feminine (« Fiole de brume »)
    saved: (name) => `Objet enregistré\u00a0: ${name}`,
    empty: 'Aucun objet personnalisé.',
    cues: [
      'pourrait être avalé',
      'tient dans une bourse\u00a0; deux par main',
      'avant-bras',
      'bras entier',
      'jambe',
      '≈ 75 % du porteur',
      'aussi grand que le porteur',
      'deux fois le porteur'
    ],
    noCue: 'Pas de repère',
    inUse: 'Utilisé\u00a0: retirez d’abord les lignes'
  },
  whatIf: {
    title: 'Simulation',
    banner: 'Mode simulation\u00a0: rien n’est enregistré tant que vous n’appliquez pas.',
    overShort: (names) => `En surcharge\u00a0: ${names}`,
    count: (n) =>
      n === 0 ? 'Aucun changement envisagé' : `${n} ${plural(n, 'fr', 'changement envisagé', 'changements envisagés')}`,
    apply: 'Appliquer',
    discard: 'Abandonner',
    start: 'Lancer une simulation',
    applied: 'Simulation appliquée en une étape',
    discarded: 'Simulation abandonnée',
    tentative: (done) => `Simulation · ${done}`,
    label: 'Simulation',
    effects: 'Essayer',
    effectsTitle: (name) => `Essayer un effet temporaire sur ${name}`,
    bulls: 'Force de taureau',
    exhaustion: 'Épuisement',
    enlarge: 'Agrandissement',
    reduce: 'Rapetissement',
    bullsShort: 'FOR +4',
    exhaustionShort: 'FOR −6',
    enlargeShort: 'Taille +1, FOR +2',
    reduceShort: 'Taille −1, FOR −2',
    strDelta: (d) => `FOR ${d}`,
    sizeDelta: (d) => `Taille ${d}`,
    dDelta: (d) => `d ${d}`,
    withoutGear: 'équipement inchangé',
    changes: 'Changements envisagés',
    changesMenu: 'Liste',
    changesMenuTitle: (n) => plural(n, 'fr', 'Le changement envisagé', `Les ${n} changements envisagés`),
    removeEffect: (effect, name) => `Retirer ${effect} à ${name}`,
    removeChange: (what) => `Retirer «\u00a0${what}\u00a0» de la simulation`,
    edited: (who) => `Modifié\u00a0: ${who}`,
    otherChange: 'Autre changement',
    nothingToUndo: 'Rien à reprendre dans la simulation',
    resumed: (n) =>
      `Simulation reprise\u00a0: ${n} ${plural(n, 'fr', 'changement envisagé', 'changements envisagés')} (rien n’est enregistré)`,
    custom: 'Effet personnalisé…',
    customTitle: 'Essayer un effet personnalisé',
    customBar: 'Effet…',
    customBarTitle: 'Essayer un effet personnalisé (force, taille, d)',
    bearer: 'Sur',
    strength: 'Force (±)',
    sizeSteps: 'Taille (± catégories)',
    withGear: 'L’équipement porté change de taille avec le porteur',
    withGearHint: 'Comme Agrandissement et Rapetissement\u00a0: ce qui était fait pour le porteur le reste.',
    dChange: 'd (±)',
    customHint: 'Tout effet est un changement de force, de taille en catégories, ou de d (RULES.md §13).',
    customTry: 'Essayer',
    cancel: 'Annuler',
    badNumber: (field, max) => `${field}\u00a0: un nombre entier entre −${max} et +${max}`,
    nothing: 'Indiquez un changement de force, de taille ou de d (pas tous à zéro)'
  },
  banner: {
    recovery: (when, n) =>
      `Des changements non enregistrés du ${when} ont été gardés dans un fichier de récupération\u00a0: ${n} ${plural(n, 'fr', 'changement absent', 'changements absents')} de cette campagne.`,
    recoveryUnreadable: (when) => `Un fichier de récupération du ${when} ne peut plus être lu.`,
    recoveryHelp:
      'Restaurez-les en une seule étape annulable (la campagne actuelle est d’abord sauvegardée), gardez le fichier pour plus tard, ou écartez-le (il est mis de côté, pas supprimé).',
    recoveryRestore: 'Les restaurer',
    recoveryKeep: 'Garder pour plus tard',
    recoveryDiscard: 'Écarter',
    recoveryRestored: (when) => `Changements non enregistrés du ${when} restaurés. Annuler (Ctrl+Z) les retire.`,
    recoveryDiscarded: (path) => `Le fichier de récupération a été mis de côté\u00a0: ${path}`,
    saveFailed: (msg) => `La campagne n’a pas pu être enregistrée\u00a0: ${msg}`,
    saveFailedHelp:
      'Vos changements sont conservés dans l’application. Libérez de l’espace disque ou vérifiez le dossier, puis réessayez.',
    saveFailedHelpFull:
      'Vos changements sont conservés dans l’application. Libérez de l’espace disque, puis réessayez.',
    saveFailedHelpPermission:
      'Vos changements sont conservés dans l’application. Vérifiez que le dossier est accessible en écriture (ou enregistrez ailleurs), puis réessayez.',
    retry: 'Réessayer l’enregistrement',
    changedOnDisk: 'Le fichier de campagne a été modifié hors de l’application.',
    changedOnDiskHelp:
      'Rechargez-le depuis le disque (vos changements non enregistrés sont perdus) ou gardez votre version et écrivez-la dans le fichier.',
    reload: 'Recharger depuis le disque',
    keepMine: 'Garder ma version',
    readOnly: (why) => `Lecture seule\u00a0: ${why}`,
    lockedHelp:
      'Fermez-la là-bas et rouvrez-la ici pour la modifier, ou faites «\u00a0Enregistrer sous…\u00a0» pour continuer sur une copie.',
    backupFailed: (msg) => `La sauvegarde avant enregistrement n’a pas pu être écrite\u00a0: ${msg}`,
    backupFailedLine: (path, why) =>
      `Sauvegarde non écrite dans ${path} (${why})\u00a0; l’enregistrement continue sans elle.`,
    backupFailedHelp:
      'L’enregistrement continue, mais sans sauvegarde où revenir. Libérez de l’espace disque ou vérifiez le dossier.',
    readOnlyHelp:
      'Mettez l’application à jour pour la modifier, ou faites «\u00a0Enregistrer sous…\u00a0» pour continuer sur une copie modifiable.',
    refused: (msg) => `Ce changement a été refusé\u00a0: ${msg}. La campagne a été relue depuis le fichier.`,
    dismiss: 'Fermer',
    earlier: (n) => `+${n}`,
    earlierTitle: (n) => `${n} ${plural(n, 'fr', 'notification précédente', 'notifications précédentes')} sous celle-ci`
  },
  errors: reasonsFr,
  exports: exportsFr,
  /** The native menu (Electron). */
  foundryImport: {
    expected: {
      number: 'un nombre',
      string: 'du texte',
      boolean: 'vrai ou faux',
      object: 'un objet',
      array: 'une liste'
    } as Record<string, string>,
    menu: 'Importer des personnages…',
    title: 'Importer des personnages de Foundry VTT',
    intro:
      'Rien ne change avant «\u00a0Importer\u00a0». Vérifiez les objets signalés\u00a0: la règle attend votre avis.',
    fileLabel: 'Choisir des exports d’acteurs (.json)…',
    dropHere: 'Déposez des exports d’acteurs Foundry VTT (.json) pour les importer',
    reading: 'Lecture…',
    nothing: 'Aucun personnage à importer.',
    problemsTitle: 'Non importés',
    problem: (p: ImportProblemText) => {
      const at = p.line !== null ? ` (ligne ${p.line}, colonne ${p.column ?? 1})` : ''
      const where = p.path ? ` ${p.path}\u00a0:` : ''
      const what =
        p.code === 'json-syntax'
          ? 'ce n’est pas du JSON valide'
          : p.code === 'empty'
            ? 'le fichier est vide'
            : p.code === 'too-deep'
              ? 'imbriqué trop profondément pour être un export'
              : p.code === 'not-an-actor'
                ? 'ce n’est pas un export d’acteur Foundry VTT'
                : p.code === 'wrong-system'
                  ? `un export du système Foundry «\u00a0${p.system ?? '?'}\u00a0», pas Pathfinder 1e (pf1)`
                  : p.missing
                    ? `absent (attendu\u00a0: ${p.expected ?? 'une valeur'})`
                    : `valeur inattendue (attendu\u00a0: ${p.expected ?? 'une autre valeur'})`
      return `${p.file}${at}\u00a0:${where} ${what}`
    },
    strength: 'FOR',
    strengthNote: 'valeur de base\u00a0: les bonus et valeurs calculées ne sont pas dans un export',
    speed: (ft: number) => `${metres(ft)} m`,
    quadruped: 'quadrupède',
    worn: (armor, category, asIs = false) => `Armure portée\u00a0: ${asIs ? armor : midSentence(armor)} (${category})`,
    wornNone: 'Armure portée\u00a0: aucune',
    buffsLead: 'Effets sur la fiche (non comptés dans la FOR)\u00a0: ',
    buffAsExported: 'Nom tel qu’exporté de Foundry\u00a0: un effet que l’application ne connaît pas',
    isNew: 'Nouveau personnage',
    updates: (name: string) => `Déjà importé\u00a0: met à jour ${name}`,
    updatesSameName: (name: string) => `Même nom que ${name} (sans identifiant Foundry)\u00a0: met à jour ${name}`,
    importAsNew: 'Importer comme nouveau personnage',
    matchChoice: (name: string) => `Mettre à jour ou créer — ${name}`,
    catalogLevel: (level: number, word: string) => `niveau ${level}, ${word} (catalogue)`,
    categoryLevel: (category: string, level: number) => `${category} (niveau ${level})`,
    noChange: 'Rien n’a changé depuis le dernier import',
    fieldChange: (field: string, from: string, to: string) => `${field}\u00a0: ${from} → ${to}`,
    lineAdded: (name: string, q: number) => `${name}\u00a0: + ${q}`,
    lineChanged: (name: string, from: number, to: number) => `${name}\u00a0: ${from} → ${to}`,
    lineRemoved: (name: string) => `− ${name} (n’est plus sur la fiche)`,
    fields: {
      name: 'Nom',
      strength: 'FOR',
      size: 'Taille',
      baseSpeed: 'Vitesse',
      quadruped: 'Quadrupède',
      wornArmor: 'Armure portée'
    },
    skipCharacter: 'Ne pas importer ce personnage',
    exported: 'Dans Foundry',
    exportedCoins: (abbr) => `Monnaie (${abbr})`,
    becomes: 'Devient',
    quantity: 'Qté',
    where: 'Destination',
    check: 'À vérifier',
    custom: (level: number) => `objet personnalisé, niveau ${level}`,
    level: 'Niveau',
    inBag: (bag: string) => `dans «\u00a0${bag}\u00a0»`,
    to: {
      carried: 'Porté',
      stash: 'Réserve',
      mount: 'Nouvelle monture',
      skip: 'Ne pas importer',
      keep: 'Ne pas mettre à jour'
    },
    carriedBy: (name: string) => `Porté par ${name}`,
    updatesWhereItIs: 'Déjà dans la campagne\u00a0: l’import met la ligne à jour là où elle est',
    storedPlace: (name) => `En dépôt — ${name}`,
    storage: 'Les objets non portés dans Foundry vont dans un lieu, où ils ne comptent pour personne\u00a0:',
    storageNew: 'un nouveau lieu',
    storageName: 'Nom du nouveau lieu',
    storagePlace: (character) => `Lieu des objets entreposés ${de(character)}`,
    flag: {
      rangedCategory: 'Arme à distance\u00a0: Foundry ne dit pas à combien de mains. Quel groupe\u00a0?',
      unknownItem: 'Absent du catalogue\u00a0: objet personnalisé, niveau proposé d’après son poids',
      unknownNoWeight: 'Absent du catalogue, sans poids dans l’export\u00a0: donnez-lui un niveau',
      sizeMismatch: (item: string, bearer: string) =>
        `Objet de taille ${item.toLowerCase()}, pour un porteur de taille ${bearer.toLowerCase()}`,
      notCarried: 'Marqué «\u00a0non porté\u00a0» dans Foundry\u00a0: va dans un lieu',
      animal: 'Un animal\u00a0: une monture à côté de son maître, ou à laisser de côté',
      paradox: 'Un sac sans fond dans un autre\u00a0: le paradoxe de PF1\u00a0; il en sort',
      ammo: (rounds: number, containers: number, stacks: number) =>
        `${rounds} ${plural(rounds, 'fr', 'projectile', 'projectiles')}${stacks > 1 ? ` en ${stacks} lots` : ''} → ${containers} ${plural(containers, 'fr', 'contenant', 'contenants')}`,
      contentsLoose: (n: number) =>
        `Contenant ordinaire\u00a0: ${plural(n, 'fr', 'son objet compte', `ses ${n} objets comptent`)} comme portés en vrac`,
      byName: 'reconnu par son nom'
    },
    alt: (coins: string) => `Pièces sans poids (altCurrency)\u00a0: ${coins}`,
    carryAlt: 'Les porter comme des pièces',
    toCheck: (n: number) => (n === 0 ? 'Rien à vérifier' : `${n} ${plural(n, 'fr', 'objet', 'objets')} à vérifier`),
    import: (n: number) => `Importer ${n} ${plural(n, 'fr', 'personnage', 'personnages')}`,
    imported: (n: number) =>
      `${n} ${plural(n, 'fr', 'personnage importé', 'personnages importés')} (Ctrl+Z pour annuler)`,
    label: 'Import depuis Foundry VTT',
    refused: (why: string) => `Import refusé\u00a0: ${why}`
  },
  menu: {
    file: '&Fichier',
    noRecent: 'Aucune campagne récente',
    quit: 'Quitter',
    edit: '&Édition',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    view: '&Affichage',
    language: 'Langue',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    resetZoom: 'Taille réelle',
    fullScreen: 'Plein écran',
    reload: 'Recharger',
    devTools: 'Outils de développement',
    help: '&Aide'
  },
  /** Native file dialogs (Electron). */
  nativeDialog: {
    campaignFiles: 'Campagnes Encumbrance',
    newTitle: 'Nouvelle campagne',
    openTitle: 'Ouvrir une campagne',
    saveAsTitle: 'Enregistrer la campagne sous',
    cannot: 'La campagne n’a pas pu être ouverte ou enregistrée',
    defaultName: 'campagne',
    exists: (file: string) => `«\u00a0${file}\u00a0» existe déjà`,
    existsDetail:
      'Une nouvelle campagne a besoin de son propre fichier\u00a0: choisissez un autre nom, ou ouvrez ce fichier avec Fichier → Ouvrir.',
    chooseAnother: 'Choisir un autre nom',
    replace: (file: string) => `Remplacer «\u00a0${file}\u00a0»\u00a0?`,
    replaceDetail: (folder: string) =>
      `Un fichier de ce nom existe déjà dans «\u00a0${folder}\u00a0». Le remplacer y écrit cette campagne (son ancienne version est gardée en sauvegarde).`,
    replaceButton: 'Remplacer',
    cancel: 'Annuler',
    unsaved: 'Des modifications ne sont pas enregistrées',
    unsavedDetail: (why: string) =>
      `${why}\nEnregistrez la campagne sous un autre nom, ou quittez en perdant ces modifications.`,
    unsavedConflict: 'Le fichier a été modifié par un autre programme\u00a0: l’application ne l’a pas écrasé.',
    unsavedFailed: 'Le fichier n’a pas pu être écrit.',
    saveAs: 'Enregistrer sous…',
    quitWithout: 'Quitter sans enregistrer',
    crashed: 'La fenêtre a cessé de fonctionner',
    crashedDetail: (reason: string, log: string) =>
      `La page s’est arrêtée (${reason}). Les modifications déjà enregistrées sont dans le fichier de la campagne\u00a0; rechargez pour continuer. Détails dans ${log}.`,
    failedLoad: 'La fenêtre n’a pas pu charger l’application',
    failedLoadDetail: (why: string, log: string) => `${why}. Détails dans ${log}.`,
    unresponsive: 'La fenêtre ne répond pas',
    unresponsiveDetail: (log: string) =>
      `Vous pouvez attendre, ou la recharger (les modifications déjà enregistrées sont gardées). Détails dans ${log}.`,
    reload: 'Recharger',
    retry: 'Réessayer',
    wait: 'Attendre',
    quit: 'Quitter',
    startFailed: 'Encumbrance n’a pas pu démarrer',
    startFailedDetail: (why: string, log: string) => `${why}\n\nDétails dans ${log}.`,
    addToDictionary: 'Ajouter au dictionnaire',
    saveExport: { title: 'Exporter', md: 'Markdown', html: 'Page web (HTML)', pdf: 'Document PDF', csv: 'Tableur CSV' }
  },
  rules: {
    title: 'Règles maison',
    intro: 'Ces options changent le calcul des charges pour cette campagne (RULES.md §9).',
    strengthRaisesMax: 'La Force augmente le maximum',
    strengthRaisesMaxHelp:
      'Activé\u00a0: FOR 18 donne 9/13/17. Désactivé\u00a0: le maximum peut seulement baisser (9/13/16).',
    quadrupedsCarryMore: 'Les quadrupèdes portent plus',
    quadrupedsCarryMoreHelp:
      'Activé\u00a0: un porteur marqué quadrupède (un cheval, une mule) a +1 à son ajustement d, car PF1 donne aux quadrupèdes environ 1,5 fois la capacité (RULES.md §11). Désactivé\u00a0: il compte comme tout porteur de sa force et de sa taille.',
    extradimensionalContentsCount: 'Le contenu des sacs sans fond compte comme porté',
    extradimensionalContentsCountHelp:
      'Désactivé (PF1)\u00a0: un sac sans fond, un havresac d’Hévard ou un trou portatif est un objet de son niveau\u00a0; ce qu’il contient ne compte dans aucun groupe (RULES.md §10). Activé\u00a0: le contenu compte comme s’il était porté en vrac.',
    rounding: 'Arrondi du modificateur de Force ÷ 4',
    floor: 'Inférieur (modificateur −1 → −1)',
    towardZero: 'Vers zéro (modificateur −1…−3 → 0)',
    coinsPerUnit: 'Pièces par unité',
    exportLanguage: 'Langue des exports',
    exportLanguageHelp:
      'Les PDF, HTML, Markdown et CSV de cette campagne sortent dans cette langue. L’écran parle la vôtre (le bouton EN/FR), gardée sur cet ordinateur.',
    customLimits: 'Limites personnalisées',
    customLimitsHelp:
      'Pour un type d’objet, ou pour tout un groupe\u00a0: les armes ou les armures transportées d’une catégorie, les conteneurs de munitions, ou les munitions comptées une à une (RULES.md §9).',
    kind: 'Groupe ou type d’objet',
    kindPlaceholder: 'Chercher\u00a0: flèches, armes légères, potion…',
    targets: {
      weapon: {
        light: 'Armes légères',
        'one-handed': 'Armes à une main',
        'two-handed': 'Armes à deux mains'
      },
      armor: {
        light: 'Armures légères transportées',
        medium: 'Armures intermédiaires transportées',
        heavy: 'Armures lourdes transportées'
      },
      ammo: 'Conteneurs de munitions (carquois, sacs de billes)',
      rounds: {
        arrows: 'Flèches, une à une (niveau 0)',
        bolts: 'Carreaux, un à un (niveau 0)',
        bullets: 'Billes de fronde, une à une (niveau 0)'
      }
    },
    targetHelp: {
      kind: 'Chaque objet de ce type compte dans ces limites au lieu de celles de son niveau.',
      weapon: 'Les armes de cette catégorie (après l’écart de taille) comptent dans ces limites.',
      armor:
        'Les armures de cette catégorie transportées (pas celle que l’on porte sur soi) comptent dans ces limites.',
      ammo: 'Tous les carquois et sacs de billes comptent ensemble dans ces limites, quoi qu’ils contiennent.',
      rounds:
        'Chaque munition compte comme un objet de niveau\u00a00 dans ces limites\u00a0; les conteneurs qui les tiennent ne comptent plus.'
    },
    targetGroup: 'groupe',
    targetKind: 'type d’objet',
    matches: (shown, total) =>
      shown === total
        ? `${formatNumber('fr', total)} ${plural(total, 'fr', 'résultat', 'résultats')}`
        : `${formatNumber('fr', shown)} sur ${formatNumber('fr', total)} ${plural(total, 'fr', 'résultat', 'résultats')}\u00a0: tapez pour affiner`,
    noMatch: (text) => `Rien ne correspond à «\u00a0${text}\u00a0».`,
    pickTarget: 'Choisissez un groupe ou un type d’objet dans la liste.',
    light: 'Légère',
    medium: 'Intermédiaire',
    heavy: 'Lourde',
    add: 'Ajouter des limites',
    remove: 'Retirer',
    noCustom: 'Aucune limite personnalisée.',
    invalidLimits: 'Les limites doivent vérifier légère ≤ intermédiaire ≤ lourde.',
    preview: 'Limites après la Force (légère / intermédiaire / lourde)',
    previewLight: 'Niveau 2 — objets légers',
    previewHeavy: 'Niveau 5 — objets lourds'
  },
  coins: {
    open: 'Pièces…',
    openHelp: 'Changer ou regrouper les pièces',
    title: (who) => `Pièces\u00a0: ${who}`,
    none: 'Aucune pièce à changer (les pièces rangées dans un sac ou valorisées à part n’y sont pas comptées).',
    consolidate: 'Regrouper',
    consolidateHelp: 'Le moins de pièces possible pour la même valeur',
    consolidated: 'Déjà le moins de pièces possible.',
    units: (n, shown) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${shown} ${plural(n, 'fr', 'unité', 'unités')}`,
    applyConsolidate: 'Regrouper',
    exchange: 'Changer',
    from: 'Donner',
    to: 'Contre',
    quantity: 'Combien',
    fee: 'Commission du changeur (%)',
    exchangePreview: (given, received) => `${given} → ${received}`,
    feeKept: (fee) => `le changeur garde ${fee}`,
    tooSmall: 'Pas assez pour faire une pièce.',
    applyExchange: 'Changer',
    cancel: 'Fermer',
    done: (what) => `Pièces changées\u00a0: ${what}`,
    headroom: 'Regrouper les pièces'
  },
  sell: {
    open: 'Vendre…',
    openHelp: 'Vendre des lignes\u00a0: moitié prix, prix plein pour marchandises, gemmes, objets d’art et pièces',
    title: (who) => `Vendre\u00a0: ${who}`,
    onlyToSell: 'Seulement les lignes à vendre',
    line: 'Ligne',
    quantity: 'Qté',
    rate: 'Taux',
    proceeds: 'Rapporte',
    usual: 'Taux habituels (moitié prix, prix plein pour marchandises, gemmes, objets d’art et pièces)',
    custom: 'Taux pour cette vente (%)',
    to: 'Le produit va à',
    total: (gp, coins) => `Total\u00a0: ${gp}, payés en ${coins}`,
    nothing: 'Cochez les lignes à vendre.',
    confirm: 'Vendre',
    cancel: 'Annuler',
    done: (n, gp) => `${n} ${plural(n, 'fr', 'ligne vendue', 'lignes vendues')} pour ${gp}`,
    noValue: 'sans valeur',
    toSell: 'À vendre',
    markToSell: 'Marquer à vendre',
    toolsLabel: 'Vente',
    select: 'Sélectionner',
    selectHelp: 'Cocher des lignes pour les vendre ensemble (Échap pour arrêter)',
    pickLine: (name) => `Sélectionner ${name}`,
    pickAll: 'Tout cocher',
    pickNone: 'Tout décocher',
    picked: (n) => `${n} ${plural(n, 'fr', 'sélectionnée', 'sélectionnées')}`,
    sellPicked: 'Vendre la sélection…',
    filter: (n) => `À vendre (${n})`,
    filterHelp: 'N’afficher que les lignes marquées à vendre',
    sellMarked: 'Vendre les marquées…'
  },
  ledger: {
    title: 'Registre',
    empty: 'Aucun transfert pour l’instant.',
    when: 'Quand',
    item: 'Objet',
    qty: 'Qté',
    from: 'De',
    to: 'Vers',
    outside: 'Hors du groupe',
    detail: 'Détail',
    sold: (rate, gp) => `vente à ${rate} %\u00a0: ${gp}`,
    exchanged: 'change de pièces',
    consolidated: 'pièces regroupées',
    fee: (gp) => `commission ${gp}`,
    proceeds: 'produit d’une vente',
    used: 'utilisation',
    corrected: 'quantité corrigée',
    rounds: (n, count) => `${n} ${plural(count, 'fr', 'projectile', 'projectiles')}`,
    withRounds: (n, count) => `avec ${n} ${plural(count, 'fr', 'projectile', 'projectiles')}`,
    roundsSpent: (n, count) => `${n} ${plural(count, 'fr', 'projectile dépensé', 'projectiles dépensés')}`,
    leftParty: (name) => `${name} a quitté le groupe`,
    placeGivenUp: (name) => `${name}\u00a0: lieu abandonné`,
    goneCharacter: (name) => `${name} (a quitté le groupe)`,
    gonePlace: (name) => `${name} (lieu abandonné)`,
    removedCharacter: (id) => `(personnage supprimé ${id})`,
    removedPlace: (id) => `(lieu supprimé ${id})`
  },
  lootSplit: {
    button: 'Partager le butin',
    buttonHelp:
      'Proposer le meilleur partage de la réserve entre les membres du groupe\u00a0; rien ne change avant d’appliquer',
    finishWhatIf: 'Appliquez ou abandonnez d’abord la simulation',
    title: 'Partager le butin',
    participants: 'Qui partage',
    participantsHelp:
      'Décochez les absents. Une monture, une bête de somme ou un serviteur porte pour son maître\u00a0: ce qu’il prend compte dans la part du maître (si le maître ne partage pas, dans celle de personne).',
    fund: 'Part de la réserve',
    fundHelp: 'Une part égale de la valeur qui reste dans la réserve',
    containers: 'Contenants extradimensionnels',
    fillContainer: (who, container, free) =>
      `Mettre du butin dans «\u00a0${container}\u00a0» ${de(who)} (${free === null ? 'sans capacité fixée' : `${free} ${free === '1' ? 'unité libre' : 'unités libres'}`})`,
    fillClaimed: (who, container, free) =>
      `Mettre du butin dans «\u00a0${container}\u00a0» de la réserve, réclamé pour ${who} (${free === null ? 'sans capacité fixée' : `${free} ${free === '1' ? 'unité libre' : 'unités libres'}`})`,
    fillStashBag: (container, free) =>
      `Mettre du butin dans «\u00a0${container}\u00a0» de la réserve, à qui le reçoit (${free === null ? 'sans capacité fixée' : `${free} ${free === '1' ? 'unité libre' : 'unités libres'}`})`,
    fillCoins: (perUnit) => `pièces comprises (${perUnit} pièces par unité)`,
    consolidate: 'Regrouper d’abord les pièces de la réserve',
    consolidateHelp: 'le moins de pièces pour la même valeur',
    consolidated: (saved) => `Pièces de la réserve regroupées d’abord\u00a0: ${saved} pièces de moins, même valeur`,
    loot: 'Butin à partager',
    all: 'Tout',
    none: 'Rien',
    selected: (n, total) => `${n} sur ${total} ${plural(total, 'fr', 'ligne', 'lignes')}`,
    include: (item) => `Partager ${item}`,
    claim: 'Voulu par',
    claimOf: (item) => `Qui veut ${item}\u00a0?`,
    nobody: '—',
    claimQuantity: (item) => `Combien de ${item} sont voulus`,
    run: 'Proposer un partage',
    cancel: 'Annuler',
    close: 'Fermer',
    running: 'Recherche du meilleur partage…',
    progress: (pct) => `${pct} % effectués`,
    cancelled: 'Partage du butin annulé',
    noLoot: 'Choisissez au moins une ligne de butin.',
    noBearer: 'Choisissez au moins un participant qui porte.',
    tooMany: (max) => `Au plus ${max} participants qui portent (caisse commune à part).`,
    failed: (msg) => `Le partage n’a pas pu être calculé\u00a0: ${msg}`,
    failure: {
      refused: 'le calcul a refusé les données de cette campagne (détails dans le journal)',
      unexpected: 'erreur inattendue pendant le calcul (détails dans le journal)'
    },
    panel: 'Partage du butin',
    panelHelp: 'Changez n’importe quel destinataire ou quantité\u00a0: les fiches montrent le résultat aussitôt.',
    shares: 'Parts',
    participant: 'Participant',
    load: 'Charge',
    value: 'Valeur',
    carriesFor: (owner) => `dans la part ${de(owner)}`,
    carriesForParty: 'pour le groupe\u00a0: dans la part de personne',
    shareWith: (names) => `avec ${names}`,
    moves: (n) => `${n} ${plural(n, 'fr', 'transfert', 'transferts')}`,
    claims: (honoured, total) =>
      `${honoured} ${plural(total, 'fr', 'souhait respecté', 'souhaits respectés')} sur ${total}`,
    spread: (v) => `écart de valeur ${v}`,
    spreadLeast: (v) => `écart de valeur ${v}, le plus petit possible`,
    spreadBound: (v, bound) => `écart de valeur ${v} (aucun partage ne descend sous ${bound})`,
    lines: 'Qui reçoit quoi',
    left: 'Reste dans la réserve',
    nothingLeft: 'Rien ne reste dans la réserve.',
    recipient: (item) => `Destinataire de ${item}`,
    intoBag: (who, container) => `${who} — dans «\u00a0${container}\u00a0»`,
    insideBag: (bag) => `dans «\u00a0${bag}\u00a0»`,
    withContents: (gp) => `${gp} avec son contenu`,
    overAllocated: (max, others) => `Refusé\u00a0: au plus ${max} ici\u00a0; le reste (${others}) va déjà à d’autres`,
    quantityOf: (item) => `Quantité de ${item}`,
    giveRest: (item) => `Donner le reste de ${item} à`,
    give: 'Donner à…',
    toStash: 'Laisser dans la réserve',
    updating: 'Mise à jour…',
    apply: 'Appliquer le partage',
    discard: 'Abandonner',
    options: 'Options…',
    applied: 'Partage du butin appliqué en une étape',
    discarded: 'Partage du butin abandonné',
    label: 'Partage du butin',
    alreadyOver: (names) => `Déjà en surcharge avant le partage, donc rien ne leur est donné\u00a0: ${names}`,
    list: (names) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`),
    why: {
      claimed: (who) => `réclamé par ${who}`,
      fundClaimed: 'gardé dans la caisse commune, comme demandé',
      fundShare: (gp) => `la part égale de la caisse commune (${gp})`,
      onlyBearer: 'personne d’autre n’a la place sans passer en surcharge',
      onlyStays: (_who, tier) => `personne d’autre ne resterait en ${tier}`,
      // No article, right for any name and gender: « Trou portatif », « Handy haversack », a GM’s « Besace sans fond ».
      intoContainer: (who, container) => `dans «\u00a0${container}\u00a0» ${de(who)}\u00a0: n’ajoute rien à la charge`,
      pastContainer: (who, container, problem) => `dans «\u00a0${container}\u00a0» ${de(who)}\u00a0: ${problem}`,
      raises: (who, from, to) =>
        `fait passer ${who} de ${from} à ${to}\u00a0; aucun partage ne garde le groupe plus léger`,
      madeForSize: (size) => `fait pour un porteur de taille ${size.toLowerCase()}`,
      balancesValue: 'équilibre la valeur des parts',
      overloads: (who) => `met ${who} en surcharge\u00a0: ${who} ${CANNOT_MOVE}`,
      fits: (who, tier) => `tient dans la ${tier} ${de(who)}`,
      unlimited: 'ne compte jamais dans la charge',
      tooHeavy: 'personne ne peut en porter un seul sans surcharge',
      noRoom: (group) => `plus personne n’a de place pour des ${group} sans surcharge`,
      holdsTooMuch: 'avec ce qu’il contient, personne ne peut le porter sans surcharge ni laisser plus dans la réserve',
      noBearer: 'aucun participant ne peut rien prendre (tous sont déjà en surcharge, ou c’est une caisse commune)',
      kept: (names, count) =>
        `gardé dans la réserve, bien que ${names} ${plural(count, 'fr', 'puisse', 'puissent')} en porter plus`
    }
  },
  files: {
    menu: {
      button: 'Fichier',
      label: 'Fichier\u00a0: campagne, exports, sauvegardes',
      new: 'Nouvelle campagne…',
      open: 'Ouvrir…',
      recent: 'Campagnes récentes',
      saveAs: 'Enregistrer sous…',
      export: 'Exporter…',
      copyParty: 'Copier la fiche du groupe (Markdown)',
      backups: 'Restaurer une sauvegarde…',
      importCharacters: 'Importer des personnages…'
    },
    export: {
      title: 'Exporter',
      what: 'Quoi exporter',
      party: 'Fiche du groupe',
      partyHelp: 'La charge, les effets et la raison de chaque personnage sur une page, avec la réserve',
      character: 'Le résumé d’un personnage',
      characterHelp: 'Inventaire par groupe de limites avec la marge, pièces par type, valeur, notes',
      characterPick: 'Personnage',
      noCharacter: 'Aucun personnage',
      ledger: 'Registre',
      ledgerHelp: 'Qui a reçu quoi, quand et d’où\u00a0: un CSV pour un tableur',
      ledgerWho: 'Transferts de',
      holderGroups: { party: 'Personnages et porteurs', places: 'Lieux et réserve', gone: 'Plus dans la campagne' },
      everyone: 'Tout le groupe',
      format: 'Format',
      formats: { pdf: 'PDF', html: 'HTML', md: 'Markdown', csv: 'CSV' },
      formatHelp: { pdf: 'à imprimer', html: 'page web', md: 'message de chat', csv: 'tableur' },
      paper: 'Papier',
      csvStyle: 'Tableur',
      csvStyles: { semicolon: 'Points-virgules', comma: 'Virgules', tab: 'Tabulations' },
      csvHelp: { semicolon: '; et 2,5 (français)', comma: ', et 2.5 (anglais)', tab: 'séparé par tabulations' },
      papers: { a4: 'A4', letter: 'Letter' },
      paperHelp: { a4: '210 × 297 mm', letter: '216 × 279 mm' },
      whereNative: 'Une fenêtre d’enregistrement s’ouvre dans le dernier dossier utilisé.',
      whereBrowser: 'Le fichier va dans les téléchargements du navigateur.',
      whatIfNote: 'Les exports montrent la campagne sans les changements de la simulation.',
      copy: 'Copier le Markdown',
      copyHelp: 'Copier en Markdown, à coller dans le chat du groupe',
      save: 'Enregistrer…',
      download: 'Télécharger',
      cancel: 'Annuler',
      working: 'Préparation…',
      language: 'Langue de l’export'
    },
    card: {
      button: (name) => `Exporter ${name}`,
      labelled: 'Exporter',
      copy: 'Copier le Markdown',
      pdf: 'Enregistrer le PDF…',
      pdfDownload: 'Télécharger le PDF',
      more: 'Autres formats…'
    },
    copied: (what) => `${what}\u00a0: copié en Markdown, prêt à coller`,
    saved: (path) => `Enregistré\u00a0: ${path}`,
    downloaded: (name) => `Téléchargé\u00a0: «\u00a0${name}\u00a0»`,
    preparing: 'Préparation du PDF…',
    failed: (msg) => `L’export a échoué\u00a0: ${msg}`,
    copyFailed: (msg) => `Impossible de copier dans le presse-papiers\u00a0: ${msg}`,
    backups: {
      title: (file) => `Sauvegardes de ${file}`,
      intro: (folder) =>
        `Chaque enregistrement garde d’abord la version qu’il remplace\u00a0: les 10 derniers enregistrements, et le premier de chaque jour pendant 30 jours, dans le dossier «\u00a0${folder}\u00a0» à côté du fichier de campagne.`,
      loading: 'Lecture des sauvegardes…',
      none: 'Aucune sauvegarde pour l’instant\u00a0: la première est faite quand un changement est enregistré.',
      when: 'Prise le',
      kind: 'Type',
      size: 'Taille',
      actions: 'Actions',
      kinds: { recent: 'Avant un enregistrement', daily: 'Début de journée', before: 'Avant un gros changement' },
      kindHelp: {
        recent: 'La campagne telle qu’elle était juste avant qu’un enregistrement la remplace',
        daily: 'La campagne telle qu’elle était avant le premier enregistrement de ce jour-là',
        before:
          'La campagne telle qu’elle était juste avant un partage du butin, une restauration, un rechargement ou la suppression de nombreuses lignes'
      },
      bytes: (n) => `${n} o`,
      kB: (n) => `${n} ko`,
      restore: 'Restaurer…',
      restoreOne: (when) => `Restaurer la sauvegarde du ${when}`,
      confirmTitle: (when) => `Restaurer la sauvegarde du ${when}\u00a0?`,
      confirmWhat:
        'La campagne affichée est remplacée par cette sauvegarde, et le fichier est enregistré comme d’habitude.',
      confirmUndo:
        'L’état actuel n’est pas perdu\u00a0: la restauration est une étape de l’historique, donc Annuler (Ctrl+Z) le ramène tant que l’application est ouverte, et le fichier tel que dernièrement enregistré est copié dans les sauvegardes avant que la version restaurée ne soit écrite.',
      whatIfDiscarded: 'La simulation en cours sera abandonnée.',
      readOnly: 'Cette campagne est en lecture seule\u00a0: on ne peut pas y restaurer une sauvegarde.',
      confirm: 'Restaurer cette sauvegarde',
      cancel: 'Garder l’état actuel',
      close: 'Fermer',
      working: 'Restauration…',
      restored: (when) => `Sauvegarde du ${when} restaurée. Annuler (Ctrl+Z) ramène l’état précédent.`,
      failed: (msg) => `La sauvegarde n’a pas pu être restaurée\u00a0: ${msg}`
    },
    file: {
      openTitle: 'Ouvrir une campagne',
      newTitle: 'Nouvelle campagne',
      saveAsTitle: 'Enregistrer la campagne sous',
      name: 'Nom de la campagne',
      defaultName: 'Nouvelle campagne',
      path: 'Chemin du fichier',
      copySuffix: 'copie',
      pathHelp:
        'Le chemin complet d’un fichier de campagne .json sur cet ordinateur, ex. /home/moi/campagnes/runelords.json',
      openHelp:
        'La campagne actuelle est d’abord enregistrée, et reste ouverte si l’autre fichier ne peut pas être lu.',
      newHelp:
        'Une campagne vide\u00a0: aucun personnage, une réserve vide, les règles maison par défaut. La campagne actuelle est d’abord enregistrée.',
      saveAsHelp:
        'La campagne y est écrite et l’application continue avec ce fichier\u00a0; le fichier actuel garde son dernier état enregistré. Avant de remplacer un fichier déjà présent à ce chemin, l’application demande\u00a0; son ancien contenu est gardé dans ses sauvegardes.',
      replaceTitle: (file) => `${file} existe déjà`,
      replaceBody: 'Le remplacer par cette campagne\u00a0? Son contenu actuel est gardé dans ses sauvegardes.',
      replace: 'Le remplacer',
      allowTitle: 'Autoriser l’application à écrire dans ce dossier\u00a0?',
      allowBody: (folder) =>
        `L’application n’écrit les campagnes et les exports que dans les dossiers que vous avez autorisés. Autoriser ${folder}\u00a0? Ce choix est retenu sur cet ordinateur.`,
      allow: 'Autoriser ce dossier',
      currentIs: 'Fichier actuel\u00a0:',
      recent: 'Campagnes récentes',
      isOpen: 'ouverte',
      open: 'Ouvrir',
      create: 'Créer',
      save: 'Enregistrer',
      cancel: 'Annuler',
      working: 'En cours…',
      needAbsolute: 'Donnez le chemin complet, depuis la racine du disque (ex. /home/moi/campagne.json).',
      cannotOpen: (file) => `${file} ne peut pas être ouvert`,
      at: (line, column) => `, ligne ${line}${column !== null ? `, colonne ${column}` : ''}`,
      offerBackup:
        'Rien n’a été écrit par-dessus. Remplacez-le par une de ses sauvegardes et ouvrez-la (le fichier abîmé est gardé dans le dossier des sauvegardes)\u00a0:',
      openBackup: 'Ouvrir cette sauvegarde',
      opened: (name) => `«\u00a0${name}\u00a0» ouverte`,
      savedAs: (path) => `Enregistrée sous ${path}\u00a0: l’application travaille maintenant sur ce fichier`
    }
  },
  about: {
    title: 'À propos d’Encombrement',
    version: (v) => `Version ${v}`,
    tagline:
      'Le compagnon du MJ pour une règle maison d’encombrement par quantités (Pathfinder 1re édition / D&D 3.5).',
    free: 'Encombrement est un logiciel gratuit et non commercial\u00a0: personne ne peut le faire payer, ni faire payer l’accès à son contenu.',
    sources: 'D’où vient le catalogue',
    sourceEnglish:
      'Données anglaises des objets (noms, poids, prix, catégories, tailles)\u00a0: le système Pathfinder 1e pour Foundry VTT, version v10.8 (gitlab.com/foundryvtt_pathfinder1e). Son logiciel est sous licence GNU GPL v3\u00a0; son contenu de jeu sous l’Open Game License 1.0a ci-dessous.',
    sourceFrench:
      'Noms français des objets\u00a0: le module Foundry VTT «\u00a0Pathfinder 1 – Traduction FR (Babele)\u00a0» de Vivien DE BONA (licence MIT, Copyright (c) 2022 Vivien DE BONA), dont les traductions créditent le wiki pathfinder-fr.org. Ce sont les noms de l’édition française publiée par Black Book Editions, utilisés selon les conditions d’utilisation de Black Book Editions et la Community Use Policy de Paizo, toutes deux réservées à un usage non commercial. Les objets sans nom français montrent leur nom anglais, marqué EN.',
    bbe: 'Mention Black Book Editions',
    bbeNote: 'Les conditions d’utilisation de Black Book Editions exigent cette mention\u00a0:',
    paizo: 'Community Use Policy de Paizo',
    paizoNote: 'La Community Use Policy de Paizo exige cette mention, en anglais\u00a0:',
    ogl: 'Open Game License',
    oglContent:
      'Contenu de jeu ouvert (Open Game Content)\u00a0: les règles contenues dans les données des objets du catalogue (poids, prix, catégories d’armes et d’armures, tailles). L’identité de produit (noms de produits et de gammes, marques, logos) n’en fait pas partie.',
    oglText: 'La licence, en anglais, telle que la distribue la source des données de jeu\u00a0:',
    close: 'Fermer'
  },
  commands: {
    palette: 'Palette de commandes',
    paletteTitle: 'Commandes',
    search: 'Chercher une commande',
    noMatch: 'Aucune commande ne correspond.',
    notNow: 'indisponible pour l’instant',
    searchCatalog: 'Chercher dans le catalogue',
    exportDetail: 'fiche du groupe, un personnage, le registre',
    whatIf: 'Lancer ou quitter la simulation',
    whatIfApply: 'Appliquer la simulation',
    openCharacter: 'Ouvrir le personnage 1 … 9',
    openNamed: (name: string) => `Ouvrir la fiche ${de(name)}`,
    language: 'Changer de langue',
    theme: 'Changer de thème',
    moveLine: 'Déplacer la ligne sélectionnée',
    editLine: 'Modifier la ligne sélectionnée',
    removeLine: 'Retirer la ligne sélectionnée',
    escape: 'Fermer une fenêtre ou la liste de suggestions',
    keys: { ctrl: 'Ctrl', shift: 'Maj', enter: 'Entrée', delete: 'Suppr', escape: 'Échap' }
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    close: 'Fermer'
  },
  playersServer: {
    placeholderTitle: 'Encumbrance\u00a0: vue joueur',
    placeholderBody:
      'La page des joueurs n’est pas encore construite dans cette copie de l’application. Demandez au MJ de la construire (npm run build).',
    sharing: (address: string, count: number) =>
      `Partage avec les joueurs sur ${address}\u00a0: ${count} ${plural(count, 'fr', 'personnage', 'personnages')} (HTTP simple\u00a0: tout le monde sur ce réseau peut voir le trafic).`,
    playerLine: (name: string, url: string) => `player ${name}: ${url}`,
    everyInterface:
      'Écoute sur toutes les interfaces réseau de cet ordinateur (vous l’avez demandé)\u00a0: tous les réseaux où il se trouve atteignent la page des joueurs.'
  },
  player: {
    title: 'Encombrement — joueur',
    loading: 'Chargement de votre personnage…',
    noToken: 'Ouvrez le lien ou scannez le QR code que le MJ vous a donné.',
    unauthorized: 'Ce lien ne marche plus\u00a0: le MJ l’a renouvelé ou révoqué. Demandez-lui le nouveau.',
    offline: 'Connexion perdue. Reconnexion…',
    reconnected: 'Reconnecté.',
    live: 'En direct',
    stale: 'Le MJ vient de changer quelque chose\u00a0: regardez à nouveau, puis renvoyez.',
    failed: 'Non envoyé\u00a0: l’application du MJ l’a refusé.',
    tooMany: 'Trop de demandes\u00a0: attendez un instant, puis réessayez.',
    gone: 'Cette ligne n’est plus là\u00a0: le MJ l’a déplacée ou retirée.',
    tooMuch: 'Plus qu’il n’y en a\u00a0: baissez la quantité.',
    sent: 'Envoyé au MJ.',
    you: 'Vous',
    unidentified: 'Objet non identifié',
    unidentifiedPlural: 'Objets non identifiés',
    carries: (name: string) => `Porté par ${name}`,
    headroomTitle: 'Avant le prochain seuil',
    groupsTitle: 'Inventaire par groupe de limites',
    bagTitle: (name: string) => `Dans ${name}`,
    emptyBag: 'Vide',
    notCounted: 'Ne compte pour rien',
    bearersTitle: 'Vos porteurs',
    partyTitle: 'Le groupe',
    stashTitle: 'Réserve',
    stashEmpty: 'La réserve est vide.',
    stashHidden: 'Le MJ ne partage pas la réserve.',
    hidden: 'caché par le MJ',
    claim: { need: 'Besoin', greed: 'Envie', pass: 'Passe' },
    claimHelp: 'Besoin avant envie au partage\u00a0; passe\u00a0: vous n’en voulez pas.',
    claimed: (kind: string, n: string) => `Votre demande\u00a0: ${kind} × ${n}`,
    withdraw: 'Retirer',
    quantity: 'Quantité',
    send: 'Envoyer',
    preview: (before: string, after: string) => `Votre charge\u00a0: ${before} → ${after}`,
    previewSame: (tier: string) => `Votre charge reste ${tier}`,
    useTitle: 'J’ai utilisé…',
    useHelp: 'Dites au MJ ce que vous avez utilisé\u00a0: il l’approuve ou le refuse.',
    useLine: 'Objet',
    useSend: 'Prévenir le MJ',
    usePending: (n: string, name: string) => `Utilisé ${n} × ${name}\u00a0: en attente du MJ`,
    useApproved: (n: string, name: string) => `Utilisé ${n} × ${name}\u00a0: approuvé`,
    useRefused: (n: string, name: string) => `Utilisé ${n} × ${name}\u00a0: refusé par le MJ`,
    value: (v: string) => `${v} po`,
    lines: (n: number) => `${n} ${plural(n, 'fr', 'ligne', 'lignes')}`
  },
  share: {
    command: 'Partager avec les joueurs',
    commandDetail: 'la charge de chaque joueur sur son téléphone, les demandes sur le butin',
    title: 'Partager avec les joueurs',
    interface: 'Adresse réseau',
    interfaceHelp: 'Seule cette adresse de cet ordinateur sert la page des joueurs.',
    defaultRoute: 'route par défaut',
    noInterface: 'Aucune adresse réseau\u00a0: connectez d’abord cet ordinateur au Wi-Fi de la table.',
    port: 'Port',
    start: 'Partager',
    stop: 'Arrêter le partage',
    sharing: 'Partage',
    sharingAt: (url: string) => `Partage sur ${url}`,
    stopTitle: 'Arrêter le partage avec les joueurs',
    plainHttp:
      'HTTP simple sur le réseau local\u00a0: toute personne sur ce Wi-Fi peut lire ce qui passe. Chaque lien ne donne que ce que vous partagez avec ce personnage\u00a0; renouvelez un lien qui a fuité.',
    settings: 'Ce que voient les joueurs',
    showValues: 'La valeur des objets',
    showOthers: 'L’inventaire des autres personnages',
    showStash: 'La réserve',
    link: 'Lien',
    copy: 'Copier le lien',
    copied: 'Copié',
    renew: 'Nouveau lien',
    renewTitle: (name: string) => `Donner un nouveau lien à ${name} (l’ancien ne marche plus)`,
    revoke: 'Révoquer',
    revokeTitle: (name: string) => `Révoquer le lien de ${name}`,
    revoked: 'Aucun lien',
    qrLabel: (name: string) => `QR code du lien de ${name}`,
    claims: 'Demandes',
    claimBy: (who: string, kind: string, n: string) => `${who}\u00a0: ${kind} × ${n}`,
    usesTitle: 'Utilisations signalées',
    useBy: (who: string, n: string, name: string) => `${who} a utilisé ${n} ${name}`,
    approve: 'Approuver',
    refuse: 'Refuser',
    close: 'Fermer',
    failed: (why: string) => `Le partage a échoué\u00a0: ${why}`,
    players: (n: number) => `${n} ${plural(n, 'fr', 'téléphone connecté', 'téléphones connectés')}`
  }
}

/** « de Kyra », « d’Ezren »: de elided before a vowel (a name's h is left alone: it may be aspirated). */
/** An item's name inside a sentence: 'Cotte de mailles' → 'cotte de mailles' (a common noun); names that
 * start with an acronym or a capitalised second letter ('CA', 'PV') keep their case. */
function midSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name
}

function de(name: string): string {
  return /^[aeiouyàâäéèêëîïôöûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`
}

/** PF1 French books give distances in metres: 1.5 m per 5 ft square (RULES.md §12). */
function metres(feet: number): string {
  return formatNumber('fr', feetToMetres(feet), 1)
}
