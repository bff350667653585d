import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'
import { startNextServer } from '../support/nextServer'

const port = inject('serverPort')
const databaseUrl = inject('databaseUrl')

describe('health', () => {
  it('GET /api/health answers 200 with the database state', async () => {
    const response = await request(port, '/api/health')
    expect(response.status).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: { state: 'up', migrationsApplied: expect.any(Number) }, search: { engine: 'built-in' } })
    expect(response.json<{ database: { migrationsApplied: number } }>().database.migrationsApplied).toBeGreaterThan(0)
  })

  it('answers 503 when the database is unreachable', async () => {
    const server = await startNextServer({ port: port + 2, databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none', waitForHealthy: false })
    try {
      const response = await request(server.port, '/api/health')
      expect(response.status).toBe(503)
      expect(response.json()).toMatchObject({ status: 'unavailable', database: { state: 'down' } })
    } finally {
      await server.stop()
    }
  })
})

describe('a second instance', () => {
  it('pointed at the same DATABASE_URL serves the same sites', async () => {
    const second = await startNextServer({ port: port + 1, databaseUrl })
    try {
      for (const slug of ['swan-river-toyota', 'coastal-motors', 'sunshine-caravans']) {
        const [a, b] = await Promise.all([
          request(port, '/', { host: `${slug}.localhost` }),
          request(second.port, '/', { host: `${slug}.localhost` }),
        ])
        expect(b.status).toBe(200)
        const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
        expect(title(b.body)).toBe(title(a.body))
      }
    } finally {
      await second.stop()
    }
  })
})
