// Notices whose wording is set by the rights holders, shown as they are in both languages (About).
// Black Book Editions' terms (the French edition, whose item names the catalog uses) give their notice
// in French, with the product type and publisher filled in; Paizo's Community Use Policy gives its
// notice in English, with the product name filled in. Sources: the files BlackBookEditions_ProprieteIntellectuelle
// and PCUP_LICENCE of DjLeChuck/foundryvtt-pf1-fr-babele @ 4144880 (see resources/pf1-data/README.md §7).

/** Black Book Editions' notice for Pathfinder material, then the sentence its terms add for Paizo's policy. */
export const BLACK_BOOK_EDITIONS_NOTICE: readonly string[] = [
  '« Ce logiciel, Encombrement, utilise des marques déposées et/ou des droits d’auteurs qui sont la propriété de Black Book Editions et de Paizo Publishing, LLC comme l’y autorisent les conditions d’utilisation de Black Book Editions. Ce logiciel n’est pas publié par Black Book Editions (Paizo Publishing, LLC) et n’a pas reçu son aval ni une quelconque approbation de sa part. Pour de plus amples informations sur Black Book Editions, consultez www.black-book-editions.fr. »',
  '« Pour plus d’informations sur les conditions d’utilisation de la Paizo Community Use Policy, veuillez vous rendre sur paizo.com/communityuse. »'
]

/** The notice Paizo's Community Use Policy (last updated 28 August 2020) requires. */
export const PAIZO_COMMUNITY_USE_NOTICE =
  '“Encumbrance uses trademarks and/or copyrights owned by Paizo Inc., used under Paizo’s Community Use Policy (paizo.com/communityuse). We are expressly prohibited from charging you to use or access this content. Encumbrance is not published, endorsed, or specifically approved by Paizo. For more information about Paizo Inc. and Paizo products, visit paizo.com.”'
