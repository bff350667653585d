import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { importDueStockFeeds } from '../../src/stock/scheduledImports'
import { api, logIn } from '../support/http'
import { EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SITE = 'sunshine-caravans'

let payload: Payload
let siteId: number
let feedFile: string

function car(id: string) {
  return { id, make: 'Jayco', model: 'Journey', car_type: 'used', status: 'in_stock', year: 2021, price: 54990, slug: `scheduled-${id}` }
}

async function setFeed(stockFeed: Record<string, string | null>) {
  await payload.update({ collection: 'tenants', id: siteId, data: { settings: { stockFeed } } as never, overrideAccess: true, context: { disableRevalidate: true } })
}

async function lastImport() {
  const { docs } = await payload.find({ collection: 'stock-imports', where: { tenant: { equals: siteId } }, sort: '-startedAt', limit: 1, overrideAccess: true })
  return docs[0]
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: SITE } }, limit: 1, overrideAccess: true })
  siteId = docs[0]!.id
  feedFile = path.join(mkdtempSync(path.join(tmpdir(), 'scheduled-feed-')), 'feed.ndjson')
  writeFileSync(feedFile, [car('sched-1'), car('sched-2')].map((record) => JSON.stringify(record)).join('\n'))
})

afterAll(async () => {
  // Back to "not set", as the seed has it, so onboarding the demo sites again changes nothing.
  await setFeed({ source: null, schedule: null, mode: null })
  await (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<unknown> } }).pool.query(
    "DELETE FROM stock_vehicles WHERE site_id = $1 AND id LIKE 'sched-%'",
    [siteId],
  )
  await payload.destroy()
})

describe('scheduled stock import', () => {
  it('imports a site’s feed when its schedule is due, records the report, and waits for the next interval', async () => {
    await setFeed({ source: feedFile, schedule: 'hourly', mode: 'delta' })
    const now = new Date()
    const first = await importDueStockFeeds(payload, now)
    expect(first.imported).toContain(SITE)
    const recorded = await lastImport()
    expect(recorded).toMatchObject({ outcome: 'succeeded', trigger: 'schedule', mode: 'delta', source: feedFile, created: 2, rejectedCount: 0 })
    expect(recorded?.summary).toBe(`${SITE}: 2 created, 0 updated, 0 unchanged, 0 removed, 0 rejected`)

    expect((await importDueStockFeeds(payload, new Date(now.getTime() + 30 * 60_000))).imported).not.toContain(SITE)
    expect((await importDueStockFeeds(payload, new Date(now.getTime() + 61 * 60_000))).imported).toContain(SITE)
  })

  it('a feed that cannot be read is recorded as failed and changes nothing', async () => {
    await setFeed({ source: path.join(tmpdir(), 'no-such-feed.ndjson'), schedule: 'every-15-minutes', mode: 'full' })
    const result = await importDueStockFeeds(payload, new Date(Date.now() + 24 * 60 * 60_000))
    expect(result.failed).toContain(SITE)
    const recorded = await lastImport()
    expect(recorded).toMatchObject({ outcome: 'failed', trigger: 'schedule' })
    expect(recorded?.error).toContain('no-such-feed.ndjson')
  })

  it('dealer editors see their site’s imports in the admin, read-only', async () => {
    const editor = await logIn(port, EDITOR_EMAIL(SITE), TEST_PASSWORD)
    const list = await api(port, '/api/stock-imports?sort=-startedAt&limit=5&depth=0', { token: editor.token })
    expect(list.status).toBe(200)
    const { docs } = list.json<{ docs: { summary: string; tenant: number }[] }>()
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.tenant === siteId)).toBe(true)
    const forged = await api(port, '/api/stock-imports', { token: editor.token, method: 'POST', body: { summary: 'forged', tenant: siteId } })
    expect(forged.status).toBe(403)
  })
})
