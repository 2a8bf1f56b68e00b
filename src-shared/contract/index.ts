// The one contract between the renderer and main (and the web host): channels, payloads, errors.
export * from './contract'
export * from './channels'
export * from './bridge'
export * from './explain'
