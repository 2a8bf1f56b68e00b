// What main reports (reasons.ts), in French: the same shape as reasons-en.ts.
import type { FoundKind, ProblemReason, ReasonParams } from '../core/reasons'
import type { ErrorTexts } from './reasons-en'
import { isSingular, plural as pluralOf } from './plural'

const str = (v: string | number | undefined): string => (v === undefined ? '' : String(v))
const num = (v: string | number | undefined): number => Number(v ?? 0)
const n = (v: string | number | undefined): string => num(v).toLocaleString('fr-FR')
/** French plural (plural.ts: 0 and 1 take the singular). */
const plural = (v: string | number | undefined, one: string, many: string): string => pluralOf(num(v), 'fr', one, many)

const TYPES: Record<string, string> = {
  int: 'un nombre entier',
  number: 'un nombre',
  string: 'du texte',
  boolean: 'true ou false',
  object: 'un objet',
  array: 'une liste',
  null: 'null',
  record: 'un objet'
}

const SYNTAX: Record<string, string> = {
  InvalidSymbol: 'caractère inattendu\u00a0: ce n’est pas du JSON valide',
  InvalidNumberFormat: 'nombre invalide',
  PropertyNameExpected: 'nom de propriété entre guillemets doubles attendu (les virgules finales sont interdites)',
  ValueExpected: 'valeur attendue (les virgules finales sont interdites)',
  ColonExpected: '«\u00a0:\u00a0» attendu après le nom de propriété',
  CommaExpected: '«\u00a0,\u00a0» attendue entre deux valeurs',
  CloseBraceExpected: '«\u00a0}\u00a0» attendue pour fermer l’objet',
  CloseBracketExpected: '«\u00a0]\u00a0» attendu pour fermer la liste',
  EndOfFileExpected: 'contenu inattendu après la fin de la campagne',
  InvalidCommentToken: 'les commentaires sont interdits en JSON',
  UnexpectedEndOfComment: 'commentaire non terminé',
  UnexpectedEndOfString: 'texte entre guillemets non terminé',
  UnexpectedEndOfNumber: 'nombre incomplet',
  InvalidUnicode: 'séquence \\u invalide',
  InvalidEscapeCharacter: 'séquence d’échappement invalide dans un texte',
  InvalidCharacter: 'caractère de contrôle (retour à la ligne ou tabulation brute) dans un texte'
}

function found(p: ReasonParams): string {
  switch (p.found as FoundKind | undefined) {
    case 'nothing':
      return 'rien'
    case 'null':
      return 'null'
    case 'huge-number':
      return 'un nombre trop grand pour être représenté'
    case 'long-text':
      return `${str(p.value)}… (${n(p.count)} caractères)`
    case 'list':
      return `une liste de ${n(p.count)}`
    case 'object':
      return 'un objet'
    default:
      return str(p.value)
  }
}

const expected = (p: ReasonParams): string => TYPES[str(p.expected)] ?? str(p.expected)
const values = (p: ReasonParams, or: string): string => str(p.values).split('|').join(or)

/** L’heure à laquelle le détenteur du verrou a ouvert le fichier (« 1 déc. 2026, 21:05 »). */
const sinceFr = (v: string | number | undefined): string => {
  const d = new Date(str(v))
  return Number.isNaN(d.getTime()) ? str(v) : d.toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' })
}

const KINDS_FR: Record<string, string> = {
  folder: 'un dossier',
  fifo: 'un tube nommé (FIFO)',
  device: 'un périphérique',
  socket: 'une socket'
}
const kindFr = (v: string | number | undefined): string => KINDS_FR[str(v)] ?? 'autre chose qu’un fichier ordinaire'

const COINS_FR: Record<string, [string, string]> = {
  cp: ['pièce de cuivre', 'pièces de cuivre'],
  sp: ['pièce d’argent', 'pièces d’argent'],
  gp: ['pièce d’or', 'pièces d’or'],
  pp: ['pièce de platine', 'pièces de platine']
}
const coinFr = (v: string | number | undefined, count = 2): string =>
  COINS_FR[str(v)]?.[isSingular(count, 'fr') ? 0 : 1] ?? 'pièces'

