import type { Block, CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { guardSiteReferences } from '../../src/access/guardSiteReferences'
import { canReferenceSites, siteReferencesIn } from '../../src/access/siteReferenceFields'
import { crossSiteReferenceMessage, documentSiteId, isRecordId, mayReference, recordId } from '../../src/domain/siteReferences'

describe('which site a document belongs to', () => {
  it('a dealer site belongs to itself; one being created owns nothing yet', () => {
    expect(documentSiteId('tenants', { name: 'x' }, { id: 4 }, 4)).toBe(4)
    expect(documentSiteId('tenants', { name: 'x' }, null, undefined)).toBeNull()
  })

  it('any other document belongs to the site it is sent with, else the one it is stored with', () => {
    expect(documentSiteId('offers', { tenant: 2 }, { tenant: 1 }, 9)).toBe(2)
    expect(documentSiteId('offers', { name: 'x' }, { tenant: { id: 1, name: 'Swan' } }, 9)).toBe(1)
    expect(documentSiteId('offers', { name: 'x' }, null, undefined)).toBeNull()
    expect(documentSiteId('offers', { tenant: null }, { tenant: 1 }, 9)).toBeNull()
  })
})

describe('which records a document may link to', () => {
  it('only records of its own site', () => {
    expect(mayReference(1, 1)).toBe(true)
    expect(mayReference(1, 2)).toBe(false)
  })

  it('never a missing record, a record of no site, or anything from a document of no site', () => {
    expect(mayReference(1, undefined)).toBe(false)
    expect(mayReference(1, null)).toBe(false)
    expect(mayReference(null, 1)).toBe(false)
    expect(mayReference(null, null)).toBe(false)
  })

  it('says the same for another site’s record and a missing one, so no answer reveals another dealer’s records', () => {
    expect(crossSiteReferenceMessage('image', 12)).toBe("There is no image with id 12 on this site. Choose one of this site's own.")
  })

  it('reads ids from populated records and refuses ids that name no record', () => {
    expect(recordId(5)).toBe(5)
    expect(recordId({ id: 5, alt: 'x' })).toBe(5)
    expect(recordId(null)).toBeNull()
    expect([5, '5', 'abc', '', 1.5].map(isRecordId)).toEqual([true, true, false, false, false])
  })
})

const scoped = new Set(['media', 'locations'])
const gallery: Block = { slug: 'gallery', fields: [{ name: 'photos', type: 'upload', relationTo: 'media', hasMany: true }] }
const noBlocks = () => undefined

/** Every place a field can hide inside another. */
const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'excludedSites', type: 'relationship', relationTo: 'tenants', hasMany: true },
  { name: 'theme', type: 'group', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] },
  { type: 'row', fields: [{ name: 'location', type: 'relationship', relationTo: 'locations' }] },
  { type: 'collapsible', label: 'More', fields: [{ name: 'either', type: 'relationship', relationTo: ['media', 'tenants'] }] },
  {
    type: 'tabs',
    tabs: [
      { name: 'hero', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }] },
      { label: 'Unnamed', fields: [{ name: 'banner', type: 'upload', relationTo: 'media' }] },
    ],
  },
  { name: 'slides', type: 'array', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] },
  { name: 'layout', type: 'blocks', blocks: [gallery], blockReferences: ['shared'] as never },
  { name: 'content', type: 'richText' },
]
const shared: Block = { slug: 'shared', fields: [{ name: 'place', type: 'relationship', relationTo: 'locations' }] }

