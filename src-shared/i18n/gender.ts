// French agreement of a past participle with an item name: "3 dagues ajoutées", "1 harnois ajouté",
// "200 pièces d’or déplacées". The gender is the head noun's (the name's first word: "Grande hache",
// "Petit miroir", "Potion de soins"), looked up among the catalog's French nouns; a name typed by the
// GM that is not there follows the usual ending rule (a final -e is feminine, except -age, -isme…).
import { isSingular, lowerFirst } from './plural'

export interface Agreement {
  feminine: boolean
  plural: boolean
}

/** Feminine head nouns (and leading adjectives) of the catalog's French names. */
const FEMININE = new Set(
  (
    'aiguille arbalète armure baguette balance barde barque bière bonne bougie bourse bouteille cannelle ' +
    'charrette chausse-trappes chaîne chemise chevalière chope chèvre cire clepsydre clochette clé corde ' +
    'corsèque cotte coutille couverture craie crevice cruche créature cuirasse dague demi-pique eau encre ' +
    'farine faux fiole flasque fontes fronde fustibale galère gemme grande guisarme hache hachette ' +
    'hallebarde huile javeline lame lame-étoile lampe lance lanterne longue-vue loupe marmite masse massue ' +
    'matraque menottes mule outre pelle perche pierre pioche pique pièce plume potion rame rapière ration ' +
    'rondache sacoche sarbacane selle serpe serrure soie targe tente tenue toile toilette torche trousse ' +
    'vache viande échelle épée arme corne gourde cape robe ceinture botte bague amulette broche couronne ' +
    'sphère statuette figurine tiare perle émeraude opale'
  ).split(' ')
)
/** Masculine nouns ending in -e (the ending rule would call them feminine). */
const MASCULINE_E = new Set(
  (
    'acide allume-feu antidote carrosse cimeterre coffre costume fourrage fromage gingembre grimoire ' +
    'laboratoire poivre sceptre symbole âne livre casque globe cube masque peigne sabre glaive verre ' +
    'vase calice'
  ).split(' ')
)
/** Names that are plural whatever the count ("Menottes", "Outils d’artisan"). */
const PLURAL_NOUNS = new Set(['chausse-trappes', 'clous', 'fontes', 'menottes', 'outils'])

function headWord(name: string): string {
  return (lowerFirst(name.trim(), 'fr').split(/[\s’'(]/)[0] ?? '').toLocaleLowerCase('fr')
}

export function isFeminine(name: string): boolean {
  const head = headWord(name)
  if (FEMININE.has(head)) return true
  if (MASCULINE_E.has(head)) return false
  return /e$/.test(head) && !/(age|isme|ège|ème|aire|oire|ôme)$/.test(head)
}

/** How a participle after "`count` `name`" agrees in French. */
export function agreementOf(count: number, name: string): Agreement {
  return { feminine: isFeminine(name), plural: !isSingular(count, 'fr') || PLURAL_NOUNS.has(headWord(name)) }
}

/** "ajouté" → "ajoutées" for a feminine plural. */
export function agree(participle: string, a: Agreement): string {
  return participle + (a.feminine ? 'e' : '') + (a.plural ? 's' : '')
}
