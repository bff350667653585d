/**
 * bench:search's HTTP layer: the query mixes at POST /api/search on the
 * production server, one at a time and then several at a time, after checking
 * that the server answers what the engine answered.
 */
import { runConcurrently, searchClient, startServer } from './benchHttp'
import type { BenchRequest } from './benchQueries'
import { GROUP_SLUG } from './benchStock'
import { heading, ms, summarise, table, type Summary } from './benchStats'

export interface SearchHttpRun {
  databaseUrl: string
  /** Every request of both mixes, and each mix on its own. */
  requests: BenchRequest[]
  groupRequests: BenchRequest[]
  singleRequests: BenchRequest[]
  /** The single-site mix's request shapes, by label. */
  shapes: string[]
  /** Each mix with its number of rounds in the engine's run; HTTP runs half as many. */
  rounds: [BenchRequest[], number][]
  /** The rounds of the group mix asked for (--rounds). */
  groupRounds: number
  concurrency: number
  /** The nbHits of each request's main query in the engine, which the server must answer too. */
  engineHits: Map<BenchRequest, number>
}

export interface SearchHttpFigures {
  summary: { group: Summary; single: Summary }
  throughput: { group: string; single: string }
}

/** Runs the production server on the bench database (`stale`: the build is older than the sources, which is noted) and times the mixes. */
export async function benchSearchHttp(
  { databaseUrl, requests, groupRequests, singleRequests, shapes, rounds, groupRounds, concurrency, engineHits }: SearchHttpRun,
  stale: boolean,
): Promise<SearchHttpFigures> {
  heading('HTTP: POST /api/search on the production server')
  if (stale) console.log('Note: the build is older than the sources (npm run build refreshes it); these figures measure the build.')
  const server = await startServer(databaseUrl)
  const client = searchClient(server.port, concurrency)
  try {
    const samples = new Map<BenchRequest, number[]>(requests.map((request) => [request, []]))
    const bytes = new Map<BenchRequest, number>()
    const ask = async (request: BenchRequest) => {
      const started = performance.now()
      const response = await client.post(`${request.siteSlug}.localhost`, request.body)
      const elapsed = performance.now() - started
      if (response.status !== 200) throw new Error(`${request.siteSlug} ${request.label}: HTTP ${response.status} ${response.body.slice(0, 300)}`)
      return { elapsed, response }
    }
    // Warm-up, and proof that the server answers what the engine answered.
    const coldGroup = (await ask(requests.find((request) => request.siteSlug === GROUP_SLUG)!)).elapsed
    const mismatches: string[] = []
    for (const request of requests) {
      const { response } = await ask(request)
      bytes.set(request, Buffer.byteLength(response.body))
      const hits = (JSON.parse(response.body) as { results: { nbHits: number }[] }).results[0]!.nbHits
      if (hits !== engineHits.get(request)) mismatches.push(`${request.siteSlug} ${request.label}: ${hits} over HTTP, ${engineHits.get(request)} in the engine`)
    }
    console.log(`Server ready; first search on the group host (index build in the server) ${ms(coldGroup)} ms.`)
    console.log(`${mismatches.length} of ${requests.length} requests answered a different nbHits than the engine did${mismatches.length ? ' (a car sold 3 days ago leaves the listing as time passes)' : ''}.`)
    for (const line of mismatches.slice(0, 5)) console.log(`  ${line}`)
    // The route's floor: proxy, route, Payload, site lookup and a 400, with no search at all.
    const floor: number[] = []
    for (let at = 0; at < 100; at++) {
      const started = performance.now()
      const response = await client.post(`${GROUP_SLUG}.localhost`, '{not json')
      floor.push(performance.now() - started)
      if (response.status !== 400) throw new Error(`a malformed body answered ${response.status}, not 400`)
    }
    const floorSummary = summarise(floor)
    console.log(`The route's floor (a malformed body answered 400 after the site lookup, no search): p50 ${ms(floorSummary.p50)} ms, p95 ${ms(floorSummary.p95)} ms.`)
    for (const [list, count] of rounds) {
      for (let round = 0; round < Math.max(1, Math.round(count / 2)); round++) {
        for (const request of list) samples.get(request)!.push((await ask(request)).elapsed)
      }
    }
    const summary = {
      group: summarise(groupRequests.flatMap((request) => samples.get(request)!)),
      single: summarise(singleRequests.flatMap((request) => samples.get(request)!)),
    }
    console.log(
      table(
        ['request, one at a time', 'p50', 'p95', 'p99', 'response'],
        [
          ...groupRequests.map((request) => {
            const s = summarise(samples.get(request)!)
            return [`group: ${request.label}`, ms(s.p50), ms(s.p95), ms(s.p99), `${((bytes.get(request) ?? 0) / 1024).toFixed(0)} KB`]
          }),
          ...shapes.map((label) => {
            const list = singleRequests.filter((request) => request.label === label)
            const s = summarise(list.flatMap((request) => samples.get(request)!))
            const size = list.reduce((total, request) => total + (bytes.get(request) ?? 0), 0) / list.length
            return [`small sites: ${label}`, ms(s.p50), ms(s.p95), ms(s.p99), `${(size / 1024).toFixed(0)} KB`]
          }),
        ],
      ),
    )
    const load = async (list: BenchRequest[], repeat: number) => {
      const jobs = Array.from({ length: repeat }, () => list).flat()
      const latencies: number[] = []
      const wall = await runConcurrently(jobs, concurrency, async (request) => void latencies.push((await ask(request)).elapsed))
      const queries = jobs.reduce((total, request) => total + request.queries, 0)
      const s = summarise(latencies)
      return `${((jobs.length / wall) * 1000).toFixed(0)} requests/s (${((queries / wall) * 1000).toFixed(0)} queries/s), p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms under load`
    }
    const throughput = { group: await load(groupRequests, Math.max(4, groupRounds / 2)), single: await load(singleRequests, 2) }
    console.log(`\n${concurrency} at a time, group-wide mix: ${throughput.group}`)
    console.log(`${concurrency} at a time, single-site mix: ${throughput.single}`)
    return { summary, throughput }
  } finally {
    client.close()
    await server.stop()
  }
}
