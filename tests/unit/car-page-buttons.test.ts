import { describe, expect, it } from 'vitest'

import { carCardButtons, carIsReservable, carPageButtons, tradeInValuationShows } from '@/domain/carPageButtons'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@/domain/site-settings'

const car = { id: 'C1', slug: '2024-toyota-hilux-c1', car_type: 'used' as const, status: 'in_stock', sold: false, reserved: false, price: 30_000, file: null as string | null }
const settings = (changes: Partial<SiteSettings> = {}): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...changes })
const kinds = (buttons: { kind: string }[]) => buttons.map((button) => button.kind)

describe('car page buttons', () => {
  it('by default: the finance quote only', () => {
    expect(carPageButtons(car, settings())).toEqual([{ kind: 'finance', label: 'Get Finance Quote', href: '/finance?car_id=C1&car_type=used#finance-form' }])
  })

  it('the history report only when the car has a file', () => {
    expect(kinds(carPageButtons({ ...car, file: 'https://reports.example.com/C1.pdf' }, settings()))).toContain('history-report')
    expect(kinds(carPageButtons({ ...car, file: '' }, settings()))).not.toContain('history-report')
  })

  it('trade-in valuation: the feature, in stock, not sold or reserved, price above $200', () => {
    const on = settings({ tradeInValuation: true })
    expect(tradeInValuationShows(car, on)).toBe(true)
    expect(tradeInValuationShows({ ...car, price: 200 }, on)).toBe(false)
    expect(tradeInValuationShows({ ...car, status: 'coming_soon' }, on)).toBe(false)
    expect(tradeInValuationShows({ ...car, reserved: true }, on)).toBe(false)
    expect(tradeInValuationShows({ ...car, sold: true }, on)).toBe(false)
    expect(tradeInValuationShows(car, settings())).toBe(false)
  })

  it('reserve on the site’s route for available cars not yet reserved; online purchase for available used cars; print PDF where offered', () => {
    const all = settings({ reserveOnline: { ...DEFAULT_SITE_SETTINGS.reserveOnline, enabled: true, routeName: 'buy-online' }, checkoutJourney: true, printPdf: true, finance: { ...DEFAULT_SITE_SETTINGS.finance, hideEstimates: true } })
    expect(carPageButtons(car, all).map(({ kind, href }) => [kind, href])).toEqual([
      ['reserve', '/cars/2024-toyota-hilux-c1/buy-online'],
      ['online-purchase', '/checkout-journey?car_id=2024-toyota-hilux-c1'],
      ['print-pdf', '/cars/2024-toyota-hilux-c1.pdf'],
    ])
    expect(kinds(carPageButtons({ ...car, reserved: true }, all))).not.toContain('reserve')
    // The site says which car types may be reserved.
    const newOnly = settings({ ...all, reserveOnline: { ...all.reserveOnline, carTypes: ['new'] } })
    expect(kinds(carPageButtons(car, newOnly))).not.toContain('reserve')
    expect(kinds(carPageButtons({ ...car, car_type: 'new' }, newOnly))).toContain('reserve')
    expect(kinds(carPageButtons({ ...car, car_type: 'new' }, all))).not.toContain('online-purchase')
    expect(kinds(carPageButtons({ ...car, status: 'sold' }, all))).toEqual(['print-pdf'])
  })
})

describe('car card buttons', () => {
  it('in the site’s order; reserve only for reservable cars', () => {
    const swan = settings({ carCardButtons: ['explore-vehicle', 'quick-enquiry', 'reserve'], reserveOnline: { ...DEFAULT_SITE_SETTINGS.reserveOnline, enabled: true, routeName: 'buy-online' } })
    expect(carCardButtons(car, swan)).toEqual([
      { kind: 'explore-vehicle', label: 'Explore Vehicle', href: '/cars/2024-toyota-hilux-c1' },
      { kind: 'quick-enquiry', label: 'Quick Enquiry', href: '/cars/2024-toyota-hilux-c1#enquire' },
      { kind: 'reserve', label: 'Reserve This Car', href: '/cars/2024-toyota-hilux-c1/buy-online' },
    ])
    expect(kinds(carCardButtons({ ...car, reserved: true }, swan))).toEqual(['explore-vehicle', 'quick-enquiry'])
  })

  it('a car at "Enquire for price." is never reserved, on its card or its page', () => {
    const swan = settings({ carCardButtons: ['explore-vehicle', 'reserve'], reserveOnline: { ...DEFAULT_SITE_SETTINGS.reserveOnline, enabled: true, routeName: 'buy-online' } })
    for (const price of [null, 0, 10]) {
      expect(carIsReservable({ ...car, price }, swan)).toBe(false)
      expect(kinds(carCardButtons({ ...car, price }, swan))).toEqual(['explore-vehicle'])
      expect(kinds(carPageButtons({ ...car, price }, swan))).not.toContain('reserve')
    }
    expect(carIsReservable(car, swan)).toBe(true)
  })

  it('Quick Enquiry shows where the site lists it (the default does) and leads to the car page’s enquiry section', () => {
    expect(kinds(carCardButtons(car, settings()))).toEqual(['view-details', 'quick-enquiry'])
    expect(kinds(carCardButtons(car, settings({ carCardButtons: ['explore-vehicle'] })))).toEqual(['explore-vehicle'])
    expect(carCardButtons(car, settings()).at(-1)?.href).toBe('/cars/2024-toyota-hilux-c1#enquire')
  })

  it('a sold car always offers Find Me Something Similar, once', () => {
    const coastal = settings({ carCardButtons: ['view-details', 'find-similar'] })
    expect(kinds(carCardButtons({ ...car, status: 'sold' }, coastal))).toEqual(['view-details', 'find-similar'])
    expect(carCardButtons({ ...car, status: 'sold' }, settings({ carCardButtons: ['view-details'] })).at(-1)).toEqual({ kind: 'find-similar', label: 'Find Me Something Similar', href: '/cars/2024-toyota-hilux-c1#similar-cars' })
    expect(kinds(carCardButtons(car, settings({ carCardButtons: ['view-details'] })))).toEqual(['view-details'])
  })
})
