import { describe, expect, it } from 'vitest'

import { settleSlugs } from '../../src/stock/slugClaims'

const inStock = new Map([
  ['A', 'hilux-a'],
  ['B', 'cx-5-b'],
])

describe('settling vehicle slugs', () => {
  it('lets new vehicles take free slugs and vehicles keep their own', () => {
    expect(settleSlugs(inStock, [{ id: 'C', row: 1, slug: 'ranger-c' }])).toEqual({ refused: [], moving: [] })
  })

  it('refuses a slug another vehicle in stock holds, naming the holder', () => {
    expect(settleSlugs(inStock, [{ id: 'C', row: 4, slug: 'hilux-a' }]).refused).toEqual([{ id: 'C', row: 4, slug: 'hilux-a', holder: 'A' }])
  })

  it('refuses the later of two records of one file asking for the same slug', () => {
    const { refused } = settleSlugs(new Map(), [
      { id: 'C', row: 2, slug: 'same' },
      { id: 'D', row: 5, slug: 'same' },
    ])
    expect(refused).toEqual([{ id: 'D', row: 5, slug: 'same', holder: 'C' }])
  })

  it('frees the old slug of a vehicle that takes a new one, and moves it aside first when another takes it', () => {
    const settled = settleSlugs(inStock, [
      { id: 'A', row: 1, slug: 'hilux-sr5-a' },
      { id: 'C', row: 2, slug: 'hilux-a' },
    ])
    expect(settled).toEqual({ refused: [], moving: ['A'] })
  })

  it('lets a record take a slug that a later record of the file frees', () => {
    const settled = settleSlugs(inStock, [
      { id: 'C', row: 1, slug: 'hilux-a' },
      { id: 'A', row: 2, slug: 'hilux-sr5-a' },
    ])
    expect(settled).toEqual({ refused: [], moving: ['A'] })
  })

  it('refuses both vehicles of a swap: each asks for a slug the other holds', () => {
    const settled = settleSlugs(inStock, [
      { id: 'A', row: 1, slug: 'cx-5-b' },
      { id: 'B', row: 2, slug: 'hilux-a' },
    ])
    expect(settled).toEqual({
      refused: [
        { id: 'A', row: 1, slug: 'cx-5-b', holder: 'B' },
        { id: 'B', row: 2, slug: 'hilux-a', holder: 'A' },
      ],
      moving: [],
    })
  })
})
