import { describe, expect, it } from 'vitest'

import {
  BLOG_CATEGORIES,
  PRIVACY_COMPLAINT_RESPONSE_DAYS,
  blogCategoriesWithPosts,
  blogCategoryByKey,
  blogCategoryBySlug,
  blogPostPath,
  pagePath,
  pageSlugProblem,
  privacyPolicyFooter,
} from '@/domain/contentPages'

describe('dealer pages', () => {
  it('content pages live under /pages, site pages at the top level', () => {
    expect(pagePath({ slug: 'buyers-tips', placement: 'content' })).toBe('/pages/buyers-tips')
    expect(pagePath({ slug: 'about-us', placement: 'site' })).toBe('/about-us')
    expect(pagePath({ slug: 'finance' })).toBe('/pages/finance')
  })

  it('may not take an address the platform already uses', () => {
    expect(pageSlugProblem('locations', 'site')).toMatch(/already a page of the platform/)
    expect(pageSlugProblem('blog', 'site')).not.toBeNull()
    expect(pageSlugProblem('complaint-handling', 'content')).not.toBeNull()
    expect(pageSlugProblem('about-us', 'site')).toBeNull()
    // The same name is free in the other placement.
    expect(pageSlugProblem('locations', 'content')).toBeNull()
    expect(pageSlugProblem('complaint-handling', 'site')).toBeNull()
  })

  it('the privacy policy ends with the 30-day complaint answer and its April 2021 update', () => {
    const footer = privacyPolicyFooter('Swan River Toyota', 'privacy@swanrivertoyota.com.au')
    expect(PRIVACY_COMPLAINT_RESPONSE_DAYS).toBe(30)
    expect(footer.complaints).toContain('within 30 days')
    expect(footer.complaints).toContain('privacy@swanrivertoyota.com.au')
    expect(footer.updated).toBe('This privacy policy was last updated April 2021.')
    expect(privacyPolicyFooter('Coastal Motors', null).complaints).not.toContain('by email')
  })
})

describe('blog categories', () => {
  it('are the spec categories, in order', () => {
    expect(BLOG_CATEGORIES.map((category) => category.label)).toEqual([
      'Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4xMORE Adventures',
    ])
    expect(blogCategoryBySlug('vehicle-reviews')?.key).toBe('vehicleReviews')
    expect(blogCategoryBySlug('nope')).toBeNull()
    expect(blogCategoryByKey('adventures4x4xMore')?.slug).toBe('4x4xmore-adventures')
  })

  it('stored keys are valid GraphQL names', () => {
    for (const category of BLOG_CATEGORIES) expect(category.key).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/)
  })

  it('a post lives at /blog/{category}/{slug}', () => {
    expect(blogPostPath({ slug: 'rav4-review', category: 'vehicleReviews' })).toBe('/blog/vehicle-reviews/rav4-review')
    expect(blogPostPath({ slug: 'x', category: 'unknown' })).toBeNull()
  })

  it('tabs show only categories with posts, in the spec order', () => {
    const tabs = blogCategoriesWithPosts([{ category: 'servicingInsights' }, { category: 'vehicleReviews' }, { category: 'vehicleReviews' }])
    expect(tabs.map((tab) => tab.label)).toEqual(['Vehicle Reviews', 'Servicing Insights'])
  })
})
