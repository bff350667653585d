/**
 * The HTTP layer of bench:search: the production server (scripts/serve.ts, which
 * needs `npm run build`) against the bench database, and POST /api/search on
 * a site's host over keep-alive connections.
 */
import { existsSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { buildIsCurrent } from '../../src/server/build'
import { startNextServer, type RunningServer } from '../../tests/support/nextServer'

/** Whether a production build exists, and whether it was made from the current sources. */
export function buildState(root = process.cwd()): 'missing' | 'current' | 'stale' {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'missing'
  return buildIsCurrent(root) ? 'current' : 'stale'
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The production server on a free port against `databaseUrl`, with the jobs queue off so only searches use the CPU. */
export async function startServer(databaseUrl: string): Promise<RunningServer> {
  process.env.FORECOURT_RUN_JOBS = 'false'
  return startNextServer({ port: await freePort(), databaseUrl })
}

export type SearchClient = {
  post: (host: string, body: string) => Promise<{ status: number; body: string }>
  close: () => void
}

/**
 * POSTs to /api/search with a chosen Host header (Node's fetch would replace
 * it), over at most `sockets` keep-alive connections, as a browser reuses its
 * connection.
 */
export function searchClient(port: number, sockets: number): SearchClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  const post = (host: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/api/search', method: 'POST', agent, headers: { host: `${host}:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
          res.on('error', reject)
        },
      )
      req.once('error', reject)
      req.end(body)
    })
  return { post, close: () => agent.destroy() }
}

/** Runs `jobs` with `workers` in flight at a time; returns the wall time in ms. */
export async function runConcurrently<T>(jobs: T[], workers: number, run: (job: T) => Promise<void>): Promise<number> {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) await run(jobs[next++]!)
    }),
  )
  return performance.now() - started
}
