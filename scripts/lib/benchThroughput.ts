/**
 * bench:pages' load test with autocannon, warm, the client on the same
 * machine: one car page from the page cache, the same page rendered on every
 * request (a cookie makes the page cache step aside, src/server/pageCache:
 * what every page costs to render), and the health route in the same run,
 * which gives the scale of this machine's HTTP floor at that moment.
 */
import autocannon from 'autocannon'

/** One measured run: its requests per second, what the page cache said of its answers (x-page-cache, counted), and its latencies. */
export type Throughput = { label: string; requestsPerSecond: number; pageCache: string; summary: string }

export type CarPageThroughput = {
  cached: Throughput
  rendered: Throughput
  health: Throughput
}

type Target = { host: string; path: string; headers?: Record<string, string> }

/** Warmed for 3 s unmeasured, then `seconds` measured; what the page cache said of each measured answer (its x-page-cache header) is counted. */
async function hammer(port: number, target: Target, connections: number, seconds: number, label: string): Promise<Throughput> {
  const cacheStates = new Map<string, number>()
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}${target.path}`,
      headers: { host: `${target.host}:${port}`, 'accept-encoding': 'gzip, br', ...target.headers },
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          onResponse: (_status, _body, _context, headers) => {
            const state = String((headers as Record<string, unknown>)['x-page-cache'] ?? 'none')
            cacheStates.set(state, (cacheStates.get(state) ?? 0) + 1)
          },
        },
      ],
    })
  await run(3)
  cacheStates.clear()
  const outcome = await run(seconds)
  return {
    label,
    requestsPerSecond: outcome.requests.average,
    pageCache: [...cacheStates].map(([state, count]) => `${count} ${state}`).join(', '),
    summary: `${outcome.requests.average.toFixed(0)} requests/s on average, latency p50 ${outcome.latency.p50} ms, p97.5 ${outcome.latency.p97_5} ms, p99 ${outcome.latency.p99} ms; ${outcome.non2xx} non-2xx, ${outcome.errors} errors`,
  }
}

/** The car page from the cache and rendered, and the health route. */
export async function carPageThroughput(port: number, site: string, carPath: string, connections: number, seconds: number): Promise<CarPageThroughput> {
  const host = `${site}.localhost`
  const page: Target = { host, path: carPath }
  console.log(`The car page: ${site} ${carPath}.`)
  const cached = await hammer(port, page, connections, seconds, 'car page, from the page cache')
  const rendered = await hammer(port, { ...page, headers: { cookie: 'bench=1' } }, connections, seconds, 'car page, rendered (a cookie)')
  const health = await hammer(port, { host, path: '/api/health' }, connections, seconds, 'health route (/api/health)')
  for (const each of [cached, rendered, health]) console.log(`${each.label}: ${each.summary}; x-page-cache: ${each.pageCache}.`)
  return { cached, rendered, health }
}