export const reasonsFr: ErrorTexts = {
  reason: {
    'disk-full': (p) =>
      p.path
        ? `le disque est plein\u00a0: ${str(p.path)} n’a pas été écrit\u00a0; libérez de la place et réessayez`
        : 'le disque est plein',
    'no-permission': (p) =>
      p.path
        ? `l’application n’a pas le droit d’écrire ${str(p.path)}\u00a0: choisissez un autre dossier ou changez ses droits`
        : 'l’application n’a pas le droit d’écrire à cet endroit',
    'disk-error': (p) => `le disque a signalé une erreur${p.code ? ` (${str(p.code)})` : ''}`,
    'changed-on-disk': () => 'un autre programme a modifié le fichier depuis son ouverture',
    'hard-linked': (p) =>
      `${p.path ? `${str(p.path)} ` : 'le fichier '}a ${n(p.links)}\u00a0noms (liens physiques)\u00a0: l’enregistrer le couperait en deux fichiers, il n’est donc pas écrit\u00a0; faites «\u00a0Enregistrer sous…\u00a0» pour en faire un fichier à part`,
    'campaign-closed': () => 'la campagne a été fermée',
    'newer-version': (p) => `écrite par une version plus récente de l’application (schéma ${str(p.version)})`,
    'opened-read-only': () => 'ouverte en lecture seule',
    'locked-by': (p) =>
      `ouverte dans un autre Encombrement (processus ${str(p.pid)} sur ${str(p.host)}, depuis ${sinceFr(p.since)})\u00a0; ouverte ici en lecture seule`,
    'file-exists': (p) => `${str(p.path)} existe déjà`,
    'path-is-folder': (p) => `${str(p.path)} est un dossier\u00a0: choisissez un nom de fichier dedans`,
    'path-not-folder': (p) => `${str(p.path)} est un fichier, pas un dossier\u00a0: choisissez un dossier où écrire`,
    'file-not-found': (p) => (p.path ? `${str(p.path)} est introuvable` : 'le fichier est introuvable'),
    'no-campaign': () => 'aucune campagne n’est ouverte',
    'file-is-open': (p) =>
      `${str(p.path)} est la campagne ouverte\u00a0: restaurez l’une de ses sauvegardes avec Fichier → Restaurer une sauvegarde`,
    'path-not-absolute': (p) => `indiquez le chemin complet, depuis la racine du disque (${str(p.path)})`,
    'path-not-json': (p) => `un fichier de campagne se termine par .json (${str(p.path)})`,
    'path-nul': () => 'un chemin de fichier ne peut pas contenir de caractère NUL (\\0)',
    'path-outside-folders': (p) =>
      `${str(p.path)} est hors des dossiers où l’app peut écrire\u00a0: autorisez d’abord le dossier ${str(p.folder)}`,
    'folder-not-allowed': (p) =>
      `l’app n’écrit jamais dans ${str(p.path)} (un dossier système, la racine d’un disque, ou pas un dossier)`,
    'backup-newer-version': (p) =>
      `cette sauvegarde a été écrite par une version plus récente de l’application (schéma ${str(p.version)})`,
    'character-not-found': () => 'ce personnage n’existe plus',
    'place-not-found': () => 'ce lieu n’existe plus',
    'owner-invalid': () =>
      'une monture, une bête de somme, un suivant ou un familier appartient à un personnage du groupe, lui-même la monture de personne',
    'line-not-found': () => 'cet objet n’est plus là',
    'custom-item-not-found': () => 'cet objet personnalisé n’existe plus',
    'id-taken': () => 'il existe déjà',
    'custom-item-in-use': (p) => `l’objet est encore utilisé par ${n(p.count)} ${plural(p.count, 'ligne', 'lignes')}`,
    'not-enough': (p) => `il n’y en a que ${n(p.holds)}, pas ${n(p.quantity)}`,
    'same-holder': () => 'il y est déjà',
    'ledger-needed': () => 'un changement de quantité doit être noté au registre (une erreur du programme)',
    'change-invalid': (p) =>
      `la campagne ne pourrait plus être enregistrée après ce changement\u00a0: ${str(p.path)} ${reasonsFr.problem[p.problem as ProblemReason]?.(p) ?? 'serait invalide'}`,
    'container-paradox': () =>
      'un contenant extradimensionnel ne va pas dans un autre (le paradoxe de Pathfinder\u00a0: les deux seraient perdus)',
    'not-a-container': () =>
      'seul un contenant extradimensionnel (sac sans fond, havresac, trou portatif) peut contenir un objet',
    'no-coins': (p) =>
      `il n’y a pas de ${coinFr(p.kind)} à changer (les pièces rangées dans un contenant ou valorisées à part n’y sont pas comptées)`,
    'exchange-too-small': (p) => `il n’y a pas assez de ${coinFr(p.from)} pour faire une ${coinFr(p.to, 1)}`,
    'same-kind': () => 'on ne change pas des pièces contre des pièces de la même sorte',
    'sold-twice': () => 'la même ligne figure deux fois dans la vente',
    'session-already-open': (p) =>
      `la séance «\u00a0${str(p.name)}\u00a0» est encore ouverte\u00a0: fermez-la avant d’en ouvrir une autre (une séance à la fois)`,
    'session-not-found': (p) => `aucune séance n’a l’identifiant «\u00a0${str(p.id)}\u00a0»`,
    'session-closed': (p) => `la séance «\u00a0${str(p.name)}\u00a0» est déjà fermée`,
    'level-out-of-range': (p) =>
      `le niveau d’un personnage est un nombre entier de ${n(p.min)} à ${n(p.max)} (trouvé\u00a0: ${str(p.level)})`,
    'pdf-unavailable': () => 'l’export PDF n’est pas disponible ici (pas de Chrome ni de Chromium pour l’imprimer)',
    'export-folder-missing': (p) => `le dossier ${str(p.path)} n’existe pas`,
    'export-is-folder': (p) => `${str(p.path)} est un dossier`,
    'export-over-campaign': () => 'un export ne peut pas remplacer le fichier de campagne',
    'ledger-holder-not-found': (p) =>
      `${str(p.path)}\u00a0: ${p.holder === 'place' ? 'aucun lieu' : 'aucun personnage'} «\u00a0${str(p.id)}\u00a0» dans cette campagne ni dans son registre`,
    'export-extension': (p) => `le nom de fichier de cet export se termine par ${str(p.extension)} (${str(p.path)})`,
    'export-not-regular-file': (p) =>
      `${str(p.path)} est ${kindFr(p.kind)}, pas un fichier\u00a0: un export ne le remplace jamais`,
    'host-unreachable': () => 'l’hôte Encombrement ne répond pas\u00a0: est-il toujours lancé\u00a0?',
    'host-refused': () => 'l’hôte a refusé la demande\u00a0: rouvrez l’adresse qu’il a affichée (avec son jeton)',
    'host-error': (p) => `l’hôte a répondu par une erreur (HTTP ${str(p.status)})`
  },
  code: {
    'invalid-input': 'la demande n’était pas valide',
    'invalid-file': 'le fichier ne peut pas être lu',
    'not-found': 'cela n’existe plus',
    conflict: 'cela contredit un changement fait ailleurs',
    'read-only': 'la campagne est en lecture seule',
    io: 'le disque a signalé une erreur',
    internal: 'une erreur inattendue s’est produite (les détails sont dans le journal)'
  },
  problem: {
    'empty-file': () => 'le fichier est vide',
    'blank-file': () => 'le fichier ne contient que des espaces',
    utf16: () => 'le fichier est en UTF-16\u00a0; les fichiers de campagne sont en UTF-8 (réenregistrez-le en UTF-8)',
    'not-utf8': () => 'le fichier n’est pas du texte UTF-8 (données binaires ou autre encodage)',
    'cannot-read': (p) => `le fichier ne peut pas être lu${p.code ? ` (${str(p.code)})` : ''}`,
    'not-regular-file': (p) => `c’est ${kindFr(p.kind)}, pas un fichier de campagne`,
    'hard-linked': (p) =>
      `ce fichier a ${n(p.links)}\u00a0noms (liens physiques)\u00a0: deux Encombrement pourraient l’enregistrer chacun sous un nom\u00a0; faites-en une copie à un seul nom et ouvrez-la`,
    'too-large': (p) => `le fichier dépasse ${n(p.max)} Mo, trop pour une campagne`,
    'too-deep': (p) =>
      `listes et objets sont imbriqués sur plus de ${n(p.max)} niveaux ici\u00a0; une campagne ne l’est jamais`,
    unreadable: () => 'le fichier n’a pas pu être lu\u00a0; il n’est jamais écrasé',
    'no-such-file': () => 'ce fichier n’existe pas',
    'json-syntax': (p) => {
      const what = SYNTAX[str(p.syntax)] ?? 'erreur de syntaxe'
      return `JSON invalide\u00a0: ${num(p.atEnd) ? `fin de fichier inattendue\u00a0: ${what} (le fichier est-il tronqué\u00a0?)` : what}`
    },
    'null-root': () => 'le fichier contient null au lieu d’une campagne',
    'not-object': (p) => `le fichier contient ${found(p)} au lieu d’une campagne`,
    'not-campaign': () =>
      'ce n’est pas un fichier de campagne\u00a0: il n’a ni «\u00a0schemaVersion\u00a0» ni «\u00a0characters\u00a0»',
    'bad-schema-version': (p) => `doit être un nombre entier de 1 à ${str(p.max)} (trouvé\u00a0: ${found(p)})`,
    'newer-version': (p) =>
      `écrit par une version plus récente d’Encombrement (schéma ${str(p.version)})\u00a0; cette version lit le schéma ${str(p.max)} et les précédents\u00a0: mettez l’application à jour`,
    missing: (p) => `manquant\u00a0: il faut ${expected(p)}`,
    'missing-one-of': (p) => `manquant\u00a0: il faut ${values(p, ' ou ')}`,
    'wrong-type': (p) => `doit être ${expected(p)} (trouvé\u00a0: ${found(p)})`,
    'not-whole': (p) => `doit être un nombre entier (trouvé\u00a0: ${found(p)})`,
    'text-too-long': (p) => `est trop long\u00a0: ${n(p.count)} caractères, ${n(p.max)} au plus`,
    'list-too-long': (p) => `a trop d’éléments\u00a0: ${n(p.count)}, ${n(p.max)} au plus`,
    'too-big': (p) => `doit valoir au plus ${n(p.max)} (trouvé\u00a0: ${found(p)})`,
    'text-empty': () => 'ne doit pas être vide',
    'text-too-short': (p) => `est trop court\u00a0: au moins ${n(p.min)} caractères`,
    'list-too-short': (p) => `doit avoir au moins ${n(p.min)} ${plural(p.min, 'élément', 'éléments')}`,
    'too-small': (p) => `doit valoir au moins ${n(p.min)} (trouvé\u00a0: ${found(p)})`,
    'one-of': (p) =>
      str(p.values).includes('|')
        ? `doit être l’une des valeurs ${values(p, ', ')} (trouvé\u00a0: ${found(p)})`
        : `doit être ${str(p.values)} (trouvé\u00a0: ${found(p)})`,
    'no-form': (p) => `ne correspond à aucune forme acceptée (trouvé\u00a0: ${found(p)})`,
    datetime: (p) => `doit être une date et une heure comme "2024-05-01T20:30:00Z" (trouvé\u00a0: ${found(p)})`,
    format: (p) => `n’a pas le bon format (trouvé\u00a0: ${found(p)})`,
    'unknown-field': (p) => `champ inconnu «\u00a0${str(p.key)}\u00a0»`,
    'duplicate-id': (p) => `l’identifiant «\u00a0${str(p.id)}\u00a0» est utilisé deux fois (aussi en ${str(p.other)})`,
    'unknown-custom-item': (p) => `aucun objet personnalisé n’a l’identifiant «\u00a0${str(p.id)}\u00a0»`,
    'unknown-catalog-item': (p) => `le catalogue intégré n’a pas d’objet «\u00a0${str(p.id)}\u00a0»`,
    'bag-outside-party': () => 'nomme un sac, mais ce côté du transfert est hors du groupe, où il n’y en a aucun',
    'in-missing': (p) => `la ligne est dans «\u00a0${str(p.id)}\u00a0», mais aucune ligne n’a cet identifiant`,
    'in-other-holder': (p) =>
      `la ligne est dans «\u00a0${str(p.id)}\u00a0», une ligne d’un autre détenteur (${str(p.other)})\u00a0: un sac ne contient que des lignes de son détenteur`,
    'in-itself': () => 'la ligne est dans elle-même',
    'in-each-other': (p) =>
      `la ligne est dans «\u00a0${str(p.id)}\u00a0», qui est dans elle\u00a0: deux lignes ne peuvent pas être l’une dans l’autre`,
    'in-not-container': (p) =>
      `la ligne est dans «\u00a0${str(p.id)}\u00a0», qui n’est pas un contenant extradimensionnel (sac sans fond, havresac, trou portatif)`,
    'bag-in-bag': (p) =>
      `un contenant extradimensionnel ne peut pas être dans un autre («\u00a0${str(p.id)}\u00a0»)\u00a0: le paradoxe de PF1, les deux seraient perdus`,
    'owner-missing': (p) => `aucun personnage n’a l’identifiant «\u00a0${str(p.id)}\u00a0»`,
    'owner-itself': () => 'une monture, une bête de somme, un suivant ou un familier ne peut pas s’appartenir',
    'owner-is-bearer': (p) =>
      `«\u00a0${str(p.id)}\u00a0» est lui-même une monture, une bête de somme, un suivant ou un familier\u00a0: il appartient à un personnage`,
    'owner-on-character': (p) =>
      `seuls une monture, une bête de somme, un suivant ou un familier ont un propriétaire\u00a0; «\u00a0${str(p.bearer)}\u00a0» est un personnage`,
    'reserved-key': (p) => `«\u00a0${str(p.key)}\u00a0» ne peut pas servir de nom ici`,
    'unknown-limit-target': (p) =>
      `«\u00a0${str(p.key)}\u00a0» ne désigne aucun groupe qui puisse avoir une limite personnalisée (@weapon:light, @weapon:one-handed, @weapon:two-handed, @armor:light, @armor:medium, @armor:heavy, @ammo, @rounds:arrows, @rounds:bolts, @rounds:bullets\u00a0; un type d’objet n’a pas de «\u00a0@\u00a0»)`,
    'level-out-of-range': (p) =>
      `le niveau d’un personnage est un nombre entier de ${n(p.min)} à ${n(p.max)} (trouvé\u00a0: ${str(p.level)})`,
    date: (p) => `doit être une date comme "2026-12-03" (trouvé\u00a0: ${found(p)})`,
    'unknown-session': (p) => `aucune séance de cette campagne n’a l’identifiant «\u00a0${str(p.id)}\u00a0»`,
    'sessions-open': (p) =>
      `une deuxième séance ouverte (aussi ${str(p.other)})\u00a0: fermez l’une des deux, une seule peut être ouverte`,
    'more-problems': (p) => `…et ${n(p.count)} ${plural(p.count, 'autre problème', 'autres problèmes')}`
  },
  at: (line, column) => `, ligne ${line}${column !== null ? `, colonne ${column}` : ''}`,
  located: (where, what) => `${where}\u00a0: ${what}`
}
