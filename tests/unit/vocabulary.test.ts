import { describe, expect, it } from 'vitest'

import { showMeCarsLabel } from '@/domain/showMeCars'
import { resolveSiteSettings } from '@/domain/site-settings'
import { capitalised, countOf, keywordExamples, offersItemTypeFilter, siteVocabulary, vehicleVocabulary } from '@/domain/vocabulary'

describe("a site's words for what it sells", () => {
  it('a car dealer says cars, by default', () => {
    const settings = resolveSiteSettings({})
    expect(siteVocabulary(settings)).toMatchObject({ one: 'car', many: 'cars' })
    expect(offersItemTypeFilter(settings)).toBe(false)
  })

  it('a caravan dealer says caravans, a motorcycle dealer motorcycles, never cars', () => {
    expect(countOf(90, siteVocabulary({ itemTypes: ['motorcycle'] }))).toBe('90 motorcycles')
    expect(countOf(1, siteVocabulary({ itemTypes: ['caravan'] }))).toBe('1 caravan')
  })

  it('a dealer selling several kinds says vehicles, and offers a kind filter', () => {
    const settings = resolveSiteSettings({ itemTypes: ['caravan', 'motorcycle'] })
    expect(countOf(2150, siteVocabulary(settings))).toBe('2,150 vehicles')
    expect(capitalised(siteVocabulary(settings).many)).toBe('Vehicles')
    expect(offersItemTypeFilter(settings)).toBe(true)
  })

  it("the filter panel's button speaks the site's words", () => {
    const options = { facetSum: () => 0, stockCountOverride: null }
    expect(showMeCarsLabel(24, options, siteVocabulary({ itemTypes: ['caravan'] }))).toBe('Show Me 24 caravans')
    expect(showMeCarsLabel(24, options)).toBe('Show Me 24 cars')
  })

  it("a form's examples fit what the site sells: EV, SUV and a manufacturer for cars", () => {
    expect(keywordExamples(siteVocabulary(resolveSiteSettings({})))).toBe('e.g. EV, SUV, Toyota')
    expect(siteVocabulary({ itemTypes: ['caravan'] }).examples).toMatchObject({ make: 'Jayco', model: 'Starcraft' })
    expect(keywordExamples(siteVocabulary({ itemTypes: ['caravan', 'motorcycle'] }))).toBe('e.g. Off-road, Jayco, Adventure, Honda')
  })

  it('one vehicle is called by its own kind; a record without one is a car', () => {
    expect(vehicleVocabulary('motorcycle').one).toBe('motorcycle')
    expect(vehicleVocabulary(null).one).toBe('car')
    expect(vehicleVocabulary('boat').one).toBe('car')
  })

  it('the setting takes only the kinds the stock feed names', () => {
    expect(() => resolveSiteSettings({ itemTypes: ['boat'] } as never)).toThrow('itemTypes')
  })
})
