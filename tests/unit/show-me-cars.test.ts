import { describe, expect, it } from 'vitest'

import { showMeCarsLabel } from '@/domain/showMeCars'

const noOverride = { facetSum: () => 2150, stockCountOverride: null }

describe('"Show Me N cars"', () => {
  it('shows the count up to 1999', () => {
    expect(showMeCarsLabel(24, noOverride)).toBe('Show Me 24 cars')
    expect(showMeCarsLabel(1999, noOverride)).toBe('Show Me 1,999 cars')
    expect(showMeCarsLabel(0, noOverride)).toBe('Show Me 0 cars')
    expect(showMeCarsLabel(1, noOverride)).toBe('Show Me 1 car')
  })

  it('above 1999 shows the facet sum, or the site’s fixed stock count', () => {
    expect(showMeCarsLabel(2000, noOverride)).toBe('Show Me 2,150 cars')
    expect(showMeCarsLabel(2000, { facetSum: () => 2150, stockCountOverride: 1800 })).toBe('Show Me 1,800 cars')
  })
})
