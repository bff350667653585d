/**
 * Where the built-in engine's time goes: a request's steps, timed one by one
 * with the engine's own building blocks (the same calls builtInEngine.search
 * makes, in the same order); a site's index build by phase; and how long a
 * delta import takes to show in search. A missed target then names its cause
 * from a measurement.
 */
import type pg from 'pg'

import { toSearchDocument, type StockRecord } from '../../src/search/document'
import type { SearchEngine, SiteScope } from '../../src/search/engine'
import { sortOfIndex } from '../../src/search/indexNames'
import { SiteIndexStore } from '../../src/search/builtIn/indexStore'
import { listedScope } from '../../src/search/builtIn/scope'
import { SiteDictionary } from '../../src/search/memory/dictionary'
import { prepareVehicle } from '../../src/search/memory/preparedVehicle'
import { runQuery } from '../../src/search/memory/runQuery'
import { buildSiteIndex } from '../../src/search/memory/siteIndex'
import { displayedCount } from '../../src/domain/listing'
import { parseSearchBody, type SearchQuery } from '../../src/search/request'
import { importStock } from '../../src/stock/importStock'
import { ms, summarise, table, timed } from './benchStats'

const REPEAT = 25

/** The median of `REPEAT` runs of `work`, in ms. */
function median(work: () => unknown): number {
  const samples: number[] = []
  for (let at = 0; at < REPEAT; at++) {
    const started = performance.now()
    work()
    samples.push(performance.now() - started)
  }
  return summarise(samples).p50
}

export type ProfileCase = { label: string; siteId: number; queries: SearchQuery[] }

/**
 * Per case: the listing scope (computed at most once a second per site, as
 * the engine caches it), then per query the match and facet counts, the
 * highlighting, and the count rule (counts above 1999 only), and the JSON
 * the route sends. The stock version is checked off the request path.
 */
export async function profileEngine(pool: pg.Pool, cases: ProfileCase[], scopeOf: (siteId: number) => SiteScope): Promise<string> {
  const store = new SiteIndexStore(pool)
  const rows: string[][] = []
  for (const { label, siteId, queries } of cases) {
    const index = await store.get(siteId)
    const site = scopeOf(siteId)
    const rule = (nbHits: number, facetSum: () => number) => displayedCount(nbHits, { facetSum, stockCountOverride: site.stockCountOverride })
    const scope = listedScope(index, site)
    let matchAndFacets = 0
    let highlight = 0
    let countRule = 0
    for (const query of queries) {
      const sort = sortOfIndex(query.indexName)
      const whole = median(() => runQuery(index, query, scope, sort, 0))
      const bare = median(() => runQuery(index, { ...query, attributesToHighlight: [] }, scope, sort, 0))
      matchAndFacets += bare
      highlight += Math.max(0, whole - bare)
      if (query.type === 'hits' && runQuery(index, query, scope, sort, 0).nbHits > 1999) {
        countRule += Math.max(0, median(() => runQuery(index, query, scope, sort, 0, rule)) - whole)
      }
    }
    const results = queries.map((query) => runQuery(index, query, scope, sortOfIndex(query.indexName), 0))
    const json = JSON.stringify({ results })
    rows.push([
      label,
      ms(median(() => listedScope(index, site))),
      ms(matchAndFacets),
      ms(highlight),
      ms(countRule),
      ms(median(() => JSON.stringify({ results }))),
      `${(json.length / 1024).toFixed(0)} KB`,
    ])
  }
  store.close()
  return table(['request', 'listing scope (once a second)', 'match + facets', 'highlight', 'count rule', 'JSON.stringify', 'response'], rows)
}

/**
 * A site's first search, step by step: reading its rows, making search
 * documents, preparing them (dictionary ids), building the index; then a
 * rebuild from the same prepared vehicles, which is what a delta costs
 * beyond preparing the changed ones.
 */
