import { createHash } from 'node:crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { BLOG_CATEGORIES, pagePath } from '@/domain/contentPages'
import type { ExternalLinkKind } from '@/domain/externalLinks'
import type { MenuLink } from '@/domain/menus'
import { resolveSiteSettings } from '@/domain/site-settings'
import { internalPathProblem, siteRouteByPath } from '@/domain/siteRoutes'

import { menuPreset, presetForSite } from './menuPresets'
import { matches } from './onboardNetwork'
import { advertisedFinanceData } from './onboardOffers'
import type { MenuEntrySeed, SiteSeed } from './seedSchema'
import { seedImage } from './seedImages'

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

// Seeds skip cache revalidation hooks: nothing is being served from this data yet.
const context = { disableRevalidate: true }

/** Ids of the site's pages by address (/about-us, /pages/finance), for menu links to them. */
export type PageIds = ReadonlyMap<string, number>

/**
 * "/path", "https://…" or "dealer:{kind}:/path", as the seed schema allows: a
 * path becomes the platform route or the site's page it names. The schema has
 * refused paths that name neither, so none reaches here unresolved.
 */
export function menuLinkFromSeed(link: string | undefined, newTab: boolean | undefined, pageIds: PageIds): MenuLink & { newTab: boolean } {
  const tab = newTab ?? false
  if (!link) return { kind: null, newTab: tab }
  const dealer = /^dealer:([a-z-]+):(.*)$/.exec(link)
  if (dealer) return { kind: 'dealer-site', dealerLink: dealer[1] as ExternalLinkKind, dealerPath: dealer[2], newTab: tab }
  if (link.startsWith('https://')) return { kind: 'url', url: link, newTab: tab }
  const route = siteRouteByPath(link)
  if (route) return { kind: 'route', route: route.key, newTab: tab }
  const page = pageIds.get(link)
  if (page === undefined) throw new Error(`menu link ${link}: no platform page and no page of this site answers it`)
  return { kind: 'page', page, newTab: tab }
}

function menuEntryData(entry: MenuEntrySeed, pageIds: PageIds): Record<string, unknown> {
  return {
    label: entry.label,
    dropdown: entry.dropdown ?? 'none',
    link: menuLinkFromSeed(entry.link, entry.newTab, pageIds),
    ...(entry.children ? { children: entry.children.map((child) => ({ label: child.label, link: menuLinkFromSeed(child.link, child.newTab, pageIds) })) } : {}),
  }
}

/** The site's published pages: the seed's just written and any the dealer added. */
async function publishedPages(payload: Payload, siteId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
    select: { slug: true, placement: true },
    depth: 0,
    limit: 1000,
    overrideAccess: true, req,
  })
  return docs
}

/**
 * The converter gives every link node a random id, so the same markdown would
 * never match what was stored and every run would rewrite every page; ids
 * derived from the text and the node's place keep onboarding idempotent.
 */
export function withStableNodeIds<T>(document: T, markdown: string): T {
  let counter = 0
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const record = node as Record<string, unknown>
    if (typeof record.id === 'string' && typeof record.type === 'string') {
      record.id = createHash('sha256').update(`${markdown}\u0000${counter++}`).digest('hex').slice(0, 24)
    }
    Object.values(record).forEach(visit)
  }
  visit(document)
  return document
}

type Upsert = {
  collection: CollectionSlug
  where: Where
  data: Record<string, unknown>
  what: string
  /** Collections with drafts: whether the seed's version is published. */
  published?: boolean
  /** The transaction to write in, when there is one. */
  req?: PayloadRequest
}

export async function upsert(payload: Payload, note: Note, { collection, where, data, what, published, req }: Upsert) {
  const drafts = published !== undefined
  const wanted = drafts ? { ...data, _status: published ? 'published' : 'draft' } : data
  const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, req, ...(drafts ? { draft: true } : {}) })
  const existing = found.docs[0] as { id: number } | undefined
  const draft = drafts && !published
  if (!existing) {
    await payload.create({ collection, data: wanted as never, overrideAccess: true, req, context, draft })
    note('created', what)
  } else if (matches(JSON.parse(JSON.stringify(wanted)), existing)) {
    note('unchanged', what)
  } else {
    await payload.update({ collection, id: existing.id, data: wanted as never, overrideAccess: true, req, context, draft })
    note('updated', what)
  }
}

