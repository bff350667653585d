import { describe, expect, it } from 'vitest'

import { ratingFromReviews, reviewDestinations, reviewFeedback, reviewsToShow, starsFor, stickyBarIsDown, withRatingsFromReviews, type Review } from '@/domain/reviews'

describe('review stars: the first 4 whole stars plus a partial star; the rating with one decimal', () => {
  it('4.7 shows 4 whole stars and 0.7 of the fifth', () => {
    expect(starsFor(4.7)).toEqual({ whole: 4, partial: 0.7, label: '4.7' })
  })

  it('3.2 shows 3 whole stars and 0.2 of the next', () => {
    expect(starsFor(3.2)).toEqual({ whole: 3, partial: 0.2, label: '3.2' })
  })

  it('5 shows 4 whole stars and a full fifth star', () => {
    expect(starsFor(5)).toEqual({ whole: 4, partial: 1, label: '5.0' })
  })

  it('shows the rating with one decimal', () => {
    expect(starsFor(4).label).toBe('4.0')
    expect(starsFor(4.66).label).toBe('4.7')
  })

  it('reads a rating outside 0 to 5, or none, as the nearest bound or 0', () => {
    expect(starsFor(7)).toEqual({ whole: 4, partial: 1, label: '5.0' })
    expect(starsFor(-1)).toEqual({ whole: 0, partial: 0, label: '0.0' })
    expect(starsFor(null)).toEqual({ whole: 0, partial: 0, label: '0.0' })
  })
})

describe('reviews shown', () => {
  const review = (id: number, rating: number, review_date: string | null): Review => ({ id, rating, review_date })

  it('only reviews rated 4 or more', () => {
    const shown = reviewsToShow([review(1, 3.9, '2025-01-01'), review(2, 4, '2025-01-02'), review(3, 5, '2025-01-03')])
    expect(shown.map((r) => r.id)).toEqual([3, 2])
  })

  it('newest first, undated last', () => {
    const shown = reviewsToShow([review(1, 5, '2024-06-01'), review(2, 5, null), review(3, 5, '2025-03-01')])
    expect(shown.map((r) => r.id)).toEqual([3, 1, 2])
  })

  it('at most 12, the Google reviews full quantity', () => {
    const reviews = Array.from({ length: 15 }, (_, i) => review(i, 5, `2025-01-${String(i + 1).padStart(2, '0')}`))
    const shown = reviewsToShow(reviews)
    expect(shown).toHaveLength(12)
    expect(shown[0]?.id).toBe(14)
  })

  it("uses the site's rating threshold when it sets one", () => {
    expect(reviewsToShow([review(1, 4.5, null), review(2, 4.9, null)], { minRating: 4.8 }).map((r) => r.id)).toEqual([2])
  })
})

describe('review feedback page', () => {
  it('reads first_name and dealership_name', () => {
    expect(reviewFeedback({ first_name: 'Sam', dealership_name: 'Swan River Toyota' })).toEqual({
      name: 'Sam',
      dealership: 'Swan River Toyota',
    })
  })

  it("defaults to 'Valued Customer' and 'Our Dealership'", () => {
    expect(reviewFeedback({})).toEqual({ name: 'Valued Customer', dealership: 'Our Dealership' })
    expect(reviewFeedback({ first_name: null, dealership_name: null })).toEqual({
      name: 'Valued Customer',
      dealership: 'Our Dealership',
    })
  })

  it('a blank value counts as missing', () => {
    expect(reviewFeedback({ first_name: '  ', dealership_name: '' })).toEqual({
      name: 'Valued Customer',
      dealership: 'Our Dealership',
    })
  })
})

describe('review destinations: the dealership the feedback link names', () => {
  const dealerships = [
    { name: 'Swan River Toyota Cannington', reviewUrls: ['https://g.page/cannington'] },
    { name: 'Swan River Toyota Midland', reviewUrls: ['https://g.page/midland', 'https://example.com/second'] },
    { name: 'Swan River Toyota Service Centre', reviewUrls: [] },
  ]

  it('matches the full name, whatever its case and spacing', () => {
    expect(reviewDestinations(dealerships, 'swan river  TOYOTA midland')).toEqual([{ dealership: 'Swan River Toyota Midland', url: 'https://g.page/midland' }])
  })

  it('matches words of the name: "Midland" is Swan River Toyota Midland', () => {
    expect(reviewDestinations(dealerships, 'Midland').map((each) => each.url)).toEqual(['https://g.page/midland'])
  })

  it('offers every dealership with a profile when the link names several, none, or one it does not know', () => {
    const both = ['https://g.page/cannington', 'https://g.page/midland']
    expect(reviewDestinations(dealerships, 'Swan River Toyota').map((each) => each.url)).toEqual(both)
    expect(reviewDestinations(dealerships, undefined).map((each) => each.url)).toEqual(both)
    expect(reviewDestinations(dealerships, 'Joondalup').map((each) => each.url)).toEqual(both)
  })
})

describe('sticky footer bar', () => {
  it("takes its 'down' style once the page is scrolled 50px or more", () => {
    expect(stickyBarIsDown(49)).toBe(false)
    expect(stickyBarIsDown(50)).toBe(true)
    expect(stickyBarIsDown(400)).toBe(true)
  })
})

describe('a location with reviews is rated from them', () => {
  it('the average to one decimal and the count', () => {
    expect(ratingFromReviews([5, 4, 4])).toEqual({ averageRating: 4.3, reviewCount: 3 })
    expect(ratingFromReviews([5])).toEqual({ averageRating: 5, reviewCount: 1 })
  })

  it('no reviews: no computed rating, so the stored figures stand', () => {
    expect(ratingFromReviews([])).toBeNull()
  })

  it('each location gets its own reviews’ rating; one without reviews keeps what it stores', () => {
    const locations = [
      { id: 1, name: 'Midland', averageRating: 3.1, reviewCount: 120 },
      { id: 2, name: 'Joondalup', averageRating: 4.8, reviewCount: 310 },
    ]
    const reviews = [
      { location: 1, rating: 5 },
      { location: { id: 1 }, rating: 4 },
      { location: 3, rating: 1 },
    ]
    expect(withRatingsFromReviews(locations, reviews)).toEqual([
      { id: 1, name: 'Midland', averageRating: 4.5, reviewCount: 2 },
      { id: 2, name: 'Joondalup', averageRating: 4.8, reviewCount: 310 },
    ])
  })
})
