
import { searchReadiness } from '@/search/searchEngine'
import { checkDatabase } from '@/server/databaseHealth'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

/**
 * 200 while the database answers, 503 when it does not: for load balancers
 * and uptime checks. It stays 200 while the search indexes build (the
 * instance serves, only its first searches are slower); a readiness check
 * that should wait for them reads `search.ready`.
 */
export async function GET() {
  const database = await checkDatabase()
  const healthy = database.state === 'up'
  // Payload starts on its first use, and its onInit starts the search indexes' warm-up: the server's own health
  // check at start (scripts/serve.ts) is that first use. Started from this bundle, as every route's Payload is.
  if (healthy) void sitePayload().catch(() => undefined)
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database, search: searchReadiness() },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
