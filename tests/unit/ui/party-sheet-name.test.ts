// One name for the party sheet: the French File menu said "Copier la fiche du groupe" and the export
// dialog "Fiche du groupe", while the exported documents were titled "Feuille du groupe". The menu (the
// page's, which the native menu reuses), the export dialog, the shortcuts sheet and the documents now say
// the same name, in each language.
import { describe, expect, it } from 'vitest'
import { messages, type Language } from '@shared/i18n'
import { exportMarkdown, renderExport } from '@shared/export'
import { getCatalogEntry } from '@shared/catalog'
import { SCHEMA_VERSION } from '@shared/campaign/version'
import type { Campaign } from '@shared/campaign/schema'

const campaign = (language: Language): Campaign =>
  ({
    schemaVersion: SCHEMA_VERSION,
    name: 'Table',
    exportLanguage: language,
    options: { strengthRaisesMax: true, rounding: 'floor', coinsPerUnit: 100, customLimits: {} },
    characters: [],
    stash: [],
    customItems: [],
    ledger: []
  }) as unknown as Campaign

describe('the party sheet has one name', () => {
  for (const [lang, name] of [
    ['fr', 'fiche du groupe'],
    ['en', 'party sheet']
  ] as const) {
    it(`in the menu, the export dialog, the shortcuts and the document (${lang})`, () => {
      const m = messages(lang)
      expect(m.exports.partySheet.toLowerCase()).toBe(name)
      expect(m.files.export.party.toLowerCase()).toBe(name)
      expect(m.files.menu.copyParty.toLowerCase()).toContain(name)
      expect(m.commands.exportDetail.toLowerCase()).toContain(name)
      // the documents the menu copies and the dialog writes
      expect(exportMarkdown(campaign(lang), null, getCatalogEntry).toLowerCase()).toContain(`— ${name}`)
      expect(renderExport(campaign(lang), { format: 'html' }, getCatalogEntry).text.toLowerCase()).toContain(name)
      expect(JSON.stringify(m).toLowerCase()).not.toContain(lang === 'fr' ? 'feuille du groupe' : 'party summary')
    })
  }
})
