import { isSearchRequestError, parseSearchBody, SEARCH_BODY_MAX_BYTES } from '@/search/request'
import { searchEngine } from '@/search/searchEngine'
import { readSiteCall } from '@/sites/siteCall'
import { siteScopeOf } from '@/sites/siteScope'

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
  const read = await readSiteCall(request, { refuse: (message, status) => answer({ message, status }, status), body: { maxBytes: SEARCH_BODY_MAX_BYTES } })
  if (read instanceof Response) return read
  try {
    const queries = parseSearchBody(read.body)
    const results = await searchEngine(read.payload).search({ ...siteScopeOf(read.site), now: new Date() }, queries)
    return answer({ results })
  } catch (error) {
    if (isSearchRequestError(error)) return answer({ message: error.message, status: 400 }, 400)
    throw error
  }
}
