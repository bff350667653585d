/**
 * The production server: Next's request handler behind the page cache
 * (src/server/pageCache), listening for changes saved on any instance
 * (src/server/cacheExpiry), with the build's scripts and stylesheets in brotli
 * (src/server/staticBrotli.ts) and every other response compressed as it streams
 * (src/server/compressResponses.ts). `npm start`, the test servers and `npm run bench:pages`
 * run it in place of `next start`; it needs a production build.
 *
 *   node scripts/run.mjs scripts/serve.ts --port 3000
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { expireHere } from '../src/server/cacheExpiry/expireHere'
import { CacheExpiryListener } from '../src/server/cacheExpiry/listener'
import { CLIENT_ADDRESS_HEADER, connectionAddress, trustedProxies } from '@/server/clientAddress'
import { compressResponses } from '../src/server/compressResponses'
import { PageCache } from '../src/server/pageCache/pageCache'
import { installPageCache } from '../src/server/pageCache/registry'
import { withPageCache } from '../src/server/pageCache/servePage'
import { pageCacheSettings } from '../src/server/pageCache/settings'
import { DEFAULT_SITE_SETTINGS } from '../src/domain/site-settings'
import { depositProviderName } from '../src/payments/providerChoice'
import { StaticBrotli } from '../src/server/staticBrotli'
import { transportHeaders, vouchForwardedHeaders } from '../src/server/transportSecurity'
import { platformHosts } from '@/access/platformHosts'

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, hostname: { type: 'string' } } })
const port = Number(values.port)
;(process.env as Record<string, string>).NODE_ENV = 'production'

// Imported after NODE_ENV is set: Next reads it as it loads.
const { default: next } = await import('next')
const app = next({ dev: false, dir: process.cwd(), port, hostname: values.hostname })
const handle = app.getRequestHandler()
await app.prepare()

const settings = pageCacheSettings()
// A mistyped PAYMENTS_PROVIDER stops the start here, rather than every page that reads it.
depositProviderName(DEFAULT_SITE_SETTINGS)
const cache = settings ? new PageCache(settings) : null
if (cache) installPageCache(cache)
// Changes saved on any instance (this one included, once committed) expire this one's pages and data.
const expiryListener = process.env.DATABASE_URL ? new CacheExpiryListener(process.env.DATABASE_URL, expireHere) : null
const handler = cache ? withPageCache(cache, (request, response) => handle(request, response), platformHosts) : (request: Parameters<typeof handle>[0], response: Parameters<typeof handle>[1]) => handle(request, response)

const staticFiles = new StaticBrotli(path.join(process.cwd(), '.next', 'static'))
const proxies = trustedProxies()
const compress = compressResponses()

const server = createServer((request, response) => {
  // The shopper's address, for rate limits and consent records; a header the browser sent under this name is replaced.
  request.headers[CLIENT_ADDRESS_HEADER] = connectionAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], proxies)
  // Forwarded headers count only from our own proxies; past this line they say what this server vouches for.
  const secure = vouchForwardedHeaders(request.headers, { encrypted: 'encrypted' in request.socket, trustedProxies: proxies })
  // Set for this request, cached page or not: the page cache never keeps them.
  for (const [name, value] of Object.entries(transportHeaders(secure))) response.setHeader(name, value)
  if (staticFiles.answer(request, response)) return
  compress(request, response, () =>
    handler(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    }),
  )
})
// As next start does: keep-alive connections outlive a typical load balancer's idle timeout.
server.keepAliveTimeout = 65_000
server.listen(port, values.hostname, () => {
  // Starts Payload, and with it the search indexes' warm-up, before the first shopper arrives.
  void fetch(`http://${values.hostname ?? '127.0.0.1'}:${port}/api/health`).catch(() => undefined)
  console.log(`✓ Ready on http://${values.hostname ?? 'localhost'}:${port}${cache ? ` (page cache: ${settings!.ttlMs / 1000} s, ${settings!.maxBytes / 2 ** 20} MB)` : ' (page cache off)'}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void expiryListener?.close()
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
