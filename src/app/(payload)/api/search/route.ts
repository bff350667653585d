
import { SEARCH_BODY_MAX_BYTES } from '@/domain/leads/leadConstants'
import { siteScopeForHost } from '@/sites/siteScope'
import { isSearchRequestError, parseSearchBody } from '@/search/request'
import { searchEngine } from '@/search/searchEngine'
import { isBodyRefusal, readJsonBody } from '@/server/requestBody'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

function answer(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /api/search on a dealer host: InstantSearch's multi-query contract
 * ({requests:[...]} in, {results:[...]} out, Algolia's response format). The
 * site comes from the Host header only; its filter and the listing rule apply
 * to every query, whatever the request says.
 */
export async function POST(request: Request) {
  const payload = await sitePayload()
  const site = await siteScopeForHost(payload, request.headers.get('host'))
  if (!site) return answer({ message: 'No dealer site answers on this address.', status: 404 }, 404)
  const body = await readJsonBody(request, SEARCH_BODY_MAX_BYTES)
  if (isBodyRefusal(body)) return answer({ message: body.message, status: body.status }, body.status)
  try {
    const queries = parseSearchBody(body)
    const results = await searchEngine(payload).search({ ...site, now: new Date() }, queries)
    return answer({ results })
  } catch (error) {
    if (isSearchRequestError(error)) return answer({ message: error.message, status: 400 }, 400)
    throw error
  }
}
