import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { toWords } from 'payload/shared'

import type { PagePlacement } from '@/domain/contentPages'
import type { MenuEntry } from '@/domain/menus'
import { resolveSiteSettings } from '@/domain/site-settings'
import { externalSiteLinks, siteLinkReport, type CheckedSite, type DocumentPlace, type SiteLinkReport, type SiteLinks } from '@/domain/siteLinkCheck'
import { labelText, type BlockLookup } from '@/fields/fieldValues'
import { linkAddressesIn } from '@/fields/linkAddressesIn'

import { probeResults } from './linkProbe'

/**
 * The collections whose documents' link fields a site's check reads, each
 * found by its fields' own marks (linkAddressesIn). Menus are read apart:
 * their links are chosen, not typed, and have rules of their own.
 */
export const LINKED_COLLECTIONS = ['pages', 'promo-cards', 'offers', 'models'] as const satisfies readonly CollectionSlug[]

/** A document as the dashboard names it: its collection's word for it and its title (the admin's useAsTitle). */
function documentPlace(req: PayloadRequest, collection: CollectionSlug, doc: { id: number | string }): DocumentPlace {
  const config = req.payload.collections[collection].config
  const kind = labelText(config.labels?.singular, collection)
  const title = config.admin?.useAsTitle ? (doc as Record<string, unknown>)[config.admin.useAsTitle] : undefined
  return { collection, kind, documentId: doc.id, document: typeof title === 'string' && title.trim() ? title : `${kind} ${doc.id}` }
}

/**
 * What the site's shoppers can reach, and every link of it: menus, and the
 * published version of each document of LINKED_COLLECTIONS (drafts are not on
 * the site yet). Every read states the site and runs with the user's access.
 */
async function readSite(req: PayloadRequest, siteId: number): Promise<{ site: CheckedSite; links: SiteLinks } | null> {
  const scope = { req, overrideAccess: false, depth: 0, pagination: false } as const
  const ofSite: Where = { tenant: { equals: siteId } }
  const published = (collection: CollectionSlug): Where => (req.payload.collections[collection].config.versions?.drafts ? { and: [ofSite, { _status: { equals: 'published' } }] } : ofSite)
  const [site, pages, menus, ...documents] = await Promise.all([
    req.payload.findByID({ collection: 'tenants', id: siteId, select: { domains: true, settings: true }, req, overrideAccess: false, depth: 0, disableErrors: true }),
    req.payload.find({ ...scope, collection: 'pages', where: ofSite, select: { slug: true, placement: true, _status: true } }),
    // Depth 1 reads each linked page's address and status, as the menu's own check does.
    req.payload.find({ ...scope, collection: 'menus', where: ofSite, depth: 1, populate: { pages: { slug: true, placement: true, _status: true } } }),
    ...LINKED_COLLECTIONS.map((collection) => req.payload.find({ ...scope, collection, where: published(collection) })),
  ])
  if (!site) return null
  const lookup: BlockLookup = (slug) => req.payload.config.blocks?.find((block) => block.slug === slug)
  const typed = LINKED_COLLECTIONS.flatMap((collection, at) =>
    documents[at]!.docs.flatMap((doc) => {
      const place = documentPlace(req, collection, doc)
      return linkAddressesIn(req.payload.collections[collection].config.fields, doc, lookup).map((found) => ({ ...place, ...found }))
    }),
  )
  const addresses = pages.docs.map((page) => ({ slug: page.slug, placement: page.placement as PagePlacement, published: page._status === 'published' }))
  return {
    site: {
      domains: site.domains,
      settings: resolveSiteSettings(site.settings as never),
      pages: addresses.filter((page) => page.published),
      unpublishedPages: addresses.filter((page) => !page.published),
    },
    links: {
      menus: menus.docs.map((menu) => ({ ...documentPlace(req, 'menus', menu), document: toWords(menu.placement), entries: menu.items as MenuEntry[] | undefined })),
      typed,
    },
  }
}

/**
 * Every link of one dealer site judged now: links to this site that lead
 * nowhere, and links to other websites tried within their time limit, a few
 * at a time (linkProbe.ts). Null when the user cannot see the site. The
 * caller decides who may ask for which site; the reads apply the user's
 * access as well.
 */
export async function checkSiteLinks(req: PayloadRequest, siteId: number): Promise<SiteLinkReport | null> {
  const read = await readSite(req, siteId)
  if (!read) return null
  const results = await probeResults(externalSiteLinks(read.links, read.site).map((link) => link.url))
  return siteLinkReport(read.links, read.site, results, new Date())
}
