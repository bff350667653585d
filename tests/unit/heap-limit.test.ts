import { describe, expect, it } from 'vitest'

import { BASE_HEAP_MB, HEADROOM, heapLimitMb, INDEX_HEAP_MB_PER_10K_CARS, MIN_HEAP_MB, serverHeapLimitMb } from '../../src/server/heapLimit'
import { serverNodeOptions } from '../../src/server/nodeOptions'

describe('heapLimitMb', () => {
  it('keeps at least the minimum for a small catalogue', () => {
    expect(heapLimitMb({ cars: 0, largestSiteCars: 0 })).toBe(MIN_HEAP_MB)
    expect(heapLimitMb({ cars: 5_000, largestSiteCars: 2_000 })).toBe(MIN_HEAP_MB)
  })

  it('grows with the stock, counting the largest site twice for its rebuild, with headroom', () => {
    const stock = { cars: 300_000, largestSiteCars: 40_000 }
    const expected = Math.ceil((BASE_HEAP_MB + INDEX_HEAP_MB_PER_10K_CARS * 34) * HEADROOM)
    expect(heapLimitMb(stock)).toBe(expected)
    expect(heapLimitMb({ cars: 400_000, largestSiteCars: 40_000 })).toBeGreaterThan(expected)
  })
})

describe('serverHeapLimitMb', () => {
  const stock = { cars: 300_000, largestSiteCars: 40_000 }

  it('takes FORECOURT_MAX_OLD_SPACE_MB over the stock', () => {
    expect(serverHeapLimitMb(stock, { FORECOURT_MAX_OLD_SPACE_MB: '6144' })).toBe(6144)
    expect(serverHeapLimitMb(null, { FORECOURT_MAX_OLD_SPACE_MB: '6144' })).toBe(6144)
  })

  it('derives the limit from the stock when no override is set, and sets none when neither is known', () => {
    expect(serverHeapLimitMb(stock, {})).toBe(heapLimitMb(stock))
    expect(serverHeapLimitMb(stock, { FORECOURT_MAX_OLD_SPACE_MB: ' ' })).toBe(heapLimitMb(stock))
    expect(serverHeapLimitMb(null, {})).toBeNull()
  })

  it('refuses an override that is not a whole number of MB', () => {
    for (const value of ['4g', '0', '-1', '1.5']) expect(() => serverHeapLimitMb(stock, { FORECOURT_MAX_OLD_SPACE_MB: value })).toThrow(/FORECOURT_MAX_OLD_SPACE_MB/)
  })
})

describe('serverNodeOptions', () => {
  it('adds the heap limit after the caller’s options and ours', () => {
    expect(serverNodeOptions('--enable-source-maps', 4096)).toBe('--enable-source-maps --max-semi-space-size=64 --max-old-space-size=4096')
    expect(serverNodeOptions(undefined, null)).toBe('--max-semi-space-size=64')
  })

  it('leaves a heap limit the caller set in NODE_OPTIONS alone', () => {
    expect(serverNodeOptions('--max-old-space-size=8192', 4096)).toBe('--max-old-space-size=8192 --max-semi-space-size=64')
  })
})
