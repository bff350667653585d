import { describe, expect, it } from 'vitest'

import {
  dealerSearchUrl,
  searchStateFromUrl,
  searchUrl,
  withFilterChange,
  type SearchState,
  type SearchUrlLookup,
} from '@/domain/searchUrl'

const site: SearchUrlLookup = {
  carTypes: ['new', 'used', 'demo'],
  searchPathExcludedMakes: [],
  makeModels: ['Toyota|HiLux', 'Toyota|LandCruiser 300', 'Mercedes-Benz|GLC 300', 'Kia|Sportage'],
}
const usedOnly: SearchUrlLookup = { ...site, carTypes: ['used'] }
const toyotaExcluded: SearchUrlLookup = { ...site, searchPathExcludedMakes: ['toyota'] }

function read(url: string, lookup: SearchUrlLookup = site): SearchState | null {
  const [path = '', query = ''] = url.split('?')
  return searchStateFromUrl(path, query, lookup)
}

describe('search address path', () => {
  it('one car type gives its path, new plus demo gives new-and-demo, none the default search', () => {
    expect(searchUrl({ refinementList: { car_type: ['used'] } }, site)).toBe('/search/used-cars')
    expect(searchUrl({ refinementList: { car_type: ['new'] } }, site)).toBe('/search/new-cars')
    expect(searchUrl({ refinementList: { car_type: ['demo'] } }, site)).toBe('/search/demo-cars')
    expect(searchUrl({ refinementList: { car_type: ['new', 'demo'] } }, site)).toBe('/search/new-and-demo-cars')
    expect(searchUrl({ refinementList: { car_type: ['demo', 'new'] } }, site)).toBe('/search/new-and-demo-cars')
    expect(searchUrl({}, site)).toBe('/search/new-used-and-demo-cars')
  })

  it('every car type the site sells is no filter; other pairs stay as refinementList entries', () => {
    expect(searchUrl({ refinementList: { car_type: ['new', 'used', 'demo'] } }, site)).toBe('/search/new-used-and-demo-cars')
    expect(searchUrl({ refinementList: { car_type: ['new', 'used'] } }, site)).toBe(
      '/search/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=used',
    )
  })

  it('a site selling only used cars searches from /search/used-cars', () => {
    expect(searchUrl({}, usedOnly)).toBe('/search/used-cars')
    expect(searchUrl({ refinementList: { car_type: ['used'] } }, usedOnly)).toBe('/search/used-cars')
    expect(read('/search/used-cars', usedOnly)).toEqual({})
  })

  it('a make gives /search/{make}, a make_model /search/{make}/{model}', () => {
    expect(searchUrl({ refinementList: { make: ['Toyota'] } }, site)).toBe('/search/toyota')
    expect(searchUrl({ refinementList: { make: ['Mercedes-Benz'] } }, site)).toBe('/search/mercedes-benz')
    expect(searchUrl({ refinementList: { make_model: ['Toyota|LandCruiser 300'] } }, site)).toBe('/search/toyota/landcruiser-300')
  })

  it('a make in the exclusion list stays a refinementList entry on the base search', () => {
    expect(searchUrl({ refinementList: { make: ['Toyota'] } }, toyotaExcluded)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota',
    )
    expect(searchUrl({ refinementList: { make_model: ['Toyota|HiLux'] } }, toyotaExcluded)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make_model][0]=Toyota%7CHiLux',
    )
    expect(searchUrl({ refinementList: { make: ['Kia'] } }, toyotaExcluded)).toBe('/search/kia')
  })

  it('two makes, or a make with a make_model, make no path', () => {
    expect(searchUrl({ refinementList: { make: ['Toyota', 'Kia'] } }, site)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Kia',
    )
    expect(searchUrl({ refinementList: { make: ['Kia'], make_model: ['Toyota|HiLux'] } }, site)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Kia&refinementList[make_model][0]=Toyota%7CHiLux',
    )
  })

  it('a make path wins over a car-type path; the car type goes in the query', () => {
    expect(searchUrl({ refinementList: { make: ['Toyota'], car_type: ['used'] } }, site)).toBe(
      '/search/toyota?refinementList[car_type][0]=used',
    )
  })

  it('a dealer link filters by dealership_slug', () => {
    expect(dealerSearchUrl('swan-river-toyota', site)).toBe(
      '/search/new-used-and-demo-cars?refinementList[dealership_slug][0]=swan-river-toyota',
    )
  })
})

