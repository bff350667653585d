import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { closeToast, pauseToast, resumeToast, shownToast, showToast, subscribeToToast } from '@/components/watchlist/toastStore'
import { removedToast as removedFor, savedToast as savedFor, toastEdge } from '@/domain/watchlistToasts'

const car = { one: 'car' }
const savedToast = (name: string) => savedFor(name, car, 'server')
const removedToast = (name: string) => removedFor(name, car, 'server')

const hilux = '2021 Toyota HiLux SR5'
const corolla = '2020 Toyota Corolla Ascent'

describe('the watchlist toasts', () => {
  it('a save: "Car Saved In Watchlist", naming the car, with a View List action', () => {
    expect(savedToast(hilux)).toEqual({ title: 'Car Saved In Watchlist', body: '2021 Toyota HiLux SR5 is now available in your watchlist', actionLabel: 'View List', actionHref: '/watchlist' })
  })

  it('a removal: "Car Removed", naming the car, with a View List action', () => {
    expect(removedToast(hilux)).toEqual({ title: 'Car Removed', body: '2021 Toyota HiLux SR5 is no longer in your watchlist', actionLabel: 'View List', actionHref: '/watchlist' })
  })

  it('in the site’s word for what it sells: a caravan dealer saves caravans', () => {
    expect(savedFor('2019 Jayco Starcraft', { one: 'caravan' }, 'server').title).toBe('Caravan Saved In Watchlist')
    expect(removedFor('2019 Jayco Starcraft', { one: 'caravan' }, 'server').title).toBe('Caravan Removed')
  })

  it('sites that keep favourites on the device say favourites, as their header does', () => {
    expect(savedFor(hilux, car, 'device')).toEqual({ title: 'Car Saved In Favourites', body: '2021 Toyota HiLux SR5 is now available in your favourites', actionLabel: 'View List', actionHref: '/watchlist' })
    expect(removedFor(hilux, car, 'device').body).toBe('2021 Toyota HiLux SR5 is no longer in your favourites')
  })

  it('shows at the foot of the screen, or at the top when the heart tapped is in its lower half', () => {
    expect(toastEdge({ top: 100, bottom: 144 }, 844)).toBe('bottom')
    expect(toastEdge({ top: 600, bottom: 644 }, 844)).toBe('top')
    expect(toastEdge(null, 844)).toBe('bottom')
  })
})

describe('the toast list holds one toast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    closeToast()
    vi.useRealTimers()
  })

  it('a new toast replaces the current one, and each is told apart to be announced', () => {
    const changes = vi.fn<() => void>()
    const unsubscribe = subscribeToToast(changes)
    showToast(savedToast(hilux))
    const first = shownToast()
    showToast(removedToast(corolla))
    unsubscribe()
    expect(shownToast()).toMatchObject(removedToast(corolla))
    expect(shownToast()?.key).not.toBe(first?.key)
    expect(changes).toHaveBeenCalledTimes(2)
  })

  it('the same toast shown again is a new toast', () => {
    showToast(savedToast(hilux))
    const first = shownToast()
    showToast(savedToast(hilux))
    expect(shownToast()?.key).not.toBe(first?.key)
  })

  it('hides after 6 seconds; a replacing toast gets its own 6 seconds', () => {
    showToast(savedToast(hilux))
    vi.advanceTimersByTime(4_000)
    showToast(removedToast(hilux))
    vi.advanceTimersByTime(4_000)
    expect(shownToast()).toMatchObject(removedToast(hilux))
    vi.advanceTimersByTime(1_999)
    expect(shownToast()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(shownToast()).toBeNull()
  })

  it('stays while the shopper is on it, and gets its 6 seconds again when they leave', () => {
    showToast(savedToast(hilux))
    pauseToast()
    vi.advanceTimersByTime(60_000)
    expect(shownToast()).not.toBeNull()
    resumeToast()
    vi.advanceTimersByTime(5_999)
    expect(shownToast()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(shownToast()).toBeNull()
  })

  it('the close button hides it at once', () => {
    const changes = vi.fn<() => void>()
    showToast(savedToast(hilux))
    const unsubscribe = subscribeToToast(changes)
    closeToast()
    unsubscribe()
    expect(shownToast()).toBeNull()
    expect(changes).toHaveBeenCalledTimes(1)
  })
})
