import { describe, expect, it } from 'vitest'

import { CAR_MAKES, POPULAR_MAKES, defaultVehicleReference } from '@/domain/makes'
import { bodyTypeLabel } from '@/domain/stockLabels'
import { carTypeSearchPath, DEFAULT_SEARCH_PATH, linkFindsCars, makeStockPath, modelStockHref, modelStockPath, searchPathCarTypes, stockMake, stockMakeModel, stockSearchLinks } from '@/domain/searchPaths'
import { BODY_TYPES } from '@/domain/stockVocabulary'

describe('search paths by car type', () => {
  it('one car type gives its path, new plus demo gives new-and-demo', () => {
    expect(carTypeSearchPath(['used'])).toBe('/search/used-cars')
    expect(carTypeSearchPath(['new'])).toBe('/search/new-cars')
    expect(carTypeSearchPath(['demo', 'new'])).toBe('/search/new-and-demo-cars')
    expect(carTypeSearchPath(['new', 'used', 'demo'])).toBe(DEFAULT_SEARCH_PATH)
    expect(carTypeSearchPath([])).toBe(DEFAULT_SEARCH_PATH)
  })

  it('a search path reads back as the car types it stands for', () => {
    expect(searchPathCarTypes('/search/new-and-demo-cars')).toEqual(['new', 'demo'])
    expect(searchPathCarTypes('/search/used-cars')).toEqual(['used'])
    expect(searchPathCarTypes(DEFAULT_SEARCH_PATH)).toEqual([])
    expect(searchPathCarTypes('/search/toyota')).toBeNull()
  })

  it('a link to a search by car type finds cars only when the site has cars of one of its types', () => {
    expect(linkFindsCars('/search/new-cars', ['used'])).toBe(false)
    expect(linkFindsCars('/search/Demo-Cars/?sortBy=price', ['used'])).toBe(false)
    expect(linkFindsCars('/search/new-and-demo-cars', ['used', 'demo'])).toBe(true)
    expect(linkFindsCars('/search/used-cars#results', ['used'])).toBe(true)
    // The whole stock, other searches and other pages are not searches by car type.
    expect(linkFindsCars(DEFAULT_SEARCH_PATH, [])).toBe(true)
    expect(linkFindsCars('/search/toyota', ['used'])).toBe(true)
    expect(linkFindsCars('/special-offers', [])).toBe(true)
    expect(linkFindsCars('https://example.com/search/new-cars', [])).toBe(true)
  })

  it('the stock dropdown lists the site car types then all stock', () => {
    expect(stockSearchLinks(['used'])).toEqual([{ label: 'Used Cars', href: '/search/used-cars' }])
    expect(stockSearchLinks(['used', 'new']).map((link) => link.href)).toEqual(['/search/new-cars', '/search/used-cars', DEFAULT_SEARCH_PATH])
  })

  it("the stock dropdown speaks the site's words, its addresses the spec's; a site selling several kinds lists each kind's stock", () => {
    expect(stockSearchLinks(['used'], ['caravan'])).toEqual([{ label: 'Used Caravans', href: '/search/used-cars' }])
    expect(stockSearchLinks(['new', 'used'], ['caravan', 'motorcycle'])).toEqual([
      { label: 'New Caravans', href: '/search/new-cars?refinementList[item_type][0]=caravan' },
      { label: 'Used Caravans', href: '/search/used-cars?refinementList[item_type][0]=caravan' },
      { label: 'New Motorcycles', href: '/search/new-cars?refinementList[item_type][0]=motorcycle' },
      { label: 'Used Motorcycles', href: '/search/used-cars?refinementList[item_type][0]=motorcycle' },
      { label: 'All Stock', href: DEFAULT_SEARCH_PATH },
    ])
  })

  it("Our Stock leads to a search that has cars: the model's when it is in stock, else the make's, else all stock", () => {
    const inStock = ['Toyota|RAV4', 'Toyota|LandCruiser 300']
    expect(modelStockHref('Toyota', 'LandCruiser 300', inStock)).toBe('/search/toyota/landcruiser-300')
    expect(modelStockHref('Toyota', 'bZ4X', inStock)).toBe('/search/toyota')
    expect(modelStockHref('Toyota', 'bZ4X', [])).toBe(DEFAULT_SEARCH_PATH)
    expect(modelStockHref('Toyota', 'bZ4X', inStock, ['Toyota'])).toBe(makeStockPath('Toyota', ['Toyota']))
    expect(new URL(makeStockPath('Toyota', ['toyota']), 'https://x').searchParams.get('refinementList[make][0]')).toBe('Toyota')
  })

  it("a model's stock is found under the feed's own spelling of its make and model", () => {
    const inStock = ['TOYOTA|LandCruiser 300', 'Toyota|RAV4']
    expect(stockMakeModel('Toyota', 'Landcruiser 300', inStock)).toBe('TOYOTA|LandCruiser 300')
    expect(stockMakeModel('Toyota', 'GR86', inStock)).toBeNull()
    expect(stockMake('toyota', inStock)).toBe('TOYOTA')
    expect(stockMake('Mazda', inStock)).toBeNull()
  })

  it('a model tile\'s Our Stock leads to /search/{make}/{model}, or filters when the make is excluded from paths', () => {
    expect(modelStockPath('Toyota', 'LandCruiser 300')).toBe('/search/toyota/landcruiser-300')
    const excluded = modelStockPath('Toyota', 'RAV4', ['toyota'])
    expect(excluded.startsWith(`${DEFAULT_SEARCH_PATH}?`)).toBe(true)
    expect(new URL(excluded, 'https://x').searchParams.get('refinementList[make][0]')).toBe('Toyota')
  })
})

describe('vehicle reference data', () => {
  it('lists every make once, the 20 popular makes first, and every body type', () => {
    const reference = defaultVehicleReference()
    expect(POPULAR_MAKES).toHaveLength(20)
    expect(new Set(CAR_MAKES).size).toBe(CAR_MAKES.length)
    expect(reference.makes.slice(0, 20).every((make) => make.popular)).toBe(true)
    expect(reference.makes.find((make) => make.name === 'Land Rover')?.slug).toBe('land-rover')
    expect(reference.bodyTypes.map((body) => body.value)).toEqual([...BODY_TYPES])
    expect(bodyTypeLabel('cabChassis')).toBe('Cab Chassis')
    expect(bodyTypeLabel('suv')).toBe('SUV')
    expect(bodyTypeLabel('sedan')).toBe('Sedan')
  })
})
