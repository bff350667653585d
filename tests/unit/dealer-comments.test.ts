import { describe, expect, it } from 'vitest'

import { DEALER_COMMENTS_TOGGLE, dealerComments } from '@/domain/dealerComments'

const pending = { pending: true, text: 'Dealer comments are pending. Please check back here later.' }

describe('dealer comments', () => {
  it('splits into paragraphs at the vertical bar, dropping blank pieces', () => {
    expect(dealerComments('One owner. | Full service history.||  Drive away today.  ')).toEqual({
      pending: false,
      paragraphs: ['One owner.', 'Full service history.', 'Drive away today.'],
      collapsible: false,
      collapsed: ['One owner.', 'Full service history.', 'Drive away today.'],
    })
  })

  it('shows the pending text when there are no comments', () => {
    expect(dealerComments(null)).toEqual(pending)
    expect(dealerComments('')).toEqual(pending)
    expect(dealerComments(' | | ')).toEqual(pending)
  })

  it('shows 400 characters in full and cuts 401 at 400, with a toggle', () => {
    expect(dealerComments('a'.repeat(400))).toMatchObject({ collapsible: false, collapsed: ['a'.repeat(400)] })
    expect(dealerComments('a'.repeat(401))).toEqual({
      pending: false,
      paragraphs: ['a'.repeat(401)],
      collapsible: true,
      collapsed: [`${'a'.repeat(400)}…`],
    })
    expect(DEALER_COMMENTS_TOGGLE).toEqual({ more: 'Show more', less: 'Show less' })
  })

  it('counts what the shopper reads across paragraphs, not the bars', () => {
    const first = 'b'.repeat(250)
    const second = 'c'.repeat(150)
    expect(dealerComments(`${first}|${second}`)).toMatchObject({ collapsible: false })
    const result = dealerComments(`${first}|${second}|d`)
    expect(result).toMatchObject({ collapsible: true, collapsed: [first, `${second}…`] })
    expect(dealerComments(`${first}|${'c'.repeat(200)}`)).toMatchObject({ collapsed: [first, `${'c'.repeat(150)}…`] })
  })

  it('never splits an emoji, and keeps markup as plain text', () => {
    const result = dealerComments(`${'a'.repeat(399)}${'🚗'.repeat(5)}`)
    expect(result).toMatchObject({ collapsible: true, collapsed: [`${'a'.repeat(399)}🚗…`] })
    expect(dealerComments('<script>alert(1)</script>')).toMatchObject({ paragraphs: ['<script>alert(1)</script>'] })
  })
})
