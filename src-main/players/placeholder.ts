// The page the players' server shows until the player page is built (out/renderer/player.html): static
// HTML, no script, in the phone's language (Accept-Language).
import { messages, type Language } from '@shared/i18n'

export function languageOf(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase()
    if (tag === 'fr' || tag === 'en') return tag
  }
  return 'en'
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function placeholderPage(acceptLanguage: string | undefined): string {
  const lang = languageOf(acceptLanguage)
  const m = messages(lang).playersServer
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(m.placeholderTitle)}</title></head>` +
    `<body><h1>${escapeHtml(m.placeholderTitle)}</h1><p>${escapeHtml(m.placeholderBody)}</p></body></html>\n`
  )
}
