import { describe, expect, it, vi } from 'vitest'

import { createWatchlistStore, type WatchlistStore } from '@/components/watchlist/watchlistStore'

type Shopper = { signed_in: boolean; phone_number: string | null; car_ids: unknown[] }

const signedIn: Shopper = { signed_in: true, phone_number: '0412 345 678', car_ids: ['123'] }

/**
 * A server answering GET /api/watchlist with `shopper`, and each POST when
 * the test says: `answer(response)` answers the oldest open POST.
 */
function fakeServer(shopper: Shopper) {
  const open: ((response: Response | Error) => void)[] = []
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    if (init?.method !== 'POST') return Promise.resolve(Response.json(shopper))
    return new Promise((resolve, reject) => open.push((response) => (response instanceof Error ? reject(response) : resolve(response))))
  })
  const answer = (response: Response | Error) => open.shift()?.(response)
  const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as unknown }))
  return { fetch, answer, posts }
}

async function loaded(shopper: Shopper = signedIn) {
  const server = fakeServer(shopper)
  const store = createWatchlistStore(server.fetch)
  store.subscribe(() => undefined)
  await vi.waitFor(() => expect(store.snapshot()).toBeDefined())
  return { ...server, store }
}

const savedIds = (store: WatchlistStore) => [...(store.snapshot()?.carIds ?? [])]

describe('the saved state is fetched in the browser, once per page', () => {
  it('one GET /api/watchlist, not cached, is shared by every toggle on the page', async () => {
    const { fetch } = fakeServer(signedIn)
    const store = createWatchlistStore(fetch)
    const readers = [vi.fn<() => void>(), vi.fn<() => void>(), vi.fn<() => void>()]
    for (const reader of readers) store.subscribe(reader)
    expect(store.snapshot()).toBeUndefined()
    await vi.waitFor(() => expect(store.snapshot()).toBeDefined())
    store.subscribe(vi.fn<() => void>())
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('/api/watchlist', expect.objectContaining({ cache: 'no-store' }))
    for (const reader of readers) expect(reader).toHaveBeenCalledTimes(1)
    expect(store.snapshot()).toEqual({ phoneNumber: '0412 345 678', carIds: new Set(['123']) })
  })

  it('car ids are read as strings, as the page has them', async () => {
    const { store } = await loaded({ ...signedIn, car_ids: [123, '456'] })
    expect(savedIds(store)).toEqual(['123', '456'])
  })

  it('a shopper signed out, or without a phone number, cannot save: nothing is posted', async () => {
    for (const shopper of [{ signed_in: false, phone_number: null, car_ids: [] }, { ...signedIn, phone_number: null }, { ...signedIn, phone_number: ' ' }]) {
      const { store, posts } = await loaded(shopper)
      expect(store.snapshot()?.phoneNumber).toBeNull()
      expect(await store.saveOrRemove('456')).toEqual({ outcome: 'ignored' })
      expect(posts()).toEqual([])
    }
  })

  it('a failed GET leaves the shopper unknown (the sign-in link stays)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ message: 'down' }, { status: 503 }))
    const store = createWatchlistStore(fetch)
    store.subscribe(() => undefined)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(store.snapshot()).toBeUndefined()
  })
})

describe('saving and removing: applied at once, then confirmed by the server', () => {
  it('a save shows at once, posts save-car with the phone number and car id, and is confirmed', async () => {
    const { store, posts, answer } = await loaded()
    const reader = vi.fn<() => void>()
    store.subscribe(reader)
    const change = store.saveOrRemove('456')
    expect(savedIds(store)).toEqual(['123', '456'])
    expect(reader).toHaveBeenCalledTimes(1)
    expect(posts()).toEqual([{ url: '/api/watchlist/save-car', body: { phone_number: '0412 345 678', car_id: '456' } }])
    answer(Response.json({ success: true }))
    expect(await change).toEqual({ outcome: 'saved' })
    expect(savedIds(store)).toEqual(['123', '456'])
  })

  it('a removal shows at once and posts remove-car', async () => {
    const { store, posts, answer } = await loaded()
    const change = store.saveOrRemove('123')
    expect(savedIds(store)).toEqual([])
    answer(Response.json({ success: true }))
    expect(await change).toEqual({ outcome: 'removed' })
    expect(posts()).toEqual([{ url: '/api/watchlist/remove-car', body: { phone_number: '0412 345 678', car_id: '123' } }])
  })

  it('a refused save is undone, with the server’s message to alert', async () => {
    const { store, answer } = await loaded()
    const change = store.saveOrRemove('456')
    answer(Response.json({ success: false, message: 'This car is no longer available.' }, { status: 409 }))
    expect(await change).toEqual({ outcome: 'failed', message: 'This car is no longer available.' })
    expect(savedIds(store)).toEqual(['123'])
  })

  it('a refused removal is undone: the car is saved again', async () => {
    const { store, answer } = await loaded()
    const change = store.saveOrRemove('123')
    answer(Response.json({ success: false, message: 'Please sign in again.' }, { status: 401 }))
    expect(await change).toEqual({ outcome: 'failed', message: 'Please sign in again.' })
    expect(savedIds(store)).toEqual(['123'])
  })

  it('a network failure, or an answer without a reason, is undone with a readable message', async () => {
    const { store, answer } = await loaded()
    const offline = store.saveOrRemove('456')
    answer(new TypeError('Failed to fetch'))
    expect(await offline).toEqual({ outcome: 'failed', message: 'Your watchlist could not be updated. Please try again.' })
    const unsuccessful = store.saveOrRemove('456')
    answer(Response.json({ success: false }))
    expect(await unsuccessful).toEqual({ outcome: 'failed', message: 'Your watchlist could not be updated. Please try again.' })
    const notJson = store.saveOrRemove('456')
    answer(new Response('Bad gateway', { status: 502 }))
    expect(await notJson).toEqual({ outcome: 'failed', message: 'Your watchlist could not be updated. Please try again.' })
    expect(savedIds(store)).toEqual(['123'])
  })

  it('a second click on a car while its request is out is ignored; another car is not held up', async () => {
    const { store, posts, answer } = await loaded()
    const first = store.saveOrRemove('456')
    expect(await store.saveOrRemove('456')).toEqual({ outcome: 'ignored' })
    expect(savedIds(store)).toEqual(['123', '456'])
    const other = store.saveOrRemove('123')
    expect(posts().map(({ url }) => url)).toEqual(['/api/watchlist/save-car', '/api/watchlist/remove-car'])
    answer(Response.json({ success: true }))
    answer(Response.json({ success: true }))
    expect(await first).toEqual({ outcome: 'saved' })
    expect(await other).toEqual({ outcome: 'removed' })
    const again = store.saveOrRemove('456')
    answer(Response.json({ success: true }))
    expect(await again).toEqual({ outcome: 'removed' })
    expect(savedIds(store)).toEqual([])
  })
})
