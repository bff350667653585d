import { describe, expect, inject, it } from 'vitest'

import { transportHeaders } from '../../src/server/transportSecurity'
import { request } from '../support/http'
import { startNextServer } from '../support/nextServer'
import { ADMIN_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

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
  it('pointed at the same DATABASE_URL serves the same sites; behind a trusted proxy it believes the proxy’s https, and keeps per-request headers out of its page cache', async () => {
    // This one stands behind one proxy of our own (TRUSTED_PROXIES=1), which reports the browser's scheme in X-Forwarded-Proto.
    const second = await startNextServer({ port: port + 1, databaseUrl, env: { TRUSTED_PROXIES: '1' } })
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
      const site = 'swan-river-toyota.localhost'
      const https = { 'x-forwarded-proto': 'https' }
      expect(Object.keys(transportHeaders(true)).length).toBeGreaterThan(0)
      // Every header the server adds for how the request came in: sent over https, never replayed from the cache to plain http.
      for (const [name, value] of Object.entries(transportHeaders(true))) {
        const address = `/?per-request=${name}-${Date.now()}`
        expect((await request(second.port, address, { host: site, headers: https })).headers[name], name).toBe(value)
        const cached = await request(second.port, address, { host: site })
        expect(cached.headers['x-page-cache'], name).toBe('hit')
        expect(cached.headers[name], name).toBeUndefined()
        expect((await request(second.port, address, { host: site, headers: https })).headers[name], name).toBe(value)
      }
      // The proxy appends to what the browser sent: only its own (last) entry counts.
      expect((await request(second.port, '/', { host: site, headers: { 'x-forwarded-proto': 'https, http' } })).headers['strict-transport-security']).toBeUndefined()
      const login = await request(second.port, '/api/users/login', { host: 'localhost', method: 'POST', headers: { 'content-type': 'application/json', ...https }, body: JSON.stringify({ email: ADMIN_EMAIL, password: TEST_PASSWORD }) })
      expect(login.headers['set-cookie']?.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/;\s*Secure(;|$)/i)
    } finally {
      await second.stop()
    }
  })
})
