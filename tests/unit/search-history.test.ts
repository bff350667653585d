import { describe, expect, it } from 'vitest'

import { cachedResult, cacheResult, type ResultCache } from '@/domain/resultCache'
import { rememberSearch, type SearchHistoryEntry, searchHistoryLabel } from '@/domain/searchHistory'

const search = (n: number): SearchHistoryEntry => ({ href: `/search/used-cars?page=${n}`, label: `Search ${n}` })

describe('search history', () => {
  it('keeps at most 5 searches, newest first', () => {
    let history: SearchHistoryEntry[] = []
    for (let n = 1; n <= 6; n += 1) history = rememberSearch(history, search(n))
    expect(history.map((entry) => entry.label)).toEqual(['Search 6', 'Search 5', 'Search 4', 'Search 3', 'Search 2'])
  })

  it('holds each search once: running it again moves it to the top', () => {
    const history = [search(3), search(2), search(1)]
    expect(rememberSearch(history, { ...search(1), label: 'Again' })).toEqual([{ ...search(1), label: 'Again' }, search(3), search(2)])
    expect(history).toHaveLength(3)
  })
})

describe('result cache', () => {
  it('keeps 10 results per search type, dropping the oldest', () => {
    let cache: ResultCache<number> = {}
    for (let n = 1; n <= 11; n += 1) cache = cacheResult(cache, 'vehicles', `q${n}`, n)
    cache = cacheResult(cache, 'directory', 'q1', 100)
    expect(cache.vehicles?.map((entry) => entry.key)).toEqual(['q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11'])
    expect(cachedResult(cache, 'vehicles', 'q1')).toBeUndefined()
    expect(cachedResult(cache, 'vehicles', 'q11')).toBe(11)
    expect(cachedResult(cache, 'directory', 'q1')).toBe(100)
    expect(cachedResult(cache, 'category', 'q1')).toBeUndefined()
  })

  it('storing a key again replaces it and makes it the newest', () => {
    let cache: ResultCache<string> = {}
    for (const key of ['a', 'b', 'c']) cache = cacheResult(cache, 'vehicles', key, key)
    const before = cache
    cache = cacheResult(cache, 'vehicles', 'a', 'fresh')
    expect(cache.vehicles).toEqual([
      { key: 'b', value: 'b' },
      { key: 'c', value: 'c' },
      { key: 'a', value: 'fresh' },
    ])
    expect(cachedResult(before, 'vehicles', 'a')).toBe('a')
  })
})

describe('how a search reads in the history', () => {
  it('names its filters in words', () => {
    expect(searchHistoryLabel({})).toBe('All cars')
    expect(searchHistoryLabel({ refinementList: { make: ['Toyota'], make_model: ['Toyota|HiLux'], car_type: ['used'] }, range: { price: { min: 20_000, max: 50_000 }, km: { max: 30_000 } }, query: ' sr5 ' })).toBe(
      'Toyota HiLux, Used, $20,000 – $50,000, up to 30,000 km, "sr5"',
    )
    expect(searchHistoryLabel({ refinementList: { make: ['Mazda', 'Kia'] }, range: { price: { max: 15_000 } } })).toBe('Mazda, Kia, $0 – $15,000')
  })
})
