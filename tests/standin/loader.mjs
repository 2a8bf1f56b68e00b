// Node module hook (registered by runtime.ts): the built main bundle's `import … from 'electron'`
// resolves to the stand-in (tests/standin/electron.ts) instead of the npm package, which is only the
// downloader of a binary that cannot be fetched here. Each start of main (out/main/index.js?standin=N)
// gets its own copy of the stand-in module, bound to the runtime that started it.
let standin = ''

export function initialize(data) {
  standin = data.standin
}

export async function resolve(specifier, context, next) {
  if (specifier === 'electron' && context.parentURL && /\/out\/main\//.test(context.parentURL)) {
    const url = new URL(standin)
    url.search = new URL(context.parentURL).search
    return { url: url.href, shortCircuit: true }
  }
  return next(specifier, context)
}
