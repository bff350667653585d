import { describe, expect, it } from 'vitest'

import { SITE_LOGO_LIMITS, siteLogoProblem } from '@/domain/siteLogo'

describe('an image chosen as a site’s logo', () => {
  it('may be up to 2000 px on its long side and 2 MB', () => {
    expect(siteLogoProblem({ width: 360, height: 96, filesize: 12_000 })).toBeNull()
    expect(siteLogoProblem({ width: 2000, height: 2000, filesize: SITE_LOGO_LIMITS.bytes })).toBeNull()
    // An SVG may report no size: nothing to refuse.
    expect(siteLogoProblem({ width: null, height: null, filesize: null })).toBeNull()
  })

  it('larger on either side is refused, saying its size and the limit', () => {
    expect(siteLogoProblem({ width: 6000, height: 1600, filesize: 500_000 })).toBe(
      'This image is 6000 × 1600 px; a logo may be at most 2000 px on its long side. Resize it and upload it again.',
    )
    expect(siteLogoProblem({ width: 300, height: 2001, filesize: 1 })).toMatch(/2000 px on its long side/)
  })

  it('a heavier file is refused, saying its weight and the limit', () => {
    expect(siteLogoProblem({ width: 800, height: 200, filesize: 3.4 * 1024 * 1024 })).toBe(
      'This image is 3.4 MB; a logo may be at most 2 MB. Save it smaller (a PNG or SVG of the logo alone) and upload it again.',
    )
  })
})
