import { SearchRequestError } from './errors'

/**
 * The query-string form of search params (algoliasearch v4, InstantSearch):
 * `query=to&hitsPerPage=20&facets=%5B%22make%22%5D`. Values stay text here;
 * the params schema decides which ones are JSON lists and which are numbers.
 */

/** Algolia's limit on a params string; also bounds the work a request can ask of the filter parsers. */
export const MAX_PARAMS_LENGTH = 64 * 1024

export function decodeParamsText(text: string): Map<string, string> {
  checkParamsLength(text)
  const params = new Map<string, string>()
  for (const [name, value] of new URLSearchParams(text)) {
    if (params.has(name)) throw new SearchRequestError(`params: "${name}" appears more than once`)
    params.set(name, value)
  }
  return params
}

/**
 * Params re-encoded the way Algolia echoes them: strings as they are,
 * everything else (numbers, booleans, lists, objects) as JSON.
 */
export function encodeParams(params: Iterable<[string, unknown]>): string {
  const pairs: string[] = []
  for (const [name, value] of params) {
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(paramText(name, value))}`)
  }
  return pairs.join('&')
}

export function checkParamsLength(text: string): void {
  if (text.length > MAX_PARAMS_LENGTH) {
    throw new SearchRequestError(`params must be at most ${MAX_PARAMS_LENGTH} characters (64 KB) once URL-encoded (got ${text.length})`)
  }
}

function paramText(name: string, value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    // JSON.stringify recurses: a list nested thousands deep overflows the stack.
    throw new SearchRequestError(`${name} is nested too deeply`)
  }
}
