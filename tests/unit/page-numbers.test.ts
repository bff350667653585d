import { describe, expect, it } from 'vitest'

import { PAGE_GAP, pageNumbers } from '@/domain/pageNumbers'

const gap = PAGE_GAP

describe('search paging: the numbered pages', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the first, the last and the current page with its neighbours, with a gap for each run left out', () => {
    expect(pageNumbers(7, 20)).toEqual([1, gap, 6, 7, 8, gap, 20])
    expect(pageNumbers(1, 20)).toEqual([1, 2, gap, 20])
    expect(pageNumbers(20, 20)).toEqual([1, gap, 19, 20])
  })

  it('never hides a single page behind a gap', () => {
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, gap, 20])
    expect(pageNumbers(17, 20)).toEqual([1, gap, 16, 17, 18, 19, 20])
  })

  it('a page past the end, or none, is read as the nearest page there is', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(0, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 0)).toEqual([])
  })
})
