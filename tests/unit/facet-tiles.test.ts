import { describe, expect, it } from 'vitest'

import { FACET_TILES_SHOWN, facetTiles } from '@/domain/facetTiles'
import { makeLogoHue, makeMonogram } from '@/domain/makeLogo'

describe('facet tiles with counts', () => {
  it('shows the values with the most cars first, at most 8, ties alphabetically', () => {
    const counts = { Toyota: 40, Mazda: 12, Kia: 12, Ford: 30, Audi: 1, BMW: 2, Honda: 3, Isuzu: 4, Jeep: 5, Lexus: 6 }
    const tiles = facetTiles(counts, [])
    expect(FACET_TILES_SHOWN).toBe(8)
    expect(tiles.map((tile) => tile.value)).toEqual(['Toyota', 'Ford', 'Kia', 'Mazda', 'Lexus', 'Jeep', 'Isuzu', 'Honda'])
    expect(tiles[0]).toEqual({ value: 'Toyota', count: 40 })
  })

  it('shows no tiles once the search has a value of that filter chosen', () => {
    expect(facetTiles({ Toyota: 40, Ford: 30 }, ['Toyota'])).toEqual([])
  })

  it('leaves out empty values and values without cars', () => {
    expect(facetTiles({ '': 9, Toyota: 0, Ford: 3 }, [])).toEqual([{ value: 'Ford', count: 3 }])
  })
})

describe('make logos: monograms we can ship', () => {
  it('takes the initials of the first two words, and keeps abbreviations whole', () => {
    expect(makeMonogram('Toyota')).toBe('T')
    expect(makeMonogram('Land Rover')).toBe('LR')
    expect(makeMonogram('Mercedes-Benz')).toBe('MB')
    expect(makeMonogram('Rolls-Royce')).toBe('RR')
    expect(makeMonogram('BMW')).toBe('BMW')
    expect(makeMonogram('MG')).toBe('MG')
    expect(makeMonogram('  ')).toBe('?')
  })

  it('gives a make the same colour everywhere, whatever its case', () => {
    expect(makeLogoHue('Toyota')).toBe(makeLogoHue(' toyota '))
    expect(makeLogoHue('Toyota')).toBeGreaterThanOrEqual(0)
    expect(makeLogoHue('Toyota')).toBeLessThan(360)
    expect(makeLogoHue('Toyota')).not.toBe(makeLogoHue('Mazda'))
  })
})
