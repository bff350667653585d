import { describe, expect, it } from 'vitest'

import { attributionLines, attributionOf, leadAttribution, leadAttributesSchema, storedAttribution } from '@/domain/leads/attribution'
import { leadCategory } from '@/domain/leads/leadCategory'
import { leadPayloadSchema } from '@/domain/leads/leadPayload'
import { externalReferrer, leadSource, linkedQueryParams, recordVisit, visitRecordOf, type PageView, type VisitRecord } from '@/domain/leads/visitTrail'

const host = 'swan-river-toyota.localhost:3000'
const page = (path: string, extra: Partial<PageView> = {}): PageView => ({ path, search: '', referrer: `http://${host}/`, host, ...extra })

function visit(...views: PageView[]): VisitRecord {
  let record: VisitRecord | null = null
  for (const view of views) record = recordVisit(record, view)
  return record!
}

describe('the visit trail a lead carries', () => {
  it('keeps the paths of the last 10 pages, oldest first', () => {
    const record = visit(...Array.from({ length: 13 }, (_, at) => page(`/page-${at + 1}`)))
    expect(record.pages).toHaveLength(10)
    expect(record.pages[0]).toBe('/page-4')
    expect(record.pages.at(-1)).toBe('/page-13')
  })

  it('a reload of the page just recorded is not a new page; coming back to it later is', () => {
    expect(visit(page('/'), page('/'), page('/cars'), page('/')).pages).toEqual(['/', '/cars', '/'])
  })

  it('keeps paths only: a query string (what a shopper typed) never enters the trail', () => {
    expect(visit(page('/search', { search: '?q=my+name' })).pages).toEqual(['/search'])
  })

  it('keeps the campaign (utm_*) and click-id parameters of the landing page, and no other parameter', () => {
    const record = visit(page('/', { search: '?utm_source=newsletter&utm_medium=email&gclid=abc&email=jo@example.com&ref=x', referrer: '' }))
    expect(record.params).toEqual({ utm_source: 'newsletter', utm_medium: 'email', gclid: 'abc' })
  })

  it('the first page of the visit with campaign parameters wins; later ones do not replace them', () => {
    const record = visit(page('/', { search: '?utm_source=newsletter' }), page('/offers', { search: '?utm_source=banner' }))
    expect(record.params).toEqual({ utm_source: 'newsletter' })
    expect(visit(page('/'), page('/offers', { search: '?fbclid=f1' })).params).toEqual({ fbclid: 'f1' })
  })

  it('drops empty parameters and bounds long values', () => {
    expect(linkedQueryParams('?utm_source=&utm_campaign=%20%20&gclid=' + 'x'.repeat(300))).toEqual({ gclid: 'x'.repeat(200) })
  })

  it('remembers the site that linked to the landing page, never the dealer’s own', () => {
    expect(visit(page('/', { referrer: 'https://www.google.com/search?q=hilux' }), page('/cars')).referrer).toBe('google.com')
    expect(externalReferrer(`http://${host}/cars`, host)).toBeNull()
    expect(externalReferrer('', host)).toBeNull()
  })

  it('reads back only a record of ours: garbage, a tampered value or unknown parameters are dropped', () => {
    expect(visitRecordOf('not json')).toBeNull()
    expect(visitRecordOf('{"pages":"/"}')).toBeNull()
    expect(visitRecordOf(JSON.stringify({ pages: ['/', 'javascript:x', '/a b', 7], params: { utm_source: 'n', evil: 'x' }, referrer: 'google.com' }))).toEqual({
      pages: ['/'],
      params: { utm_source: 'n' },
      referrer: 'google.com',
    })
  })
})

describe('the lead’s source', () => {
  it('is the campaign’s utm_source, in lower case', () => {
    expect(leadSource({ params: { utm_source: 'Newsletter', gclid: 'abc' }, referrer: 'google.com' })).toBe('newsletter')
  })

  it('else the ad network of a click id, else the referring site, else direct', () => {
    expect(leadSource({ params: { gclid: 'abc' }, referrer: null })).toBe('google')
    expect(leadSource({ params: { fbclid: 'abc' }, referrer: null })).toBe('facebook')
    expect(leadSource({ params: { msclkid: 'abc' }, referrer: null })).toBe('bing')
    expect(leadSource({ params: {}, referrer: 'carsales.com.au' })).toBe('carsales.com.au')
    expect(leadSource({ params: {}, referrer: null })).toBe('direct')
    expect(leadSource(null)).toBe('direct')
  })
})