describe('search address query', () => {
  it('writes price as range[price]=min:max, without $ or commas', () => {
    expect(searchUrl({ range: { price: { min: 5000, max: 250000 } } }, site)).toBe('/search/new-used-and-demo-cars?range[price]=5000:250000')
    expect(searchUrl({ range: { price: { min: 15000 } } }, site)).toBe('/search/new-used-and-demo-cars?range[price]=15000:')
    expect(searchUrl({ range: { km: { max: 100000 } } }, site)).toBe('/search/new-used-and-demo-cars?range[km]=:100000')
    expect(searchUrl({ range: { price: {} } }, site)).toBe('/search/new-used-and-demo-cars')
    expect(searchUrl({ range: { price: { min: Number.NaN, max: 5000 } } }, site)).toBe('/search/new-used-and-demo-cars?range[price]=:5000')
  })

  it('carries query, refinementList entries, ranges, sortBy and page, in that order', () => {
    const state: SearchState = {
      page: 3,
      sortBy: 'vehicles_price_asc',
      range: { price: { min: 5000, max: 20000 } },
      refinementList: { body: ['suv'], fuel: ['Hybrid', 'Electric'], car_type: ['used'] },
      query: 'ev suv',
    }
    expect(searchUrl(state, site)).toBe(
      '/search/used-cars?query=ev%20suv&refinementList[body][0]=suv&refinementList[fuel][0]=Hybrid&refinementList[fuel][1]=Electric' +
        '&range[price]=5000:20000&sortBy=vehicles_price_asc&page=3',
    )
  })

  it('leaves out page 1, the relevance index, a blank query and empty lists', () => {
    expect(searchUrl({ page: 1, sortBy: 'vehicles', query: '  ', refinementList: { make: [] } }, site)).toBe('/search/new-used-and-demo-cars')
    expect(searchUrl({ page: 2 }, site)).toBe('/search/new-used-and-demo-cars?page=2')
  })
})