describe('finding the links a document makes', () => {
  it('finds every link to a site-scoped record, however deep, with its path', () => {
    const data = {
      title: 'x',
      image: 1,
      excludedSites: [7, 8],
      theme: { logo: { id: 2, alt: 'populated' } },
      location: 3,
      either: { relationTo: 'media', value: 4 },
      hero: { picture: 5 },
      banner: 6,
      slides: [{ photo: 7 }, { photo: null }, { photo: 8 }],
      layout: [
        { blockType: 'gallery', photos: [9, 10] },
        { blockType: 'shared', place: 11 },
        { blockType: 'unknown', photos: [99] },
      ],
      content: { root: { children: [{ type: 'paragraph', children: [{ type: 'upload', relationTo: 'media', value: 12 }] }, { type: 'relationship', relationTo: 'locations', value: { id: 13 } }] } },
    }
    const lookup = (slug: string) => (slug === 'shared' ? shared : undefined)
    expect(siteReferencesIn(fields, data, scoped, lookup)).toEqual([
      { path: 'image', collection: 'media', id: 1 },
      { path: 'theme.logo', collection: 'media', id: 2 },
      { path: 'location', collection: 'locations', id: 3 },
      { path: 'either', collection: 'media', id: 4 },
      { path: 'hero.picture', collection: 'media', id: 5 },
      { path: 'banner', collection: 'media', id: 6 },
      { path: 'slides.0.photo', collection: 'media', id: 7 },
      { path: 'slides.2.photo', collection: 'media', id: 8 },
      { path: 'layout.0.photos.0', collection: 'media', id: 9 },
      { path: 'layout.0.photos.1', collection: 'media', id: 10 },
      { path: 'layout.1.place', collection: 'locations', id: 11 },
      { path: 'content', collection: 'media', id: 12 },
      { path: 'content', collection: 'locations', id: 13, textLink: true },
    ])
  })

  it('lists the document of every link and relationship node in rich text, whatever its collection, so the guard can refuse staff, sites or another site’s page', () => {
    const link = (relationTo: string, value: unknown) => ({ type: 'link', fields: { linkType: 'internal', doc: { relationTo, value } }, children: [] })
    const content = { root: { children: [{ type: 'paragraph', children: [link('pages', 21)] }, { type: 'list', children: [{ type: 'listitem', children: [link('users', 4)] }] }, { type: 'relationship', relationTo: 'users', value: 5 }] } }
    const layout = [{ blockType: 'shared', place: 11 }, { blockType: 'text', body: { root: { children: [{ type: 'quote', children: [link('posts', { id: 22 })] }] } } }]
    const text: Block = { slug: 'text', fields: [{ name: 'body', type: 'richText' }] }
    const lookup = (slug: string) => (slug === 'shared' ? shared : slug === 'text' ? text : undefined)
    const withText = [...fields.slice(0, -2), { name: 'layout', type: 'blocks', blocks: [text], blockReferences: ['shared'] as never } as Field, fields.at(-1)!]
    expect(siteReferencesIn(withText, { content, layout }, scoped, lookup)).toEqual([
      { path: 'layout.0.place', collection: 'locations', id: 11 },
      { path: 'layout.1.body', collection: 'posts', id: 22, textLink: true },
      { path: 'content', collection: 'pages', id: 21, textLink: true },
      { path: 'content', collection: 'users', id: 4, textLink: true },
      { path: 'content', collection: 'users', id: 5, textLink: true },
    ])
  })

  it('walks only the data present, so a partial update yields only the links it sends', () => {
    expect(siteReferencesIn(fields, { title: 'renamed' }, scoped, noBlocks)).toEqual([])
    expect(siteReferencesIn(fields, { image: null, either: { relationTo: 'tenants', value: 1 } }, scoped, noBlocks)).toEqual([])
  })

  it('knows which field lists can link to a site-scoped record at all', () => {
    expect(canReferenceSites([{ name: 'title', type: 'text' }, { name: 'sites', type: 'relationship', relationTo: 'tenants' }], scoped, noBlocks)).toBe(false)
    expect(canReferenceSites([{ name: 'rows', type: 'array', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] }], scoped, noBlocks)).toBe(true)
    expect(canReferenceSites([{ type: 'tabs', tabs: [{ label: 'x', fields: [{ name: 'at', type: 'relationship', relationTo: ['tenants', 'locations'] }] }] }], scoped, noBlocks)).toBe(true)
    expect(canReferenceSites([{ name: 'layout', type: 'blocks', blocks: [], blockReferences: ['shared'] as never }], scoped, (slug) => (slug === 'shared' ? shared : undefined))).toBe(true)
    expect(canReferenceSites([{ name: 'body', type: 'richText' }], scoped, noBlocks)).toBe(true)
  })
})

describe('the guard over a whole config', () => {
  const tenant: Field = { name: 'tenant', type: 'relationship', relationTo: 'tenants' }
  const collection = (slug: string, own: Field[]): CollectionConfig => ({ slug, fields: own })
  const config = {
    collections: [
      collection('tenants', [{ name: 'theme', type: 'group', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] }]),
      collection('media', [tenant, { name: 'alt', type: 'text' }]),
      collection('offers', [tenant, { name: 'cards', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] }]),
      collection('notes', [tenant, { name: 'body', type: 'text' }]),
      // Not a site's document: it has no site to compare with.
      collection('sessions', [{ name: 'image', type: 'upload', relationTo: 'media' }]),
    ],
  } as Config
  const guarded = guardSiteReferences(config)
  const hooks = (slug: string) => guarded.collections!.find((candidate) => candidate.slug === slug)!.hooks?.beforeValidate ?? []

  it('guards every site’s document that can link to a site-scoped record, and the sites themselves', () => {
    expect(hooks('tenants')).toHaveLength(1)
    expect(hooks('offers')).toHaveLength(1)
  })

  it('leaves alone documents with nothing to link and documents that belong to no site', () => {
    expect(hooks('media')).toHaveLength(0)
    expect(hooks('notes')).toHaveLength(0)
    expect(hooks('sessions')).toHaveLength(0)
  })

  it('keeps a collection’s own hooks', () => {
    const own = () => undefined
    const withOwn = guardSiteReferences({ collections: [config.collections![1]!, { ...config.collections![2]!, hooks: { beforeValidate: [own] } }] } as Config)
    expect(withOwn.collections![1]!.hooks!.beforeValidate![0]).toBe(own)
    expect(withOwn.collections![1]!.hooks!.beforeValidate).toHaveLength(2)
  })
})
