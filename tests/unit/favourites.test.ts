import { describe, expect, it } from 'vitest'

import { favouriteMode, favouriteOf, readFavourites, showsFavouriteToggle, toggleFavourite, watchlistSignInHref, type Favourite } from '@/domain/favourites'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@/domain/site-settings'

const watchlist = (changes: Partial<SiteSettings['watchlist']>) => ({ watchlist: { ...DEFAULT_SITE_SETTINGS.watchlist, ...changes } })
const usedCar = { car_type: 'used' as const, price: 24_990, primary_image_url: '/stock-media/hilux-front.webp' }
const hilux: Favourite = { id: 'C1', name: '2021 Toyota HiLux SR5', slug: '2021-toyota-hilux-sr5-c1', make: 'Toyota', model: 'HiLux', primary_image_url: '/stock-media/hilux-front.webp' }
const corolla: Favourite = { ...hilux, id: 'C2', name: '2020 Toyota Corolla Ascent', slug: '2020-toyota-corolla-c2', model: 'Corolla' }

describe('who gets a favourite toggle', () => {
  it('the garage is enabled per site: server watchlist, kept on the device, or off', () => {
    expect(favouriteMode(usedCar, watchlist({ mode: 'server' }))).toBe('server')
    expect(favouriteMode(usedCar, watchlist({ mode: 'device' }))).toBe('device')
    expect(favouriteMode(usedCar, watchlist({ mode: 'off' }))).toBeNull()
    expect(favouriteMode({ car_type: 'new', price: null }, DEFAULT_SITE_SETTINGS)).toBe('device')
  })

  it('on some sites only for used cars with price above 0 and an image', () => {
    const strict = watchlist({ mode: 'device', usedCarsWithPriceAndImageOnly: true })
    expect(favouriteMode(usedCar, strict)).toBe('device')
    expect(favouriteMode({ ...usedCar, car_type: 'new' }, strict)).toBeNull()
    expect(favouriteMode({ ...usedCar, car_type: 'demo' }, strict)).toBeNull()
    expect(favouriteMode({ ...usedCar, price: 0 }, strict)).toBeNull()
    expect(favouriteMode({ ...usedCar, price: 1 }, strict)).toBe('device')
    expect(favouriteMode({ ...usedCar, price: null }, strict)).toBeNull()
    expect(favouriteMode({ ...usedCar, primary_image_url: null }, strict)).toBeNull()
    expect(favouriteMode({ ...usedCar, primary_image_url: '' }, strict)).toBeNull()
  })

  it('a sold car that is not saved shows no save button; a saved sold car can still be removed', () => {
    expect(showsFavouriteToggle({ status: 'sold' }, false)).toBe(false)
    expect(showsFavouriteToggle({ status: 'in_stock', sold: true }, false)).toBe(false)
    expect(showsFavouriteToggle({ status: 'sold' }, true)).toBe(true)
    expect(showsFavouriteToggle({ status: 'in_stock' }, false)).toBe(true)
    expect(showsFavouriteToggle({ status: 'coming_soon' }, false)).toBe(true)
  })

  it('a signed-out visitor is sent to /sign-in?type=watchlist&redirect={path}&back={path}', () => {
    expect(watchlistSignInHref('/cars/2021-toyota-hilux-sr5-c1')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2F2021-toyota-hilux-sr5-c1&back=%2Fcars%2F2021-toyota-hilux-sr5-c1')
    expect(watchlistSignInHref('/search/toyota?page=2')).toBe('/sign-in?type=watchlist&redirect=%2Fsearch%2Ftoyota%3Fpage%3D2&back=%2Fsearch%2Ftoyota%3Fpage%3D2')
  })
})

describe('favourites kept on the device', () => {
  it('keeps id, name, slug, make, model and primary_image_url; saving applies at once, newest first, and saving again removes', () => {
    const first = toggleFavourite([], hilux)
    expect(first).toEqual({ favourites: [hilux], added: true })
    const second = toggleFavourite(first.favourites, corolla)
    expect(second).toEqual({ favourites: [corolla, hilux], added: true })
    expect(toggleFavourite(second.favourites, hilux)).toEqual({ favourites: [corolla], added: false })
  })

  it('an entry is made of the car’s id, name (else the card title), slug, make, model, photo and its price when saved', () => {
    const car = { objectID: 'C1', id: 'C1', name: '2021 Toyota HiLux SR5', slug: '2021-toyota-hilux-sr5-c1', make: 'Toyota', model: 'HiLux', primary_image_url: '/stock-media/hilux-front.webp', price: 24_990 }
    expect(favouriteOf(car, 'title')).toEqual({ ...hilux, price: 24_990 })
    expect(favouriteOf({ ...car, objectID: undefined, id: 77, name: ' ', primary_image_url: '', price: null }, '2021 Toyota HiLux SR5')).toEqual({ ...hilux, id: '77', primary_image_url: null, price: null })
  })

  it('reads back what it wrote and ignores anything else in the store', () => {
    expect(readFavourites(JSON.stringify([hilux, corolla]))).toEqual([hilux, corolla])
    expect(readFavourites(JSON.stringify([hilux, { id: 3 }, null, 'x', { ...corolla, primary_image_url: null }]))).toEqual([hilux, { ...corolla, primary_image_url: null }])
    expect(readFavourites(null)).toEqual([])
    expect(readFavourites('not json')).toEqual([])
    expect(readFavourites('{"id":"C1"}')).toEqual([])
    // Entries saved before the price was kept read as they are; a price that is not a number is not ours.
    expect(readFavourites(JSON.stringify([{ ...hilux, price: 24_990 }, { ...corolla, price: '24990' }]))).toEqual([{ ...hilux, price: 24_990 }])
  })
})
