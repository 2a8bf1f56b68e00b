// French messages: same shape as the English ones (the `Messages` type makes a missing key an error).
import { reasonsFr } from '../../../../src-shared/contract/reasons-fr'
import type { Messages } from './messages'

export const fr: Messages = {
  lang: { name: 'Français', switchTo: 'EN', switchLabel: 'Passer l’interface en anglais' },
  app: {
    title: 'Encombrement',
    loading: 'Ouverture de la campagne…',
    loadFailed: (msg) => `La campagne n’a pas pu être ouverte : ${msg}`,
    retry: 'Réessayer',
    mainNav: 'Navigation principale',
    skipToContent: 'Aller au contenu'
  },
  nav: { party: 'Groupe', catalog: 'Catalogue', rules: 'Règles maison', ledger: 'Registre' },
  toolbar: {
    undo: 'Annuler', redo: 'Rétablir', whatIf: 'Simulation', shortcuts: 'Raccourcis clavier',
    theme: 'Thème', themeSystem: 'Système', themeLight: 'Clair', themeDark: 'Sombre',
    saved: 'Enregistré', saving: 'Enregistrement…', readOnly: 'Lecture seule'
  },
  tier: { light: 'Légère', medium: 'Intermédiaire', heavy: 'Lourde', over: 'Surcharge' },
  tierLoad: { light: 'charge légère', medium: 'charge intermédiaire', heavy: 'charge lourde', over: 'surcharge' },
  groupLoad: { none: 'vide', light: 'légère', medium: 'intermédiaire', heavy: 'lourde', over: 'surcharge' },
  level: ['insignifiant', 'négligeable', 'léger', 'moyen', 'important', 'lourd', 'très lourd', 'impossible'],
  levelShort: (n) => `N${n}`,
  levelLabel: (n) => `Niveau ${n}`,
  size: {
    I: 'Infime', Min: 'Minuscule', TP: 'Très petite', P: 'Petite', M: 'Moyenne', G: 'Grande', TG: 'Très grande',
    Gig: 'Gigantesque', C: 'Colossale'
  },
  sizeShort: { I: 'I', Min: 'Min', TP: 'TP', P: 'P', M: 'M', G: 'G', TG: 'TG', Gig: 'Gig', C: 'C' },
  armorCategory: { light: 'armure légère', medium: 'armure intermédiaire', heavy: 'armure lourde' },
  weaponCategory: { light: 'arme légère', 'one-handed': 'arme à une main', 'two-handed': 'arme à deux mains' },
  itemType: { weapon: 'Arme', armor: 'Armure', coins: 'Pièces', ammo: 'Conteneur de munitions', creature: 'Créature', gear: 'Équipement' },
  section: {
    weapon: 'Armes', armor: 'Armures', shield: 'Boucliers', gear: 'Matériel d’aventurier', tool: 'Outils', clothing: 'Vêtements',
    mount: 'Montures et harnachement', ammo: 'Munitions', coins: 'Pièces', magic: 'Objets magiques', container: 'Contenants',
    vehicle: 'Véhicules', creature: 'Créatures', food: 'Nourriture et boisson', light: 'Éclairage'
  },
  group: {
    weapons: (level) =>
      ({ 2: 'armes légères', 3: 'armes à une main', 4: 'armes à deux mains' })[level] ?? `armes (niveau ${level})`,
    armours: (level) =>
      ({ 4: 'armures légères portées en sac', 5: 'armures intermédiaires portées en sac', 6: 'armures lourdes portées en sac' })[level] ??
      `armures portées en sac (niveau ${level})`,
    coins: 'pièces',
    ammo: 'conteneurs de munitions',
    creatures: (level) => `créatures portées (niveau ${level})`,
    one: {
      weapons: (level) =>
        ({ 2: 'arme légère', 3: 'arme à une main', 4: 'arme à deux mains' })[level] ?? `arme (niveau ${level})`,
      armours: (level) =>
        ({ 4: 'armure légère portée en sac', 5: 'armure intermédiaire portée en sac', 6: 'armure lourde portée en sac' })[level] ??
        `armure portée en sac (niveau ${level})`,
      coins: 'pièce',
      ammo: 'conteneur de munitions',
      creatures: (level) => `créature portée (niveau ${level})`
    },
    kindAtLevel: (name, level) => `${name} (niveau ${level})`
  },
  effects: {
    speed: 'Vitesse', maxDex: 'Dex max', check: 'Malus', run: 'Course',
    noLimit: '—', cannotMove: 'immobile',
    speedValue: (s30, s20) => `${metres(s30)} m (${metres(s20)})`,
    runValue: (n) => `×${n}`
  },
  card: {
    str: 'FOR', player: (p) => `Joueur : ${p}`, noPlayer: 'Sans joueur',
    noArmor: 'Sans armure', armor: 'Armure', open: (name) => `Ouvrir la fiche de ${name}`,
    units: 'unités',
    select: (name) => `Sélectionner ${name}`, dropHint: 'Déposer ici',
    evaluating: 'Calcul…',
    nothing: 'Rien de lourd',
    before: 'avant', after: 'après', changed: (from, to) => `${from} → ${to}`
  },
  reason: {
    none: 'Tout reste dans les limites légères',
    group: (what, tier) => `${what} → ${tier}`,
    // Gender-neutral: the armour's name may be masculine (« Harnois ») or feminine.
    armor: (armour, tier) => `Armure portée (${armour}) → ${tier}`,
    overLead: 'Impossible de bouger avec cette charge : ',
    nearest: (what, tier) => `+${what} → ${tier}`,
    lighter: (what, tier) => `−${what} → ${tier}`,
    nearestLabel: 'Prochain seuil', lighterLabel: 'Pour s’alléger',
    noNearest: 'Aucun seuil devant'
  },
  stash: {
    title: 'Réserve', empty: 'La réserve est vide. Ajoutez du butin avec l’ajout rapide ou le catalogue.',
    total: (v) => `Valeur totale ${v}`, lines: (n) => `${n} ${n < 2 ? 'ligne' : 'lignes'}`
  },
  money: { gp: (v) => `${v} po` },
  party: {
    title: 'Groupe', add: 'Ajouter un personnage', empty: 'Aucun personnage. Ajoutez le premier.',
    newName: 'Nouveau personnage', cards: 'Personnages'
  },
  sheet: {
    back: 'Retour au groupe', identity: 'Personnage', name: 'Nom', player: 'Joueur', strength: 'Force',
    modifier: (m) => `mod. ${m}`, size: 'Taille', wornArmor: 'Armure portée', noArmor: 'Aucune', notes: 'Notes',
    inventory: 'Inventaire', emptyInventory: 'Ne porte rien. Ajoutez des objets avec l’ajout rapide ou glissez-les depuis la réserve.',
    removeCharacter: 'Retirer le personnage', confirmRemove: (name) => `Retirer ${name} ? Ses objets retournent dans la réserve.`,
    ungrouped: 'Non compté', unlimited: 'illimité', partyRail: 'Groupe'
  },
  line: {
    quantity: 'Quantité', quantityOf: (name) => `Quantité de ${name}`, remove: 'Retirer', split: 'Diviser',
    moveTo: 'Déplacer vers…', value: 'Valeur', drag: (name) => `Glisser ${name}`, actions: (name) => `Actions pour ${name}`,
    rounds: (n) => `${n} projectiles`
  },
  bar: {
    label: (group, units, a, b, c) =>
      `${group} : ${units} unités ; légère jusqu’à ${a}, intermédiaire jusqu’à ${b}, lourde jusqu’à ${c}`,
    limits: 'limites', room: (n, tier) => `place pour ${n} de plus, toujours ${tier}`, overBy: (n) => `${n} de trop`
  },
  move: {
    title: (name) => `Déplacer ${name}`, to: 'Vers', quantity: 'Quantité', confirm: 'Déplacer', cancel: 'Annuler',
    moved: (what, to) => `${what} déplacé(s) vers ${to}`
  },
  split: { title: (name) => `Diviser ${name}`, quantity: 'Quantité à séparer', confirm: 'Diviser', cancel: 'Annuler' },
  quickAdd: {
    label: 'Ajout rapide', placeholder: 'ex. 3 dagues, 200 po…', to: 'Ajouter à', hint: 'Entrée ajoute le premier résultat',
    added: (what, to) => `${what} ajouté(s) à ${to}`, noMatch: (q) => `Rien ne correspond à « ${q} »`,
    suggestions: 'Suggestions'
  },
  catalog: {
    title: 'Catalogue', search: 'Rechercher un objet', searchPlaceholder: 'Chercher en français ou en anglais : « épée longue », « sword »…',
    results: (n) => `${n} ${n < 2 ? 'objet' : 'objets'}`, noResults: 'Aucun objet ne correspond.', add: 'Ajouter',
    addTo: (holder) => `Ajouter à ${holder}`, name: 'Objet', level: 'Niveau', weight: 'Poids', price: 'Prix',
    kind: 'Compte comme', custom: 'Personnalisé', allSections: 'Toutes les sections', section: 'Section',
    weightValue: (kg) => `${kg} kg`
  },
  custom: {
    title: 'Objets personnalisés', new: 'Nouvel objet personnalisé', edit: 'Modifier', delete: 'Supprimer', save: 'Enregistrer l’objet',
    cancel: 'Annuler', name: 'Nom (anglais)', nameFr: 'Nom (français)', kind: 'Type d’objet (les objets du même type comptent ensemble)',
    type: 'Genre', category: 'Catégorie', level: 'Niveau d’encombrement', classifier: 'Classificateur',
    weight: 'Poids (kg)', sizeCue: 'Repère de taille', suggested: (n, name) => `Suggéré : niveau ${n} (${name})`,
    useSuggested: 'Utiliser la suggestion', madeFor: 'Fait pour la taille', none: 'Aucune', unlimited: 'Illimité (niveau 0 seulement)',
    price: 'Prix (po)', saved: (name) => `${name} enregistré`, empty: 'Aucun objet personnalisé.',
    cues: [
      'pourrait être avalé', 'tient dans une bourse ; deux par main', 'avant-bras', 'bras entier', 'jambe',
      '≈ 75 % du porteur', 'aussi grand que le porteur', 'deux fois le porteur'
    ],
    noCue: 'Pas de repère', inUse: 'Utilisé : retirez d’abord les lignes'
  },
  whatIf: {
    title: 'Simulation', banner: 'Mode simulation : rien n’est enregistré tant que vous n’appliquez pas.',
    count: (n) => (n === 0 ? 'Aucun changement envisagé' : `${n} ${n < 2 ? 'changement envisagé' : 'changements envisagés'}`),
    apply: 'Appliquer', discard: 'Abandonner', start: 'Lancer une simulation', applied: 'Simulation appliquée en une étape',
    discarded: 'Simulation abandonnée', label: 'Simulation',
    effects: 'Essayer', effectsTitle: (name) => `Essayer un effet temporaire sur ${name}`, bulls: 'Force de taureau', exhaustion: 'Épuisement', enlarge: 'Agrandissement',
    reduce: 'Rapetissement', bullsShort: 'FOR +4', exhaustionShort: 'FOR −6', enlargeShort: 'Taille +1', reduceShort: 'Taille −1', strDelta: (d) => `FOR ${d}`
  },
  banner: {
    saveFailed: (msg) => `La campagne n’a pas pu être enregistrée : ${msg}`,
    saveFailedHelp: 'Vos changements sont conservés dans l’application. Libérez de l’espace disque ou vérifiez le dossier, puis réessayez.',
    saveFailedHelpFull: 'Vos changements sont conservés dans l’application. Libérez de l’espace disque, puis réessayez.',
    saveFailedHelpPermission: 'Vos changements sont conservés dans l’application. Vérifiez que le dossier est accessible en écriture (ou enregistrez ailleurs), puis réessayez.',
    retry: 'Réessayer l’enregistrement', changedOnDisk: 'Le fichier de campagne a été modifié hors de l’application.',
    changedOnDiskHelp: 'Rechargez-le depuis le disque (vos changements non enregistrés sont perdus) ou gardez votre version et écrivez-la dans le fichier.',
    reload: 'Recharger depuis le disque', keepMine: 'Garder ma version', readOnly: (why) => `Lecture seule : ${why}`,
    readOnlyHelp: 'Mettez l’application à jour pour la modifier, ou faites « Enregistrer sous… » pour continuer sur une copie modifiable.',
    refused: (msg) => `Ce changement a été refusé : ${msg}. La campagne a été relue depuis le fichier.`,
    dismiss: 'Fermer'
  },
  errors: reasonsFr,
  rules: {
    title: 'Règles maison', intro: 'Ces options changent le calcul des charges pour cette campagne (RULES.md §9).',
    strengthRaisesMax: 'La Force augmente le maximum', strengthRaisesMaxHelp: 'Activé : FOR 18 donne 9/13/17. Désactivé : le maximum peut seulement baisser (9/13/16).',
    rounding: 'Arrondi du modificateur de Force ÷ 4', floor: 'Inférieur (modificateur −1 → −1)', towardZero: 'Vers zéro (modificateur −1…−3 → 0)',
    coinsPerUnit: 'Pièces par unité', customLimits: 'Limites personnalisées par type', kind: 'Type', light: 'Légère', medium: 'Intermédiaire',
    heavy: 'Lourde', add: 'Ajouter des limites', remove: 'Retirer', noCustom: 'Aucune limite personnalisée.',
    invalidLimits: 'Les limites doivent vérifier légère ≤ intermédiaire ≤ lourde.',
    preview: 'Limites après la Force (légère / intermédiaire / lourde)', previewLight: 'Niveau 2 — objets légers', previewHeavy: 'Niveau 5 — objets lourds'
  },
  ledger: {
    title: 'Registre', empty: 'Aucun transfert pour l’instant.', when: 'Quand', item: 'Objet', qty: 'Qté', from: 'De', to: 'Vers',
    outside: 'Hors du groupe'
  },
  lootSplit: {
    button: 'Partager le butin', buttonHelp: 'Proposer le meilleur partage de la réserve entre les membres du groupe ; rien ne change avant d’appliquer',
    finishWhatIf: 'Appliquez ou abandonnez d’abord la simulation',
    title: 'Partager le butin', participants: 'Qui partage',
    participantsHelp: 'Décochez une monture invoquée ou un absent ; serviteurs et bêtes de somme partagent comme les autres.',
    fund: 'Part de la réserve', fundHelp: 'Une part égale de la valeur qui reste dans la réserve',
    loot: 'Butin à partager', all: 'Tout', none: 'Rien',
    selected: (n, total) => `${n} sur ${total} ${total < 2 ? 'ligne' : 'lignes'}`,
    include: (item) => `Partager ${item}`,
    claim: 'Voulu par', claimOf: (item) => `Qui veut ${item} ?`, nobody: '—',
    claimQuantity: (item) => `Combien de ${item} sont voulus`,
    run: 'Proposer un partage', cancel: 'Annuler', close: 'Fermer',
    running: 'Recherche du meilleur partage…', progress: (pct) => `${pct} % effectués`,
    cancelled: 'Partage du butin annulé', noLoot: 'Choisissez au moins une ligne de butin.',
    noBearer: 'Choisissez au moins un participant qui porte.',
    tooMany: (max) => `Au plus ${max} participants qui portent (caisse commune à part).`,
    failed: (msg) => `Le partage n’a pas pu être calculé : ${msg}`,
    failure: {
      refused: 'le calcul a refusé les données de cette campagne (détails dans le journal)',
      unexpected: 'erreur inattendue pendant le calcul (détails dans le journal)'
    },
    panel: 'Partage du butin', panelHelp: 'Changez n’importe quel destinataire ou quantité : les fiches montrent le résultat aussitôt.',
    shares: 'Parts', participant: 'Participant', load: 'Charge', value: 'Valeur',
    moves: (n) => `${n} ${n < 2 ? 'transfert' : 'transferts'}`,
    claims: (honoured, total) => `${honoured} ${total < 2 ? 'souhait respecté' : 'souhaits respectés'} sur ${total}`,
    spread: (v) => `écart de valeur ${v}`,
    lines: 'Qui reçoit quoi', left: 'Reste dans la réserve', nothingLeft: 'Rien ne reste dans la réserve.',
    recipient: (item) => `Destinataire de ${item}`, quantityOf: (item) => `Quantité de ${item}`,
    giveRest: (item) => `Donner le reste de ${item} à`, give: 'Donner à…', toStash: 'Laisser dans la réserve',
    updating: 'Mise à jour…', apply: 'Appliquer le partage', discard: 'Abandonner', options: 'Options…',
    applied: 'Partage du butin appliqué en une étape', discarded: 'Partage du butin abandonné', label: 'Partage du butin',
    alreadyOver: (names) => `Déjà en surcharge avant le partage, donc rien ne leur est donné : ${names}`,
    list: (names) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`),
    why: {
      claimed: (who) => `réclamé par ${who}`,
      fundClaimed: 'gardé dans la caisse commune, comme demandé',
      fundShare: (gp) => `la part égale de la caisse commune (${gp})`,
      onlyBearer: 'personne d’autre n’a la place sans passer en surcharge',
      onlyStays: (_who, tier) => `personne d’autre ne resterait en ${tier}`,
      raises: (who, from, to) => `fait passer ${who} de ${from} à ${to} ; aucun partage ne garde le groupe plus léger`,
      madeForSize: (size) => `fait pour un porteur de taille ${size.toLowerCase()}`,
      balancesValue: 'équilibre la valeur des parts',
      overloads: (who) => `met ${who} en surcharge : ${who} ne peut plus bouger`,
      fits: (who, tier) => `tient dans la ${tier} de ${who}`,
      unlimited: 'ne compte jamais dans la charge',
      tooHeavy: 'personne ne peut en porter un seul sans surcharge',
      noRoom: (group) => `plus personne n’a de place pour des ${group} sans surcharge`,
      noBearer: 'aucun participant ne peut rien prendre (tous sont déjà en surcharge, ou c’est une caisse commune)',
      kept: (names, count) => `gardé dans la réserve, bien que ${names} ${count < 2 ? 'puisse' : 'puissent'} en porter plus`
    }
  },
  files: {
    menu: {
      button: 'Fichier', label: 'Fichier : campagne, exports, sauvegardes', new: 'Nouvelle campagne…', open: 'Ouvrir…',
      recent: 'Campagnes récentes', saveAs: 'Enregistrer sous…', export: 'Exporter…', copyParty: 'Copier la fiche du groupe (Markdown)',
      backups: 'Restaurer une sauvegarde…'
    },
    export: {
      title: 'Exporter', what: 'Quoi exporter',
      party: 'Fiche du groupe', partyHelp: 'La charge, les effets et la raison de chaque personnage sur une page, avec la réserve',
      character: 'Le résumé d’un personnage', characterHelp: 'Inventaire par groupe de limites avec la marge, pièces par type, valeur, notes',
      characterPick: 'Personnage', noCharacter: 'Aucun personnage',
      ledger: 'Registre', ledgerHelp: 'Qui a reçu quoi, quand et d’où : un CSV pour un tableur',
      ledgerWho: 'Transferts de', everyone: 'Tout le groupe',
      format: 'Format', formats: { pdf: 'PDF', html: 'HTML', md: 'Markdown', csv: 'CSV' },
      formatHelp: { pdf: 'à imprimer', html: 'page web', md: 'message de chat', csv: 'tableur' },
      paper: 'Papier', papers: { a4: 'A4', letter: 'Letter' }, paperHelp: { a4: '210 × 297 mm', letter: '216 × 279 mm' },
      whereNative: 'Une fenêtre d’enregistrement s’ouvre dans le dernier dossier utilisé.',
      whereBrowser: 'Le fichier va dans les téléchargements du navigateur.',
      whatIfNote: 'Les exports montrent la campagne sans les changements de la simulation.',
      copy: 'Copier le Markdown', copyHelp: 'Copier en Markdown, à coller dans le chat du groupe',
      save: 'Enregistrer…', download: 'Télécharger', cancel: 'Annuler', working: 'Préparation…'
    },
    card: {
      button: (name) => `Exporter ${name}`, labelled: 'Exporter', copy: 'Copier le Markdown', pdf: 'Enregistrer le PDF…',
      pdfDownload: 'Télécharger le PDF', more: 'Autres formats…'
    },
    copied: (what) => `${what} : copié en Markdown, prêt à coller`,
    saved: (path) => `Enregistré : ${path}`,
    downloaded: (name) => `Téléchargé : «\u00a0${name}\u00a0»`,
    preparing: 'Préparation du PDF…',
    failed: (msg) => `L’export a échoué : ${msg}`,
    copyFailed: (msg) => `Impossible de copier dans le presse-papiers : ${msg}`,
    backups: {
      title: (file) => `Sauvegardes de ${file}`,
      intro: (folder) =>
        `Chaque enregistrement garde d’abord la version qu’il remplace : les 10 derniers enregistrements, et le premier de chaque jour pendant 30 jours, dans le dossier «\u00a0${folder}\u00a0» à côté du fichier de campagne.`,
      loading: 'Lecture des sauvegardes…', none: 'Aucune sauvegarde pour l’instant : la première est faite quand un changement est enregistré.',
      when: 'Prise le', kind: 'Type', size: 'Taille', actions: 'Actions',
      kinds: { recent: 'Avant un enregistrement', daily: 'Début de journée' },
      kindHelp: {
        recent: 'La campagne telle qu’elle était juste avant qu’un enregistrement la remplace',
        daily: 'La campagne telle qu’elle était avant le premier enregistrement de ce jour-là'
      },
      bytes: (n) => `${n} o`, kB: (n) => `${n} ko`,
      restore: 'Restaurer…', restoreOne: (when) => `Restaurer la sauvegarde du ${when}`,
      confirmTitle: (when) => `Restaurer la sauvegarde du ${when} ?`,
      confirmWhat: 'La campagne affichée est remplacée par cette sauvegarde, et le fichier est enregistré comme d’habitude.',
      confirmUndo:
        'L’état actuel n’est pas perdu : la restauration est une étape de l’historique, donc Annuler (Ctrl+Z) le ramène tant que l’application est ouverte, et le fichier tel que dernièrement enregistré est copié dans les sauvegardes avant que la version restaurée ne soit écrite.',
      whatIfDiscarded: 'La simulation en cours sera abandonnée.',
      readOnly: 'Cette campagne est en lecture seule : on ne peut pas y restaurer une sauvegarde.',
      confirm: 'Restaurer cette sauvegarde', cancel: 'Garder l’état actuel', close: 'Fermer', working: 'Restauration…',
      restored: (when) => `Sauvegarde du ${when} restaurée. Annuler (Ctrl+Z) ramène l’état précédent.`,
      failed: (msg) => `La sauvegarde n’a pas pu être restaurée : ${msg}`
    },
    file: {
      openTitle: 'Ouvrir une campagne', newTitle: 'Nouvelle campagne', saveAsTitle: 'Enregistrer la campagne sous',
      name: 'Nom de la campagne', defaultName: 'Nouvelle campagne', path: 'Chemin du fichier', copySuffix: 'copie',
      pathHelp: 'Le chemin complet d’un fichier de campagne .json sur cet ordinateur, ex. /home/moi/campagnes/runelords.json',
      openHelp: 'La campagne actuelle est d’abord enregistrée, et reste ouverte si l’autre fichier ne peut pas être lu.',
      newHelp: 'Une campagne vide : aucun personnage, une réserve vide, les règles maison par défaut. La campagne actuelle est d’abord enregistrée.',
      saveAsHelp:
        'La campagne y est écrite et l’application continue avec ce fichier ; le fichier actuel garde son dernier état enregistré. Un fichier déjà présent à ce chemin est remplacé, son ancien contenu gardé dans ses sauvegardes.',
      currentIs: 'Fichier actuel :', recent: 'Campagnes récentes', isOpen: 'ouverte',
      open: 'Ouvrir', create: 'Créer', save: 'Enregistrer', cancel: 'Annuler', working: 'En cours…',
      needAbsolute: 'Donnez le chemin complet, depuis la racine du disque (ex. /home/moi/campagne.json).',
      cannotOpen: (file) => `${file} ne peut pas être ouvert`,
      at: (line, column) => `, ligne ${line}${column !== null ? `, colonne ${column}` : ''}`,
      offerBackup: 'Rien n’a été écrit par-dessus. Remplacez-le par une de ses sauvegardes et ouvrez-la (le fichier abîmé est gardé dans le dossier des sauvegardes) :',
      openBackup: 'Ouvrir cette sauvegarde',
      opened: (name) => `«\u00a0${name}\u00a0» ouverte`,
      savedAs: (path) => `Enregistrée sous ${path} : l’application travaille maintenant sur ce fichier`
    }
  },
  shortcuts: {
    title: 'Raccourcis clavier', close: 'Fermer',
    items: [
      ['Ctrl+Z', 'Annuler'], ['Ctrl+Maj+Z / Ctrl+Y', 'Rétablir'], ['/', 'Ajout rapide'], ['Ctrl+K', 'Chercher dans le catalogue'], ['Ctrl+E', 'Exporter (fiche du groupe, un personnage, le registre)'],
      ['W', 'Lancer ou quitter la simulation'], ['Ctrl+Entrée', 'Appliquer la simulation'], ['Échap', 'Fermer une fenêtre ou la liste de suggestions'],
      ['1 … 9', 'Ouvrir le personnage 1 … 9'], ['P', 'Groupe'], ['L', 'Changer de langue'], ['T', 'Changer de thème'],
      ['M', 'Déplacer la ligne sélectionnée'], ['Suppr', 'Retirer la ligne sélectionnée'], ['?', 'Cette aide']
    ]
  }
}

/** PF1 French books give distances in metres: 1.5 m per 5 ft square. */
function metres(feet: number): string {
  return (feet * 0.3).toLocaleString('fr-FR', { maximumFractionDigits: 1 })
}