export async function indexBuildPhases(pool: pg.Pool, siteId: number): Promise<{ readMs: number; documentsMs: number; prepareMs: number; buildMs: number; rebuildMs: number; vehicles: number }> {
  const { result: rows, ms: readMs } = await timed(async () => {
    const result = await pool.query<{ id: string; slug: string; data: StockRecord }>('SELECT id, slug, data FROM stock_vehicles WHERE site_id = $1 ORDER BY id', [siteId])
    return result.rows
  })
  const { result: documents, ms: documentsMs } = await timed(() => rows.map((row) => toSearchDocument({ ...row.data, id: row.id, slug: row.slug })))
  const dictionary = new SiteDictionary()
  const { result: prepared, ms: prepareMs } = await timed(() => documents.map((document) => prepareVehicle(document, dictionary)))
  const { ms: buildMs } = await timed(() => buildSiteIndex(prepared, dictionary, 0))
  const { ms: rebuildMs } = await timed(() => buildSiteIndex(prepared, dictionary, 1))
  return { readMs, documentsMs, prepareMs, buildMs, rebuildMs, vehicles: rows.length }
}

export type Freshness = { changed: number; importMs: number; visibleMs: number; slowestSearchMs: number }

/**
 * Issue 4's "a change applied by a delta import shows in search within 5 s":
 * a 1 000-price delta on the site through importStock, then the same car
 * searched by stock number every 50 ms until the engine shows its new price.
 * The prices are put back afterwards (not timed).
 */
export async function changeToSearch(pool: pg.Pool, engine: SearchEngine, scope: () => SiteScope, count = 1000): Promise<Freshness> {
  const siteId = scope().siteId
  const { rows } = await pool.query<{ id: string; data: StockRecord & { price: number; stocknum: string } }>(
    `SELECT id, data FROM stock_vehicles WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website ORDER BY md5(id) LIMIT $2`,
    [siteId, count],
  )
  const repriced = rows.map((row, at) => ({ row: at + 1, value: { ...row.data, price: row.data.price >= 1000 ? row.data.price - 500 : row.data.price + 500 } }))
  const watched = repriced[0]!.value
  const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', query: watched.stocknum, hitsPerPage: 5 }] })
  const started = performance.now()
  const report = await importStock({ pool, siteId, records: repriced, mode: 'delta' })
  const importMs = performance.now() - started
  let slowestSearchMs = 0
  for (;;) {
    const searchStarted = performance.now()
    const [result] = await engine.search({ ...scope(), now: new Date() }, [query!])
    slowestSearchMs = Math.max(slowestSearchMs, performance.now() - searchStarted)
    const hit = result && 'hits' in result ? result.hits.find((candidate) => candidate.objectID === String(watched.id)) : undefined
    if (hit?.price === watched.price) break
    if (performance.now() - started > 300_000) throw new Error('the change did not reach search within 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const visibleMs = performance.now() - started
  await importStock({ pool, siteId, records: rows.map((row, at) => ({ row: at + 1, value: row.data })), mode: 'delta' })
  return { changed: report.updated, importMs, visibleMs, slowestSearchMs }
}

/** What counting each facet costs on its own (hitsPerPage 0, no text, no filter), slowest first. */
export async function facetCosts(pool: pg.Pool, site: SiteScope, facets: string[]): Promise<string> {
  const store = new SiteIndexStore(pool)
  const index = await store.get(site.siteId)
  store.close()
  const scope = listedScope(index, site)
  const costs = facets.map((facet) => {
    const [query] = parseSearchBody({ requests: [{ indexName: 'vehicles', facets: [facet], hitsPerPage: 0, maxValuesPerFacet: 20 }] })
    return { facet, distinct: index.facets.get(facet)?.values.length ?? 0, ms: median(() => runQuery(index, query!, scope, '', 0)) }
  })
  costs.sort((a, b) => b.ms - a.ms)
  return costs.map(({ facet, distinct, ms: cost }) => `${facet} ${ms(cost)} ms (${distinct.toLocaleString('en-AU')} distinct values)`).join(', ')
}
