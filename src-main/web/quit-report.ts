// What the browser host says when it stops with changes it could not write (Session.quit), and its exit status.
import type { Language } from '@shared/core'
import { reasonsEn, reasonsFr } from '@shared/i18n'
import type { Unsaved } from '../handlers/session'

/** Exit status when changes could not be written to the campaign (they are in a recovery file). */
export const EXIT_UNSAVED = 3

/** What stopping left unsaved, in the GM's language: the file, why, and where the app's version went. */
export function describeUnsaved(u: Unsaved, lang: Language): string {
  const texts = lang === 'fr' ? reasonsFr : reasonsEn
  const why = u.save.error?.reason
    ? texts.reason[u.save.error.reason](u.save.error.params ?? {})
    : u.save.status === 'changed-on-disk'
      ? texts.reason['changed-on-disk']({})
      : u.save.status === 'read-only'
        ? texts.code['read-only']
        : texts.code.io
  const last = u.lastChange
    ? lang === 'fr'
      ? ` (dernier changement\u00a0: ${u.lastChange})`
      : ` (last change: ${u.lastChange})`
    : ''
  if (lang === 'fr')
    return (
      `NON ENREGISTRÉ\u00a0: ${u.path} n’a pas les derniers changements${last}\u00a0: ${why}.\n` +
      (u.recovery
        ? `Ils sont dans ${u.recovery}\u00a0: ouvrez ce fichier pour les retrouver.`
        : `Ils n’ont pas pu être écrits ailleurs non plus (${u.recoveryError ?? '?'})\u00a0: ils sont perdus.`)
    )
  return (
    `NOT SAVED: ${u.path} does not have the latest changes${last}: ${why}.\n` +
    (u.recovery
      ? `They are in ${u.recovery}: open that file to get them back.`
      : `They could not be written anywhere else either (${u.recoveryError ?? '?'}): they are lost.`)
  )
}
