import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'

import { IndexWarmUp, SITES_RELIST_MS } from '../../src/search/builtIn/warmUp'
import { warmUpOrder } from '../../src/search/builtIn/warmUpOrder'

describe('warmUpOrder', () => {
  it('builds the smallest sites first and the largest last', () => {
    const sites = [
      { siteId: 1, slug: 'group', cars: 40_000 },
      { siteId: 2, slug: 'yard', cars: 120 },
      { siteId: 3, slug: 'empty', cars: 0 },
      { siteId: 4, slug: 'franchise', cars: 900 },
    ]
    expect(warmUpOrder(sites).map((site) => site.slug)).toEqual(['empty', 'yard', 'franchise', 'group'])
  })

  it('orders sites of the same size by id, the same on every instance', () => {
    const sites = [
      { siteId: 9, slug: 'b', cars: 50 },
      { siteId: 3, slug: 'a', cars: 50 },
    ]
    expect(warmUpOrder(sites).map((site) => site.siteId)).toEqual([3, 9])
  })
})

/** A store that builds on demand, as SiteIndexStore does, recording the order of builds. */
function fakeStore() {
  const built = new Set<number>()
  const order: number[] = []
  let release: () => void = () => undefined
  let gate: Promise<void> = Promise.resolve()
  return {
    order,
    hold() {
      gate = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
    store: {
      builds: 0,
      isBuilt: (siteId: number) => built.has(siteId),
      async get(siteId: number) {
        if (!built.has(siteId)) {
          await gate
          if (!built.has(siteId)) {
            built.add(siteId)
            order.push(siteId)
            this.builds += 1
          }
        }
        return {} as never
      },
    },
  }
}

const poolListing = (rows: { id: number; slug: string; cars: string }[]) => ({ query: async () => ({ rows }) }) as unknown as Pool
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('IndexWarmUp', () => {
  const rows = [
    { id: 1, slug: 'group', cars: '40000' },
    { id: 2, slug: 'yard', cars: '120' },
  ]

  it('builds every site once, smallest first, and then reports ready', async () => {
    const fake = fakeStore()
    const warmUp = new IndexWarmUp(fake.store, poolListing(rows), () => undefined)
    expect(warmUp.readiness()).toMatchObject({ engine: 'built-in', ready: false, sitesTotal: null })
    warmUp.start()
    warmUp.start()
    await settle()
    expect(fake.order).toEqual([2, 1])
    expect(warmUp.readiness()).toEqual({ engine: 'built-in', sitesReady: 2, sitesTotal: 2, ready: true, builds: 2 })
  })

  it('names the site it is building while the build runs', async () => {
    const fake = fakeStore()
    fake.hold()
    const warmUp = new IndexWarmUp(fake.store, poolListing(rows), () => undefined)
    warmUp.start()
    await settle()
    expect(warmUp.readiness()).toMatchObject({ sitesReady: 0, sitesTotal: 2, ready: false, building: 'yard' })
    fake.release()
    await settle()
    expect(warmUp.readiness()).toMatchObject({ sitesReady: 2, ready: true })
    expect(warmUp.readiness()).not.toHaveProperty('building')
  })

  it('does not build again a site a shopper searched first', async () => {
    const fake = fakeStore()
    await fake.store.get(1)
    const warmUp = new IndexWarmUp(fake.store, poolListing(rows), () => undefined)
    warmUp.start()
    await settle()
    expect(fake.order).toEqual([1, 2])
    expect(warmUp.readiness()).toMatchObject({ ready: true, builds: 2 })
  })

  it('counts sites created after the start once its list is older than SITES_RELIST_MS, builds them, and drops deleted ones', async () => {
    const fake = fakeStore()
    const listed = [...rows]
    const pool = { query: async () => ({ rows: listed }) } as unknown as Pool
    let now = 1_000_000
    const lines: string[] = []
    const warmUp = new IndexWarmUp(fake.store, pool, (line) => lines.push(line), () => now)
    warmUp.start()
    await settle()
    // Two sites are created, on this instance or another, and one is deleted.
    listed.push({ id: 3, slug: 'harbour-auto', cars: '0' }, { id: 4, slug: 'bay-caravans', cars: '0' })
    listed.splice(0, 1)
    now += SITES_RELIST_MS - 1
    expect(warmUp.readiness()).toMatchObject({ sitesReady: 2, sitesTotal: 2, ready: true })
    await settle()
    expect(fake.order).toEqual([2, 1])
    now += 2
    warmUp.readiness()
    await settle()
    expect(warmUp.readiness()).toEqual({ engine: 'built-in', sitesReady: 3, sitesTotal: 3, ready: true, builds: 4 })
    expect(fake.order).toEqual([2, 1, 3, 4])
    expect(lines.at(-1)).toContain('harbour-auto, bay-caravans')
  })
})
