import config from '@payload-config'
import { getPayload } from 'payload'

import { siteScopeForHost } from '@/search/http/siteScope'
import { isSearchRequestError, parseSearchBody } from '@/search/request'
import { searchEngine } from '@/search/searchEngine'

export const dynamic = 'force-dynamic'

/** Larger bodies are refused before parsing: a real InstantSearch request is a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024

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
  const payload = await getPayload({ config })
  const site = await siteScopeForHost(payload, request.headers.get('host'))
  if (!site) return answer({ message: 'No dealer site answers on this address.', status: 404 }, 404)
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return answer({ message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`, status: 413 }, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return answer({ message: 'The request body is not valid JSON.', status: 400 }, 400)
  }
  try {
    const queries = parseSearchBody(body)
    const results = await searchEngine(payload).search({ ...site, now: new Date() }, queries)
    return answer({ results })
  } catch (error) {
    if (isSearchRequestError(error)) return answer({ message: error.message, status: 400 }, 400)
    throw error
  }
}