describe('what the forms send and the server keeps', () => {
  const shopper = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', terms_agreed: true }
  const sent = leadAttribution(visit(page('/', { search: '?utm_source=newsletter&gclid=abc', referrer: '' }), page('/cars'), page('/cars/hilux')))

  it('the forms’ payload passes the shared schema', () => {
    expect(sent).toEqual({ source: 'newsletter', lead_attributes: { visited_pages: ['/', '/cars', '/cars/hilux'], linked_query_params: { utm_source: 'newsletter', gclid: 'abc' } } })
    expect(leadPayloadSchema.safeParse({ ...shopper, ...sent }).success).toBe(true)
  })

  it('refuses more than 10 pages, a page that is not a path, and a parameter that is not a campaign or click id, each with a message', () => {
    const issues = (attributes: unknown) => leadAttributesSchema.safeParse(attributes).error?.issues.map((issue) => issue.message) ?? []
    expect(issues({ visited_pages: Array.from({ length: 11 }, () => '/') })).toEqual(['Send at most the last 10 visited pages.'])
    expect(issues({ visited_pages: ['https://evil.test/'] })).toEqual(['Each visited page must be a path starting with /, such as /cars/new.'])
    expect(issues({ visited_pages: [`/${'a'.repeat(300)}`] })[0]).toMatch(/at most 300 characters/)
    expect(issues({ linked_query_params: { email: 'jo@example.com' } })[0]).toMatch(/^email is not a campaign or click-id parameter; only utm_source, /)
    expect(issues({ linked_query_params: { utm_source: 'x'.repeat(201) } })[0]).toMatch(/at most 200 characters/)
  })

  it('stores the source in lower case, the category by the lead’s department, and the campaign and pages as sent', () => {
    const stored = storedAttribution('enquiry', { ...shopper, ...sent, source: 'Newsletter', car_type: 'used', page_id: 'car-1', manufacturer_slug: 'toyota' })
    expect(stored).toEqual({
      source: 'newsletter',
      category: 'Used Vehicles',
      pageId: 'car-1',
      manufacturerSlug: 'toyota',
      visitedPages: ['/', '/cars', '/cars/hilux'],
      linkedQueryParams: { utm_source: 'newsletter', gclid: 'abc' },
    })
    expect(storedAttribution('general-enquiry', { category: 'Service' }).source).toBeNull()
  })

  it('reads in a few lines for a person', () => {
    expect(attributionLines({ source: 'newsletter', linkedQueryParams: { utm_source: 'newsletter', gclid: 'abc' }, visitedPages: ['/', '/cars'] })).toEqual([
      'Source: newsletter',
      'Campaign: utm_source=newsletter, gclid=abc',
      'Pages: / → /cars',
    ])
    expect(attributionLines({ source: null, linkedQueryParams: {}, visitedPages: [] })).toEqual([])
  })
})

describe('the lead’s category', () => {
  it('follows its department: new and used cars, trade-ins, finance; else what the shopper chose, else General Enquiry', () => {
    expect(leadCategory('test-drive', 'new')).toBe('New Vehicles')
    expect(leadCategory('enquiry', 'demo')).toBe('Used Vehicles')
    expect(leadCategory('trade-in', null)).toBe('Used Vehicles')
    expect(leadCategory('finance-enquiry', null)).toBe('Finance')
    expect(leadCategory('general-enquiry', null, 'Service')).toBe('Service')
    expect(leadCategory('offer-enquiry', null)).toBe('General Enquiry')
  })
})

describe('a stored attribution read back', () => {
  it('lists the campaign parameters utm_source first, whatever order the database kept them in', () => {
    const read = attributionOf({ attribution: { source: 'newsletter', linkedQueryParams: { gclid: 'abc', utm_medium: 'email', utm_source: 'newsletter', stray: 'x' }, visitedPages: ['/', 7] } })
    expect(Object.keys(read.linkedQueryParams)).toEqual(['utm_source', 'utm_medium', 'gclid'])
    expect(read.visitedPages).toEqual(['/'])
    expect(attributionOf({ attribution: null })).toEqual({ source: null, category: '', pageId: null, manufacturerSlug: null, visitedPages: [], linkedQueryParams: {} })
  })
})
