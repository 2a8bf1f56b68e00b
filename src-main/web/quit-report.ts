// What a host says when it stops with changes it could not write (Session.quit), and its exit status;
// and stopping on every signal that ends a process, the same way in the browser host and Electron main.
import type { Language } from '@shared/core'
import { reasonsEn, reasonsFr } from '@shared/i18n'
import type { QuitOutcome, Unsaved } from '../handlers/session'
import { followParent, QUIT_SIGNALS, survivesClosedTerminal } from '../launcher/process-end.mjs'
import { EXIT_UNSAVED } from '../launcher/outcome.mjs'

/** Exit status when changes could not be written to the campaign (they are in a recovery file); the launcher knows it too. */
export { EXIT_UNSAVED }

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

export interface StopOptions {
  /** Writes what is pending, else a recovery file, and stops serving (Session.quit). */
  quit: () => Promise<QuitOutcome>
  /** The language of the message (the campaign's). */
  language: () => Language
  /** Ends the process (process.exit, app.exit). */
  exit: (code: number) => void
  /** Also stop when the process that started this one (npm, the launcher) ends. */
  followParent?: boolean
}

/**
 * Every way a process is told to end keeps an accepted edit: SIGINT (Ctrl+C), SIGTERM, SIGHUP (the
 * terminal closed), SIGQUIT (Ctrl+\) and, when asked, the death of its parent each write what is
 * pending (or a recovery file), say "NOT SAVED" when it could not, and exit 0 or EXIT_UNSAVED. Also
 * while saving is paused (a conflict, a failed save): Session.quit writes the recovery file then.
 * Returns the stop function (why: what is printed).
 */
export function stopOnEveryEnd({
  quit,
  language,
  exit,
  followParent: follow = false
}: StopOptions): (why: string) => void {
  survivesClosedTerminal()
  let stopping = false
  const stop = (why: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${why}: saving and stopping…`)
    quit().then(
      (outcome) => {
        if (outcome.saved) return exit(0)
        console.error(describeUnsaved(outcome, language()))
        exit(EXIT_UNSAVED)
      },
      (e: unknown) => {
        console.error(`could not save on exit: ${e instanceof Error ? e.message : String(e)}`)
        exit(EXIT_UNSAVED)
      }
    )
  }
  for (const signal of QUIT_SIGNALS) process.on(signal, () => stop(signal))
  if (follow) followParent(() => stop('The process that started it ended'))
  return stop
}
