/**
 * The production server (`npm run serve`; `npm start`, the browser tests and the bench use it):
 * Next.js's request handler behind gzip compression and the page policy of launch readiness.
 * Every HTML response gets a Content-Security-Policy naming the hashes of its trusted inline
 * scripts (src/features/security/server/pagePolicy.ts); pages stay static and cacheable because
 * the hashes come from the HTML itself, not from a per-request nonce. Compression runs outside the
 * policy so the policy sees plain HTML (Next's own compression is off: next.config.ts).
 */
import http from 'node:http'

import compression from 'compression'
import next from 'next'

import { stampClientAddress, trustedProxies } from '../src/features/security/domain/clientAddress'
import { refuseUnsupportedMethod } from '../src/features/security/server/methods'
import { applyPagePolicy } from '../src/features/security/server/pagePolicy'
import { DISMISSED_ALERT_SCRIPT } from '../src/features/shell/ui/breakingNewsCookie'
import { FALLBACK_SCRIPT } from '../src/features/shell/ui/fallbackScript'

const port = Number(process.env.PORT ?? 3000)
// This long-running server runs Payload's job queue (scheduled publishing), unless told otherwise.
process.env.RUN_JOBS ??= 'true'
// Next is told 'localhost' (see scripts/e2e-server.mjs on -H) and the server listens on every interface.
const app = next({ dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
// The proxies whose X-Forwarded-For is believed (the caching proxy in front); empty: none.
const trust = trustedProxies(process.env.TRUSTED_PROXIES)
const options = { ownScripts: new Set([FALLBACK_SCRIPT, DISMISSED_ALERT_SCRIPT]), https: (process.env.SERVER_URL ?? '').startsWith('https://') }

await app.prepare()
http
  .createServer((req, res) => {
    // Once per request: the client's address for per-address limits, from the socket and the
    // trusted proxies only (features/security/domain/clientAddress.ts).
    stampClientAddress(req, trust)
    if (refuseUnsupportedMethod(req, res)) return
    compress(req, res, () => {
      applyPagePolicy(req, res, options)
      void handle(req, res)
    })
  })
  .listen(port, () => console.log(`▶ Ready on http://localhost:${port}`))
