import { z } from 'zod'

import type { SearchQuery } from './ast'
import { isSearchRequestError, parseWithSchema, rule, SearchRequestError } from './errors'
import { parseSearchRequest } from './searchRequest'

export const DEFAULT_MAX_QUERIES = 50
/** The largest stock search body: a real InstantSearch request is a few kilobytes. */
export const SEARCH_BODY_MAX_BYTES = 256 * 1024

/**
 * The multi-query body (Algolia's POST /1/indexes/{any}/queries) as InstantSearch
 * and algoliasearch send it: `{ requests: [...] }`, optionally with the v4
 * `strategy`, which only lets Algolia skip work and so is accepted and ignored.
 */
export function parseSearchBody(body: unknown, options: { maxQueries?: number } = {}): SearchQuery[] {
  const maxQueries = options.maxQueries ?? DEFAULT_MAX_QUERIES
  const schema = z.strictObject(
    {
      requests: z
        .array(z.unknown(), rule('requests must be a list of search requests'))
        .max(maxQueries, rule(`requests may hold at most ${maxQueries} queries`)),
      strategy: z.enum(['none', 'stopIfEnoughMatches'], rule('strategy must be "none" or "stopIfEnoughMatches"')).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown body field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; send { requests: [...] }`
          : rule('the body must be a JSON object: { requests: [...] }').error(issue),
    },
  )
  const { requests } = parseWithSchema(schema, body)
  return requests.map((request, index) => {
    try {
      return parseSearchRequest(request)
    } catch (error) {
      if (isSearchRequestError(error)) throw new SearchRequestError(`requests[${index}]: ${error.message}`)
      throw error
    }
  })
}
