// The CSP forbids eval. zod 4 probes for it (`new Function('')`) to compile faster parsers, and the
// browser reports the refused probe as a CSP violation; tell zod not to try. Imported first by the
// client (index.ts); a worker that parses with zod should import it too.
import { config } from 'zod'

config({ jitless: true })