describe('reading a search address back', () => {
  const states: SearchState[] = [
    {},
    { query: 'HiLux SR5' },
    { refinementList: { car_type: ['used'] } },
    { refinementList: { car_type: ['new', 'demo'] }, page: 2 },
    { refinementList: { car_type: ['new', 'used'] } },
    { refinementList: { make: ['Toyota'] }, range: { price: { min: 5000, max: 20000 } } },
    { refinementList: { make: ['Mercedes-Benz'], car_type: ['used'], body: ['suv'] }, sortBy: 'vehicles_km_asc' },
    { refinementList: { make_model: ['Toyota|LandCruiser 300'], colour: ['White', 'Black & Gold'] }, range: { km: { max: 60000 } } },
    { refinementList: { make: ['Toyota', 'Kia'], model: ['HiLux'] }, range: { year: { min: 2019 }, price: { max: 45000 } }, page: 7 },
    { query: '50% off & more?', refinementList: { dealership_slug: ['swan-river-toyota'], state: ['WA'] }, sortBy: 'vehicles_newest' },
  ]

  it.each(states.map((state) => [JSON.stringify(state), state] as const))('round-trips %s exactly', (_name, state) => {
    for (const lookup of [site, toyotaExcluded]) {
      const url = searchUrl(state, lookup)
      expect(read(url, lookup)).toEqual(state)
      expect(searchUrl(read(url, lookup) ?? {}, lookup)).toBe(url)
    }
  })

  it('reads make and make/model paths back to the names the index holds', () => {
    expect(read('/search/toyota/landcruiser-300')).toEqual({ refinementList: { make_model: ['Toyota|LandCruiser 300'] } })
    expect(read('/search/mercedes-benz')).toEqual({ refinementList: { make: ['Mercedes-Benz'] } })
    // A reference make with no stock still reads: the page shows 0 cars rather than not found.
    expect(read('/search/ferrari')).toEqual({ refinementList: { make: ['Ferrari'] } })
  })

  it('is lenient with pasted addresses', () => {
    expect(read('/search/Toyota/?refinementList%5Bbody%5D%5B0%5D=suv&range%5Bprice%5D=%245%2C000%3A%2420%2C000')).toEqual({
      refinementList: { make: ['Toyota'], body: ['suv'] },
      range: { price: { min: 5000, max: 20000 } },
    })
    expect(searchStateFromUrl('/search/used-cars', { query: 'ute', 'refinementList[make][0]': 'Ford', page: '2' }, site)).toEqual({
      query: 'ute',
      refinementList: { make: ['Ford'], car_type: ['used'] },
      page: 2,
    })
    expect(searchStateFromUrl('/search/new-used-and-demo-cars', new URLSearchParams('refinementList[make][1]=Kia&refinementList[make][0]=Ford'), site)).toEqual({
      refinementList: { make: ['Ford', 'Kia'] },
    })
  })

  it('drops what it cannot use: unknown sort index, bad page, unknown attribute, a broken range', () => {
    expect(read('/search/new-used-and-demo-cars?sortBy=vehicles_colour&page=abc&refinementList[secret][0]=x&range[price]=cheap')).toEqual({})
    expect(read('/search/new-used-and-demo-cars?page=1&sortBy=vehicles')).toEqual({})
  })

  it('is null for an address that is not a search, or names a make or model the site does not know', () => {
    expect(read('/cars/2024-toyota-hilux-1')).toBeNull()
    expect(read('/search')).toBeNull()
    expect(read('/search/notamake')).toBeNull()
    expect(read('/search/toyota/supra')).toBeNull()
    expect(read('/search/toyota/hilux/sr5')).toBeNull()
    expect(read('/search/%E0%A4%A')).toBeNull()
  })
})

describe('a filter change drops the page number', () => {
  const onPage3: SearchState = { query: 'ute', refinementList: { make: ['Ford'] }, range: { price: { max: 40000 } }, page: 3 }

  it('any change of filter, query or sort starts again at page 1', () => {
    expect(withFilterChange(onPage3, { refinementList: { body: ['ute'] } })).toEqual({
      query: 'ute',
      refinementList: { make: ['Ford'], body: ['ute'] },
      range: { price: { max: 40000 } },
    })
    expect(withFilterChange(onPage3, { query: 'ranger' }).page).toBeUndefined()
    expect(withFilterChange(onPage3, { sortBy: 'vehicles_price_desc' })).toMatchObject({ sortBy: 'vehicles_price_desc' })
    expect(withFilterChange(onPage3, { sortBy: 'vehicles_price_desc' }).page).toBeUndefined()
    expect(searchUrl(withFilterChange(onPage3, { range: { price: { min: 5000, max: 40000 } } }), site)).toBe(
      '/search/ford?query=ute&range[price]=5000:40000',
    )
  })

  it('an empty list, a null range or an empty query removes that filter', () => {
    expect(withFilterChange(onPage3, { refinementList: { make: [] }, range: { price: null }, query: '' })).toEqual({})
  })
})

describe('a model chosen after its make', () => {
  it('takes the model path: the model implies its make', () => {
    const everyMake = { carTypes: ['new', 'used', 'demo'] as ('new' | 'used' | 'demo')[], searchPathExcludedMakes: [] }
    expect(searchUrl({ refinementList: { make: ['Toyota'], make_model: ['Toyota|Corolla'] } }, everyMake)).toBe('/search/toyota/corolla')
    expect(searchUrl({ refinementList: { make: ['Mazda'], make_model: ['Toyota|Corolla'] } }, everyMake)).not.toBe('/search/toyota/corolla')
  })
})
