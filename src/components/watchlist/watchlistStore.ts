import { WATCHLIST_FAILURE_MESSAGE } from '@/domain/watchlistToasts'

/**
 * The signed-in shopper's watchlist on this page, for
 * useSyncExternalStore. Pages are cached and the same for everyone, so the
 * browser asks who is signed in and which cars they saved: once per page
 * load (GET /api/watchlist, when the first toggle subscribes), and every
 * toggle on the page, cards and the car page, reads that one answer.
 *
 * A save or removal applies at once to every toggle of the car, then the
 * server confirms it, or refuses and it is undone. While a car's request is
 * out, another click on that car is ignored, so the two cannot cross.
 */

/** The shopper's phone number (null when signed out or without one: they cannot save) and the ids of the cars they saved. */
export type Watchlist = { phoneNumber: string | null; carIds: ReadonlySet<string> }

/** What a click came to: confirmed, refused with a reason to show, or ignored (the car's last click is still out). */
export type WatchlistChange = { outcome: 'saved' | 'removed' | 'ignored' } | { outcome: 'failed'; message: string }

export type WatchlistStore = {
  subscribe: (onChange: () => void) => () => void
  /** Undefined until GET /api/watchlist answers; it stays so when that fails, leaving the sign-in link. */
  snapshot: () => Watchlist | undefined
  saveOrRemove: (carId: string) => Promise<WatchlistChange>
}

export function createWatchlistStore(fetcher: typeof fetch): WatchlistStore {
  const listeners = new Set<() => void>()
  const carsInFlight = new Set<string>()
  let watchlist: Watchlist | undefined
  let asked = false

  function update(next: Watchlist): void {
    watchlist = next
    for (const listener of listeners) listener()
  }

  async function load(): Promise<void> {
    try {
      const response = await fetcher('/api/watchlist', { cache: 'no-store', headers: { accept: 'application/json' } })
      if (response.ok) update(readWatchlist(await response.json()))
    } catch {
      // Not known is not signed in: the sign-in link stays, and works either way.
    }
  }

  function setSaved(carId: string, saved: boolean): void {
    if (!watchlist) return
    const carIds = new Set(watchlist.carIds)
    if (saved) carIds.add(carId)
    else carIds.delete(carId)
    update({ ...watchlist, carIds })
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange)
      if (!asked) {
        asked = true
        void load()
      }
      return () => {
        listeners.delete(onChange)
      }
    },
    snapshot: () => watchlist,
    async saveOrRemove(carId) {
      const phoneNumber = watchlist?.phoneNumber
      if (!watchlist || !phoneNumber || carsInFlight.has(carId)) return { outcome: 'ignored' }
      const saving = !watchlist.carIds.has(carId)
      carsInFlight.add(carId)
      setSaved(carId, saving)
      const refusal = await post(fetcher, saving ? 'save-car' : 'remove-car', { phone_number: phoneNumber, car_id: carId })
      carsInFlight.delete(carId)
      if (refusal === null) return { outcome: saving ? 'saved' : 'removed' }
      setSaved(carId, !saving)
      return { outcome: 'failed', message: refusal }
    },
  }
}

/** The page's one store; fetch is looked up at call time, so tests and polyfills that replace it are used. */
export const shopperWatchlist = createWatchlistStore((input, init) => fetch(input, init))

/** The shopper as GET /api/watchlist tells it; car ids are read as strings, as the page's cars carry them. */
function readWatchlist(answer: unknown): Watchlist {
  const { signed_in, phone_number, car_ids } = (answer ?? {}) as Record<string, unknown>
  const phoneNumber = signed_in === true && typeof phone_number === 'string' && phone_number.trim() !== '' ? phone_number : null
  return { phoneNumber, carIds: new Set(Array.isArray(car_ids) ? car_ids.map(String) : []) }
}

/** Null when the server confirms the change, else the reason to show the shopper. */
async function post(fetcher: typeof fetch, action: 'save-car' | 'remove-car', body: { phone_number: string; car_id: string }): Promise<string | null> {
  try {
    const response = await fetcher(`/api/watchlist/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null
    if (response.ok && answer?.success === true) return null
    return typeof answer?.message === 'string' && answer.message.trim() !== '' ? answer.message : WATCHLIST_FAILURE_MESSAGE
  } catch {
    return WATCHLIST_FAILURE_MESSAGE
  }
}
