import { describe, expect, it } from 'vitest'

import { carsSitemap, carsSitemapCount, carsSitemapNumber, carsSitemapPart, latest } from '@/domain/sitemaps'

describe('stock sitemaps', () => {
  it('at most 50,000 cars a file, and one file even with no stock', () => {
    expect(carsSitemapCount(0)).toBe(1)
    expect(carsSitemapCount(50_000)).toBe(1)
    expect(carsSitemapCount(50_001)).toBe(2)
    const cars = Array.from({ length: 120_000 }, (_, at) => at)
    expect(carsSitemapPart(cars, 1)).toHaveLength(50_000)
    expect(carsSitemapPart(cars, 3)).toEqual(cars.slice(100_000))
    expect(carsSitemapPart(cars, 4)).toBeNull()
    expect(carsSitemapPart([], 1)).toEqual([])
    expect(carsSitemapPart(cars, 0)).toBeNull()
  })

  it('names files cars-N.xml and reads them back', () => {
    expect(carsSitemap(2)).toBe('/sitemaps/cars-2.xml')
    expect(carsSitemapNumber('cars-2.xml')).toBe(2)
    expect(carsSitemapNumber('cars-x.xml')).toBeNull()
    expect(carsSitemapNumber('pages.xml')).toBeNull()
  })

  it('a file’s lastmod is the newest change among its entries', () => {
    expect(latest(['2026-11-01T00:00:00.000Z', null, '2026-11-20T08:00:00.000Z'])).toBe('2026-11-20T08:00:00.000Z')
    expect(latest([null])).toBeNull()
  })
})
