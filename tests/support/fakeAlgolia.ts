import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { IndexSettings } from 'algoliasearch'

import { FakeIndices, type FakeWrite } from './fakeAlgoliaIndices'
import { FakeQueries } from './fakeAlgoliaQueries'

export type { FakeWrite } from './fakeAlgoliaIndices'

export type FakeAlgolia = {
  /** For ALGOLIA_HOSTS: http://127.0.0.1:PORT. */
  address: string
  /** For algoliasearch's `hosts` option. */
  hosts: { url: string; protocol: 'http'; accept: 'readWrite' }[]
  /** Every write applied, in order: record actions (addObject, deleteObject, partialUpdateObjectNoCreate…) and setSettings. */
  writes: FakeWrite[]
  indices: FakeIndices
  close(): Promise<void>
}

type Route = { method: string; pattern: RegExp; answer: (match: string[], body: Record<string, unknown>) => unknown }

/**
 * A local stand-in for Algolia on 127.0.0.1, speaking the parts of its REST
 * API the real algoliasearch v5 client uses for us: batch writes (one index's
 * or several), settings, task status, browse and multi-queries. Tasks are
 * applied at once, so every task reads as published. Queries are answered by
 * the built-in engine's functions over the stored records (./fakeAlgoliaQueries.ts).
 */
export async function startFakeAlgolia(port = 0): Promise<FakeAlgolia> {
  const indices = new FakeIndices()
  const queries = new FakeQueries(indices)
  let taskID = 0
  const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() })
  const batch = (requests: { action: string; body: Record<string, unknown>; indexName?: string }[], indexName?: string) =>
    requests.map(({ action, body, indexName: own }) => indices.apply((indexName ?? own)!, action, body))

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/1\/indexes\/\*\/queries$/, answer: (_m, body) => ({ results: (body.requests as Record<string, unknown>[]).map((request) => queries.search(request)) }) },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/batch$/,
      answer: (_m, body) => {
        const objectIDs = batch(body.requests as never)
        return { taskID: Object.fromEntries([...new Set((body.requests as { indexName: string }[]).map((request) => request.indexName))].map((name) => [name, ++taskID])), objectIDs }
      },
    },
    { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/batch$/, answer: ([name], body) => ({ ...task(), objectIDs: batch(body.requests as never, name) }) },
    { method: 'POST', pattern: /^\/1\/indexes\/([^/]+)\/browse$/, answer: ([name], body) => queries.browse(name!, body) },
    {
      method: 'GET',
      pattern: /^\/1\/indexes\/([^/]+)\/settings$/,
      answer: ([name]) => (indices.exists(name!) ? (indices.settings(name!) ?? {}) : new FakeError(404, 'Index does not exist')),
    },
    {
      method: 'PUT',
      pattern: /^\/1\/indexes\/([^/]+)\/settings$/,
      answer: ([name], body) => {
        indices.setSettings(name!, body as IndexSettings)
        return task()
      },
    },
    { method: 'GET', pattern: /^\/1\/(?:indexes\/[^/]+\/)?task\/\d+$/, answer: () => ({ status: 'published', pendingTask: false }) },
  ]

  const server = createServer((request, response) => {
    void handle(request, response, routes)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    address: `http://${url}`,
    hosts: [{ url, protocol: 'http', accept: 'readWrite' }],
    writes: indices.writes,
    indices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

class FakeError {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

async function handle(request: IncomingMessage, response: ServerResponse, routes: Route[]): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  let text = ''
  for await (const chunk of request) text += String(chunk)
  const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const path = decodeURIComponent(url.pathname)
  for (const route of routes) {
    const match = route.method === request.method ? route.pattern.exec(path) : null
    if (!match) continue
    try {
      const answer = route.answer(match.slice(1), text ? (JSON.parse(text) as Record<string, unknown>) : {})
      if (answer instanceof FakeError) return void reply(answer.status, { message: answer.message, status: answer.status })
      return void reply(200, answer)
    } catch (error) {
      return void reply(400, { message: error instanceof Error ? error.message : String(error), status: 400 })
    }
  }
  reply(404, { message: `the fake Algolia does not serve ${request.method} ${url.pathname}`, status: 404 })
}
