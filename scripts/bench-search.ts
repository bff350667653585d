/**
 * `npm run bench:search [-- --keep] [-- --reuse] [-- --no-http] [-- --rounds N] [-- --total N]`
 *
 * On its own database (forecourt_bench_search, dropped at the end unless
 * --keep; --reuse takes up the database a --keep run left), with 50 sites and
 * 100 000 vehicles (40 000 on one dealer-group site):
 *
 * 1. imports the stock with importStock (timed: the full-import figure);
 * 2. runs the group-wide and single-site query mixes, built as InstantSearch
 *    sends them, inside our engine (engine.search) with nothing else in the
 *    process: the figures held against the targets. Then it times the
 *    engine's steps, and how long a 1 000-price delta takes to show;
 * 3. builds the peer (@orama/orama, same documents) and runs the same
 *    queries through ours and the peer in turn, for the ratios;
 * 4. runs the mixes again at POST /api/search on the production server
 *    (the production server, scripts/serve.ts; skipped with a note when there is no build), one at a
 *    time and then 4 at a time for throughput;
 * 5. prints p50/p95/p99 per mix and layer, our/peer ratios and the targets.
 *
 * Figures and how to read them: BENCHMARKS.md.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { createBuiltInEngine } from '../src/search/builtIn/builtInEngine'
import { parseSearchBody } from '../src/search/request'
import { runToExit } from '../src/server/exit'
import { importStock } from '../src/stock/importStock'
import { openBenchDatabase, prepareSites, stockCounts } from './lib/benchDatabase'
import { describeGc, recordGc, type Span } from './lib/benchGc'
import { buildState } from './lib/benchHttp'
import { buildPeerIndex, peerSearch, type PeerIndex } from './lib/benchPeer'
import { changeToSearch, facetCosts, indexBuildPhases, profileEngine } from './lib/benchProfile'
import { groupMix, singleSiteMix, siteFacts, type BenchRequest } from './lib/benchQueries'
import { benchSearchHttp, type SearchHttpFigures } from './lib/benchSearchHttp'
import { loadDocuments, mainHits, siteScope, summariseKinds } from './lib/benchSearchSites'
import { benchNetwork, generateEntries, GROUP_SLUG } from './lib/benchStock'
import { heading, ms, noiseFloor, ratio, seconds, summarise, table, timed, type Summary } from './lib/benchStats'

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '40' },
    total: { type: 'string', default: '100000' },
  },
})
const ROUNDS = Math.max(1, Number(options.rounds) || 40)
const TOTAL = Math.max(5_000, Number(options.total) || 100_000)
const DATABASE = 'forecourt_bench_search'
const TARGETS = { group: 20, single: 5 } as const
const HTTP_CONCURRENCY = 4

heading('Machine')
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`)

const noise = noiseFloor()
console.log(`Noise floor: a fixed 0.5 ms CPU loop, ${noise.n} times: p50 ${ms(noise.p50)}, p95 ${ms(noise.p95)}, p99 ${ms(noise.p99)} ms.`)

const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
console.log(`Database ${DATABASE} on the ${database.server}${database.reused ? ' (reused from a --keep run)' : ''}.`)
const pool = new pg.Pool({ connectionString: database.url, max: 4 })
await runToExit('bench:search', run, async () => {
  await pool.end()
  await database.close({ keep: options.keep })
  console.log(options.keep ? `\nKept the database ${DATABASE} (run again with --reuse to skip the import).` : `\nDropped the database ${DATABASE}.`)
})

async function run() {
  // ---------------------------------------------------------------- data
  heading(`Stock: 50 sites, ${TOTAL.toLocaleString('en-AU')} vehicles`)
  const plans = benchNetwork(TOTAL)
  const { result: sites, ms: setupMs } = await timed(() => prepareSites(database.url, plans.map(({ slug, name }) => ({ slug, name }))))
  console.log(`Migrated and created ${sites.length} sites in ${seconds(setupMs)}.`)
  const bySlug = new Map(sites.map((site) => [site.slug, site]))
  const counts = await stockCounts(pool)
  const complete = plans.every((plan) => counts.get(bySlug.get(plan.slug)!.id) === plan.count)
  if (database.reused && complete) {
    console.log('Stock already imported by an earlier run: import not timed this time.')
  } else {
    let generateMs = 0
    let importMs = 0
    let groupImportMs = 0
    const now = new Date()
    for (const plan of plans) {
      const { result: entries, ms: generated } = await timed(() => generateEntries(plan, now))
      const { result: report, ms: imported } = await timed(() => importStock({ pool, siteId: bySlug.get(plan.slug)!.id, records: entries, mode: 'full' }))
      if (report.rejected.length > 0) throw new Error(`${plan.slug}: ${report.rejected.length} records rejected, first: ${JSON.stringify(report.rejected[0])}`)
      generateMs += generated
      importMs += imported
      if (plan.slug === GROUP_SLUG) groupImportMs = imported
    }
    const total = plans.reduce((sum, plan) => sum + plan.count, 0)
    console.log(`Generated ${total.toLocaleString('en-AU')} vehicles in ${seconds(generateMs)} (not part of the import figure).`)
    console.log(`Imported them with importStock, site by site, in ${seconds(importMs)} (the group's ${plans[0]!.count.toLocaleString('en-AU')} in ${seconds(groupImportMs)}).`)
  }
  console.log(table(['site kind', 'sites', 'vehicles'], summariseKinds(plans)))

  // ---------------------------------------------------------------- mixes
  // Refinements and texts come from each site's own documents, read as the engine reads them.
  const requests: BenchRequest[] = []
  for (const site of sites) {
    const facts = siteFacts(await loadDocuments(pool, site.id))
    requests.push(...(site.slug === GROUP_SLUG ? await groupMix(site.slug, facts) : await singleSiteMix(site.slug, facts)))
  }
  const parsed = new Map(requests.map((request) => [request, parseSearchBody(JSON.parse(request.body))]))
  const groupRequests = requests.filter((request) => request.mix === 'group')
  const singleRequests = requests.filter((request) => request.mix === 'single')
  const shapes = [...new Set(singleRequests.map((request) => request.label))]
  const rounds: [BenchRequest[], number][] = [
    [groupRequests, ROUNDS],
    [singleRequests, Math.max(1, Math.round(ROUNDS / 13))],
  ]
  const groupId = bySlug.get(GROUP_SLUG)!.id
  const small = sites.filter((site) => site.slug !== GROUP_SLUG).map((site) => site.slug)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

  // ---------------------------------------------------------------- our engine, alone in the process
  heading('Our engine: index builds')
  const engine = createBuiltInEngine(pool)
  const scopes = new Map(sites.map((site) => [site.slug, siteScope(site)]))
  const firstRequest = (slug: string) => requests.find((request) => request.siteSlug === slug)!
  const coldMs = new Map<string, number>()
  for (const site of sites) {
    const request = firstRequest(site.slug)
    coldMs.set(site.slug, (await timed(() => engine.search({ ...scopes.get(site.slug)!, now: new Date() }, parsed.get(request)!))).ms)
  }
  const phases = await indexBuildPhases(pool, groupId)
  console.log(
    `First search on each site (reads its rows and builds its index): group site ${seconds(coldMs.get(GROUP_SLUG)!)}, ` +
      `small sites ${ms(summarise(small.map((slug) => coldMs.get(slug)!)).p50)} ms median, all 50 ${seconds(sum([...coldMs.values()]))}.`,
  )
  console.log(
    `The group site's build again, by phase: reading ${phases.vehicles.toLocaleString('en-AU')} rows ${seconds(phases.readMs)}, ` +
      `search documents (toSearchDocument) ${seconds(phases.documentsMs)}, preparing them (prepareVehicle) ${seconds(phases.prepareMs)}, buildSiteIndex ${seconds(phases.buildMs)}; ` +
      `a rebuild from the same prepared vehicles (what a delta adds to preparing its changed ones) ${seconds(phases.rebuildMs)}. Only a site's first search waits for a build.`,
  )

  const oursHits = new Map<BenchRequest, number>()
  const askOurs = async (request: BenchRequest) => {
    const started = performance.now()
    const results = await engine.search({ ...scopes.get(request.siteSlug)!, now: new Date() }, parsed.get(request)!)
    const elapsed = performance.now() - started
    oursHits.set(request, mainHits(results))
    return elapsed
  }
  heading(`Our engine alone: ${ROUNDS} rounds of the group mix, ${rounds[1]![1]} of the single-site mix (engine.search, ms)`)
  // Warm-up: every request once (JIT, sort orders built on first use).
  for (const request of requests) await askOurs(request)
  const alone = new Map<BenchRequest, number[]>(requests.map((request) => [request, []]))
  // The engine re-reads a site's stock version when it last did so 500 ms ago or more (src/search/builtIn/indexStore.ts): mirrored here to split the samples.
  const lastCheck = new Map<string, number>()
  const withCheck: number[] = []
  const withoutCheck: number[] = []
  const spans = { group: [] as Span[], single: [] as Span[] }
  const gc = recordGc()
  for (const [list, count] of rounds) {
    for (let round = 0; round < count; round++) {
      for (const request of list) {
        const due = Date.now() - (lastCheck.get(request.siteSlug) ?? 0) >= 500
        if (due) lastCheck.set(request.siteSlug, Date.now())
        const start = performance.now()
        const elapsed = await askOurs(request)
        spans[request.mix].push({ start, end: start + elapsed })
        alone.get(request)!.push(elapsed)
        if (request.mix === 'single') (due ? withCheck : withoutCheck).push(elapsed)
      }
    }
  }
  const gcEntries = await gc.stop()
  console.log(
    table(
      ['request (queries in body)', 'p50', 'p95', 'p99', 'nbHits'],
      [
        ...groupRequests.map((request) => {
          const s = summarise(alone.get(request)!)
          return [`group: ${request.label} (${request.queries})`, ms(s.p50), ms(s.p95), ms(s.p99), String(oursHits.get(request))]
        }),
        ...shapes.map((label) => {
          const list = singleRequests.filter((request) => request.label === label)
          const s = summarise(list.flatMap((request) => alone.get(request)!))
          return [`small sites: ${label} (${list[0]!.queries})`, ms(s.p50), ms(s.p95), ms(s.p99), '']
        }),
      ],
    ),
  )
  console.log(`Group mix: ${describeGc(gcEntries, spans.group)}`)
  console.log(`Single-site mix: ${describeGc(gcEntries, spans.single)}`)
  const checked = summarise(withCheck)
  const unchecked = summarise(withoutCheck)
  console.log(
    `Small sites: ${checked.n} of ${checked.n + unchecked.n} requests came due for the stock-version check (a SELECT the search does not wait for); ` +
      `those p50 ${ms(checked.p50)} / p95 ${ms(checked.p95)} ms, the others p50 ${ms(unchecked.p50)} / p95 ${ms(unchecked.p95)} ms.`,
  )
  const engineSummary = {
    group: summarise(groupRequests.flatMap((request) => alone.get(request)!)),
    single: summarise(singleRequests.flatMap((request) => alone.get(request)!)),
  }

  heading('Where the engine spends a request (medians of 25 runs, ms)')
  const profiled = [
    ...groupRequests.filter((request) => /^(empty query|3 refinements \+ price|text "toyota")$/.test(request.label)),
    ...singleRequests.filter((request) => request.label === 'empty query').slice(0, 1),
  ]
  console.log(
    await profileEngine(
      pool,
      profiled.map((request) => ({ label: `${request.mix === 'group' ? 'group' : 'small site'}: ${request.label}`, siteId: bySlug.get(request.siteSlug)!.id, queries: parsed.get(request)! })),
      (siteId) => ({ ...scopes.get(sites.find((site) => site.id === siteId)!.slug)!, now: new Date() }),
    ),
  )
  console.log('The stock-version check runs beside the request, never in it; the listing scope is computed at most once a second per site.')
  const pageFacets = parsed.get(groupRequests[0]!)![0]!.facets
  console.log(`Counting one facet over the group site's listed stock: ${await facetCosts(pool, { ...scopes.get(GROUP_SLUG)!, now: new Date() }, pageFacets)}.`)

  heading('From a delta import to search (group site)')
  const freshness = await changeToSearch(pool, engine, () => ({ ...scopes.get(GROUP_SLUG)!, now: new Date() }))
  console.log(
    `A delta of ${freshness.changed} changed prices: imported in ${seconds(freshness.importMs)}, visible in search ${seconds(freshness.visibleMs)} after the import began ` +
      `(issue 4: within 5 s); the slowest search meanwhile took ${ms(freshness.slowestSearchMs)} ms (searches keep the current index while the next one builds).`,
  )
  // The prices are back; let the engine rebuild now, outside any timing.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  await askOurs(firstRequest(GROUP_SLUG))

  // ---------------------------------------------------------------- the peer, interleaved with ours
  heading('Peer: @orama/orama, one index per site, same documents')
  const heapBefore = process.memoryUsage().heapUsed
  const peers = new Map<string, PeerIndex>()
  const peerBuildMs = new Map<string, number>()
  for (const site of sites) {
    const documents = await loadDocuments(pool, site.id)
    const { result, ms: built } = await timed(() => buildPeerIndex(documents))
    peers.set(site.slug, result)
    peerBuildMs.set(site.slug, built)
  }
  console.log(
    `Orama insertMultiple: group site ${seconds(peerBuildMs.get(GROUP_SLUG)!)}, small sites ${ms(summarise(small.map((slug) => peerBuildMs.get(slug)!)).p50)} ms median, ` +
      `all 50 ${seconds(sum([...peerBuildMs.values()]))} (ours, above: ${seconds(coldMs.get(GROUP_SLUG)!)}, ${ms(summarise(small.map((slug) => coldMs.get(slug)!)).p50)} ms, ${seconds(sum([...coldMs.values()]))}).`,
  )
  const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`
  console.log(`JavaScript heap in use: ${gib(heapBefore)} with our 50 indexes, ${gib(process.memoryUsage().heapUsed)} once the peer's are built too.`)
  const ours = new Map<BenchRequest, number[]>(requests.map((request) => [request, []]))
  const peer = new Map<BenchRequest, number[]>(requests.map((request) => [request, []]))
  const peerHits = new Map<BenchRequest, number>()
  const askPeer = async (request: BenchRequest) => {
    const started = performance.now()
    const results = await peerSearch(peers.get(request.siteSlug)!, parsed.get(request)!, { ...scopes.get(request.siteSlug)!, now: new Date() })
    const elapsed = performance.now() - started
    peerHits.set(request, results[0]!.nbHits)
    return elapsed
  }
  for (const request of requests) await askPeer(request)
  for (const [list, count] of rounds) {
    for (let round = 0; round < count; round++) {
      for (const request of list) {
        // Alternate who goes first, so neither always meets a colder cache or a pending GC.
        if (round % 2 === 0) {
          ours.get(request)!.push(await askOurs(request))
          peer.get(request)!.push(await askPeer(request))
        } else {
          peer.get(request)!.push(await askPeer(request))
          ours.get(request)!.push(await askOurs(request))
        }
      }
    }
  }
  console.log('\nOurs and the peer in turn, same process, group-wide mix (ms; hits = nbHits of the main query):')
  console.log(
    table(
      ['request (queries in body)', 'ours p50', 'ours p95', 'peer p50', 'peer p95', 'ours/peer p50', 'hits ours', 'hits peer'],
      groupRequests.map((request) => {
        const a = summarise(ours.get(request)!)
        const b = summarise(peer.get(request)!)
        return [`${request.label} (${request.queries})`, ms(a.p50), ms(a.p95), ms(b.p50), ms(b.p95), ratio(a.p50, b.p50), String(oursHits.get(request)), String(peerHits.get(request))]
      }),
    ),
  )
  console.log('\nSingle-site mix, per request shape over the 49 smaller sites (ms):')
  console.log(
    table(
      ['request', 'ours p50', 'ours p95', 'peer p50', 'peer p95', 'ours/peer p50', 'sites where hits differ'],
      shapes.map((label) => {
        const list = singleRequests.filter((request) => request.label === label)
        const a = summarise(list.flatMap((request) => ours.get(request)!))
        const b = summarise(list.flatMap((request) => peer.get(request)!))
        const differ = list.filter((request) => oursHits.get(request) !== peerHits.get(request)).length
        return [label, ms(a.p50), ms(a.p95), ms(b.p50), ms(b.p95), ratio(a.p50, b.p50), `${differ} of ${list.length}`]
      }),
    ),
  )
  const besidePeer = {
    group: summarise(groupRequests.flatMap((request) => ours.get(request)!)),
    single: summarise(singleRequests.flatMap((request) => ours.get(request)!)),
  }
  const peerSummary = {
    group: summarise(groupRequests.flatMap((request) => peer.get(request)!)),
    single: summarise(singleRequests.flatMap((request) => peer.get(request)!)),
  }
  peers.clear()
  engine.close()

  // ---------------------------------------------------------------- HTTP
  let http: SearchHttpFigures | null = null
  const build = buildState()
  if (options['no-http']) {
    console.log('\nHTTP layer skipped (--no-http).')
  } else if (build === 'missing') {
    console.log('\nHTTP layer skipped: there is no production build. Run `npm run build`, then this benchmark again.')
  } else {
    http = await benchSearchHttp(
      { databaseUrl: database.url, requests, groupRequests, singleRequests, shapes, rounds, groupRounds: ROUNDS, concurrency: HTTP_CONCURRENCY, engineHits: oursHits },
      build === 'stale',
    )
  }

  // ---------------------------------------------------------------- summary
  heading('Summary (ms)')
  const row = (label: string, layer: string, s: Summary, target: number | null, peerS?: Summary) => [
    label,
    layer,
    String(s.n),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    peerS ? `${ms(peerS.p50)} / ${ms(peerS.p95)}` : '',
    peerS ? `${ratio(s.p50, peerS.p50)} / ${ratio(s.p95, peerS.p95)}` : '',
    target === null ? '' : `p95 ≤ ${target}`,
    target === null ? '' : s.p95 <= target ? 'met' : 'MISSED',
  ]
  const rows = [
    row('group-wide mix', 'engine alone', engineSummary.group, TARGETS.group),
    row('single-site mix', 'engine alone', engineSummary.single, TARGETS.single),
    row('group-wide mix', 'engine beside peer', besidePeer.group, null, peerSummary.group),
    row('single-site mix', 'engine beside peer', besidePeer.single, null, peerSummary.single),
  ]
  if (http) rows.push(row('group-wide mix', 'HTTP', http.summary.group, TARGETS.group), row('single-site mix', 'HTTP', http.summary.single, TARGETS.single))
  console.log(table(['mix', 'layer', 'n', 'p50', 'p95', 'p99', 'peer p50 / p95', 'ours/peer p50 / p95', 'target', ''], rows))
  console.log(`From a delta import to search: ${seconds(freshness.visibleMs)} (issue 4: within 5 s).`)
  if (http) console.log(`HTTP throughput at concurrency ${HTTP_CONCURRENCY}: group-wide ${http.throughput.group.split(',')[0]}; single-site ${http.throughput.single.split(',')[0]}.`)
  const noiseAtEnd = noiseFloor()
  console.log(`Load average at the end: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}; noise floor p50 ${ms(noiseAtEnd.p50)}, p95 ${ms(noiseAtEnd.p95)}, p99 ${ms(noiseAtEnd.p99)} ms.`)
}
