// Node module hook (registered by runtime.ts): the built main bundle's `import … from 'electron'`
// resolves to the stand-in (tests/standin/electron.ts) instead of the npm package, which is only the
// downloader of a binary that cannot be fetched here.
let standin = ''

export function initialize(data) {
  standin = data.standin
}

export async function resolve(specifier, context, next) {
  if (specifier === 'electron' && context.parentURL && /\/out\/main\//.test(context.parentURL)) {
    return { url: standin, shortCircuit: true }
  }
  return next(specifier, context)
}