/** Creates or updates the site's menus, pages, blog posts, promo cards, car page content and reviews from its seed. */
export async function onboardContent(payload: Payload, seed: SiteSeed, siteId: number, seedDir: string, note: Note, req?: PayloadRequest) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const richText = (markdown: string) => withStableNodeIds(convertMarkdownToLexical({ editorConfig, markdown }), markdown)
  const inSite = (extra: Where): Where => ({ and: [{ tenant: { equals: siteId } }, extra] })

  for (const page of seed.pages) {
    await upsert(payload, note, {
      req,
      collection: 'pages',
      where: inSite({ and: [{ slug: { equals: page.slug } }, { placement: { equals: page.placement } }] }),
      data: { title: page.title, slug: page.slug, placement: page.placement, description: page.description, content: richText(page.content), tenant: siteId },
      what: `page ${page.slug}`,
      published: page.published,
    })
  }

  // After the pages: menu links point at them.
  const pages = await publishedPages(payload, siteId, req)
  const pageIds: PageIds = new Map(pages.map((page) => [pagePath(page), page.id]))
  const linkSite = { pages, settings: resolveSiteSettings(seed.site.settings) }
  for (const placement of ['header', 'footer'] as const) {
    const menu = seed.menus[placement]
    if (!menu) continue
    const entries = typeof menu === 'string' ? presetForSite(menuPreset(menu, seed.site.name), (path) => internalPathProblem(path, linkSite) === null) : menu
    await upsert(payload, note, {
      req,
      collection: 'menus',
      where: inSite({ placement: { equals: placement } }),
      data: { placement, items: entries.map((entry) => menuEntryData(entry, pageIds)), tenant: siteId },
      what: `${placement} menu`,
    })
  }

  for (const post of seed.posts) {
    const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === post.category)!
    await upsert(payload, note, {
      req,
      collection: 'posts',
      where: inSite({ slug: { equals: post.slug } }),
      data: {
        title: post.title,
        slug: post.slug,
        category: category.key,
        // Noon UTC keeps the calendar date in every Australian zone.
        publishedAt: `${post.publishedAt}T12:00:00.000Z`,
        author: post.author ?? null,
        excerpt: post.excerpt,
        content: richText(post.content),
        tenant: siteId,
      },
      what: `post ${post.slug}`,
      published: post.published,
    })
  }

  for (const card of seed.promoCards) {
    const image = await seedImage(payload, { siteId, seedDir, file: card.image, alt: card.alt, prefix: `promo-${seed.site.slug}`, width: 600 }, req)
    if (image.created) note('created', `promo image ${card.image}`)
    await upsert(payload, note, {
      req,
      collection: 'promo-cards',
      where: inSite({ alt: { equals: card.alt } }),
      data: {
        alt: card.alt,
        image: image.id,
        link: card.link ?? null,
        background: card.background ?? null,
        displayConditions: card.displayConditions,
        strictDisplay: card.strictDisplay,
        position: card.position ? `p${card.position}` : null,
        startDate: card.startDate ? new Date(card.startDate).toISOString() : null,
        expiryDate: card.expiryDate ? new Date(card.expiryDate).toISOString() : null,
        finance: advertisedFinanceData(card.finance),
        tenant: siteId,
      },
      what: `promo card ${card.alt}`,
      published: card.published,
    })
  }

  if (seed.carPageContent) {
    const { reserveOnlineText, ...sections } = seed.carPageContent
    // An empty car-type list is read back as no value: leaving it out keeps a second run from seeing a change.
    const items = (list: (typeof sections)['whatsIncluded']) =>
      list.map((item) => ({ title: item.title, text: item.text ?? null, ...(item.carTypes.length > 0 ? { carTypes: item.carTypes } : {}), ...(item.makes.length > 0 ? { makes: item.makes } : {}) }))
    await upsert(payload, note, {
      req,
      collection: 'car-page-content',
      where: { tenant: { equals: siteId } },
      data: { whatsIncluded: items(sections.whatsIncluded), whyBuyFromUs: items(sections.whyBuyFromUs), protectYourCar: items(sections.protectYourCar), reserveOnlineText: reserveOnlineText ?? null, tenant: siteId },
      what: 'car page content',
    })
  }

  if (seed.reviews.length > 0) {
    const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: siteId } }, limit: 0, depth: 0, overrideAccess: true, req, pagination: false })
    const locationIds = new Map(locations.docs.map((location) => [location.slug, location.id]))
    for (const review of seed.reviews) {
      const location = locationIds.get(review.location)!
      const reviewDate = `${review.reviewDate}T12:00:00.000Z`
      await upsert(payload, note, {
        req,
        collection: 'reviews',
        where: inSite({ and: [{ location: { equals: location } }, { customerName: { equals: review.customerName } }, { reviewDate: { equals: reviewDate } }] }),
        data: { customerName: review.customerName, rating: review.rating, reviewDate, text: review.text, source: review.source, location, tenant: siteId },
        what: `review by ${review.customerName}`,
      })
    }
  }
}
