import { describe, expect, it } from 'vitest'

import { mayLinkFromText, richTextLinks, TEXT_LINK_COLLECTION_MESSAGE } from '@/domain/richTextLinks'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const link = (fields: Record<string, unknown>, type = 'link') => ({ type, version: 3, fields, children: [text('here')] })
const internal = (relationTo: string, value: unknown) => link({ linkType: 'internal', doc: { relationTo, value }, newTab: false })
const custom = (url: string, type = 'link') => link({ linkType: 'custom', url, newTab: false }, type)
const state = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } })

describe('what rich text links to', () => {
  it('finds links at every depth: paragraphs, headings, lists, quotes, tables and blocks holding rich text', () => {
    const value = state(
      { type: 'paragraph', children: [internal('pages', 1), custom('https://example.com/a')] },
      { type: 'heading', tag: 'h2', children: [custom('/special-offers', 'autolink')] },
      { type: 'list', children: [{ type: 'listitem', children: [{ type: 'list', children: [{ type: 'listitem', children: [internal('users', 4)] }] }] }] },
      { type: 'quote', children: [internal('posts', { id: 2, title: 'populated' })] },
      { type: 'table', children: [{ type: 'tablerow', children: [{ type: 'tablecell', children: [{ type: 'paragraph', children: [custom('javascript:alert(1)')] }] }] }] },
      { type: 'block', fields: { blockType: 'note', body: state({ type: 'paragraph', children: [internal('tenants', 9)] }) } },
      { type: 'upload', relationTo: 'media', value: 5, fields: { caption: state({ type: 'paragraph', children: [custom('data:text/html,x')] }) } },
      { type: 'relationship', relationTo: 'locations', value: { id: 6 } },
    )
    expect(richTextLinks(value)).toEqual({
      records: [
        { node: 'link', relationTo: 'pages', value: 1 },
        { node: 'link', relationTo: 'users', value: 4 },
        { node: 'link', relationTo: 'posts', value: { id: 2, title: 'populated' } },
        { node: 'link', relationTo: 'tenants', value: 9 },
        { node: 'upload', relationTo: 'media', value: 5 },
        { node: 'relationship', relationTo: 'locations', value: { id: 6 } },
      ],
      addresses: ['https://example.com/a', '/special-offers', 'javascript:alert(1)', 'data:text/html,x'],
    })
  })

  it('a link inside a link’s own text is found too', () => {
    const outer = { ...internal('pages', 1), children: [custom('vbscript:x')] }
    expect(richTextLinks(state({ type: 'paragraph', children: [outer] }))).toEqual({ records: [{ node: 'link', relationTo: 'pages', value: 1 }], addresses: ['vbscript:x'] })
  })

  it('an internal link’s left-over url is never rendered, so it is not an address; a custom link’s left-over doc is still a record', () => {
    const both = link({ linkType: 'internal', url: 'javascript:alert(1)', doc: { relationTo: 'pages', value: 1 } })
    const stale = link({ linkType: 'custom', url: 'https://example.com', doc: { relationTo: 'users', value: 4 } })
    expect(richTextLinks(state(both, stale))).toEqual({
      records: [
        { node: 'link', relationTo: 'pages', value: 1 },
        { node: 'link', relationTo: 'users', value: 4 },
      ],
      addresses: ['https://example.com'],
    })
  })

  it('nothing in a populated record is read as part of the text', () => {
    const page = { id: 1, content: state({ type: 'paragraph', children: [internal('users', 4)] }) }
    expect(richTextLinks(state(internal('pages', page))).records).toEqual([{ node: 'link', relationTo: 'pages', value: page }])
  })

  it('empty, missing and malformed values link nowhere', () => {
    for (const value of [null, undefined, '', 'text', 3, [], state(), { root: null }, state(link({ doc: 'pages' }), link({ doc: { value: 1 } }), { type: 'link' })]) {
      expect(richTextLinks(value)).toEqual({ records: [], addresses: [] })
    }
  })
})

describe('which collections a text may link to', () => {
  it('pages, posts, offers and models; never staff, sites, leads or shoppers', () => {
    expect(['pages', 'posts', 'offers', 'models'].every(mayLinkFromText)).toBe(true)
    expect(['users', 'tenants', 'customer-leads', 'shoppers', 'media', 'lead-outbox'].some(mayLinkFromText)).toBe(false)
    expect(TEXT_LINK_COLLECTION_MESSAGE).toBe("A link in text may lead only to one of this site's pages, posts, offers or models. Choose one of those, or a web address.")
  })
})
