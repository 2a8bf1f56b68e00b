// The screens and dialogs a first paint does not need, each in a chunk of its own (Vite splits at a
// dynamic import): the screen's chunk is parsed and run before the first paint, so what stays out of it
// is time saved on every launch. Each loader is called where the component is shown
// (`{#await lazy.x() then { default: X }}`); the module is fetched once and then cached by the browser,
// and warmLazy() fetches them all once the page is idle, so a dialog opened later shows at once.
export const lazy = {
  catalog: () => import('./components/CatalogView.svelte'),
  rules: () => import('./components/RulesView.svelte'),
  ledger: () => import('./components/LedgerView.svelte'),
  wealth: () => import('./components/WealthView.svelte'),
  lineEditor: () => import('./components/LineEditor.svelte'),
  haul: () => import('./components/HaulDialog.svelte'),
  splitSetup: () => import('./components/split/SplitSetupDialog.svelte'),
  splitPreview: () => import('./components/split/SplitPreview.svelte'),
  about: () => import('./components/AboutDialog.svelte'),
  exportDialog: () => import('./components/files/ExportDialog.svelte'),
  importDialog: () => import('./components/files/ImportDialog.svelte')
}

/** Fetches every lazy chunk once the page is idle after the first paint (failures surface when shown). */
export function warmLazy(): void {
  const warm = (): void => {
    for (const load of Object.values(lazy)) load().catch(() => undefined)
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 3000 })
  else setTimeout(warm, 500)
}
