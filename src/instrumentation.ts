/**
 * Next calls register() once as the server starts, in the process that
 * serves searches: with the built-in engine, every site's search index is
 * built in the background from here, so shoppers do not wait for a build.
 */
export async function register(): Promise<void> {
  // Not in the edge runtime, and not while `next build` prerenders pages.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }, { warmUpSearch }] = await Promise.all([import('payload'), import('@payload-config'), import('@/search/searchEngine')])
  // Not awaited: the server takes requests while Payload starts and the indexes build.
  void getPayload({ config })
    .then((payload) => warmUpSearch(payload))
    .catch((error: unknown) => console.error(`[search] The search indexes were not built at start; each site's is built at its first search: ${error instanceof Error ? error.message : String(error)}`))
}
