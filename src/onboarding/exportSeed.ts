import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { convertLexicalToMarkdown, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { modelCategoryLabel } from '@collections/Models/categories'
import { mediaDir } from '@collections/Media'
import { DEALER_EDITOR } from '@/access/roles'
import { BLOG_CATEGORIES, pagePath } from '@/domain/contentPages'
import { HOME_PAGE_SLUG } from '@/domain/blockLayouts'
import { exportableSettings } from '@/domain/dealerOwnFields'
import { compactStoredSettings } from '@/domain/site-settings'
import { siteRouteByKey } from '@/domain/siteRoutes'

import type { SeedInput } from './newSiteSeed'

/**
 * A dealer site as a seed file (tenants-seed/README.md) that tenant:onboard
 * accepts: everything the seed format holds. Images the seed states (logo,
 * home banners, promo cards) are written into the file as data: URLs, so one
 * file carries the whole site; images onboarding draws (models, locations,
 * offers, team) are left out and drawn again. Demo stock is not the site's
 * data and is not exported. Secrets are written as SECRET_PLACEHOLDER, which
 * onboarding refuses until someone puts the site's own value there.
 */

type Doc = Record<string, any>

/** Drops nulls, undefined, empty strings and ids, which the seed leaves unsaid; keeps empty arrays the caller chose. */
function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, item]) => key !== 'id' && key !== 'blockName' && item !== null && item !== undefined && item !== '')
        .map(([key, item]) => [key, compact(item)]),
    ) as T
  }
  return value
}

/** An offer's or promo card's finance group, when anything beyond its default term unit is filled in. */
const financeOf = (finance: Doc | null | undefined) =>
  finance && Object.entries(finance).some(([key, value]) => key !== 'id' && key !== 'termUnit' && value !== null && value !== undefined) ? finance : undefined
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined)
const idOf = (ref: unknown): number | null => (ref && typeof ref === 'object' ? (ref as { id: number }).id : ((ref as number | null) ?? null))

/** Plain paragraphs of a Lexical document (the inverse of lexicalFromParagraphs). */
function paragraphsOf(document: Doc | null | undefined): string {
  const textOf = (node: Doc): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join(''))
  return ((document?.root?.children ?? []) as Doc[]).map(textOf).filter(Boolean).join('\n\n')
}

export async function exportSiteSeed(payload: Payload, siteId: number, req?: PayloadRequest): Promise<SeedInput> {
  const site = (await payload.findByID({ collection: 'tenants', id: siteId, depth: 1, overrideAccess: true, req })) as Doc
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const markdown = (data: unknown) => (data ? convertLexicalToMarkdown({ data: data as SerializedEditorState, editorConfig }).trim() : '')
  const all = async (collection: CollectionSlug, options: { draft?: boolean; depth?: number } = {}) =>
    (
      await payload.find({
        collection,
        where: { tenant: { equals: siteId } },
        pagination: false,
        limit: 0,
        depth: options.depth ?? 0,
        draft: options.draft,
        sort: 'createdAt',
        overrideAccess: true,
        req,
      })
    ).docs as Doc[]

  const mediaCache = new Map<number, Doc>()
  const media = async (ref: unknown): Promise<Doc | null> => {
    const id = idOf(ref)
    if (id === null) return null
    if (!mediaCache.has(id)) mediaCache.set(id, (await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req })) as Doc)
    return mediaCache.get(id)!
  }
  const dataUrl = async (ref: unknown): Promise<string | null> => {
    const file = await media(ref)
    if (!file?.filename) return null
    const bytes = await readFile(path.join(mediaDir, file.filename))
    const type = file.mimeType === 'image/svg+xml' ? 'image/svg+xml' : 'image/png'
    return `data:${type};base64,${bytes.toString('base64')}`
  }

  const [dealerships, locations, models, offers, menus, pages, posts, promoCards, reviews, carPageContent, redirects, editors] = await Promise.all([
    all('dealerships'),
    all('locations'),
    all('models'),
    all('offers', { draft: true }),
    all('menus'),
    all('pages', { draft: true }),
    all('posts', { draft: true }),
    all('promo-cards', { draft: true }),
    all('reviews'),
    all('car-page-content'),
    all('redirects'),
    payload
      .find({ collection: 'users', where: { and: [{ 'tenants.tenant': { equals: siteId } }, { roles: { contains: DEALER_EDITOR } }] }, pagination: false, limit: 0, depth: 0, overrideAccess: true, req })
      .then((found) => found.docs as Doc[]),
  ])
  const dealershipSlugs = new Map(dealerships.map((dealership) => [dealership.id, dealership.slug as string]))
  const locationSlugs = new Map(locations.map((location) => [location.id, location.slug as string]))
  const modelSlugs = new Map(models.map((model) => [model.id, model.slug as string]))
  const offerNames = new Map(offers.map((offer) => [offer.id, offer.name as string]))
  const pagePaths = new Map(pages.map((page) => [page.id, pagePath(page as { slug: string; placement: 'content' | 'site' | 'home' })]))

  const menuLink = (link: Doc | null | undefined): { link?: string; newTab?: boolean } => {
    const newTab = link?.newTab ? { newTab: true } : {}
    switch (link?.kind) {
      case 'route':
        return { link: siteRouteByKey(link.route)?.path, ...newTab }
      case 'page':
        return { link: pagePaths.get(idOf(link.page) ?? -1), ...newTab }
      case 'dealer-site':
        return { link: `dealer:${link.dealerLink}:${link.dealerPath ?? '/'}`, ...newTab }
      case 'url':
        return { link: link.url, ...newTab }
      default:
        return {}
    }
  }
  const menuEntries = (items: Doc[] | null | undefined): Doc[] =>
    (items ?? []).map((item) => ({
      label: item.label,
      ...menuLink(item.link),
      ...(item.dropdown && item.dropdown !== 'none' ? { dropdown: item.dropdown } : {}),
      ...(item.children?.length ? { children: menuEntries(item.children) } : {}),
    }))
  const menuFor = (placement: string) => {
    const menu = menus.find((candidate) => candidate.placement === placement)
    return menu ? menuEntries(menu.items) : undefined
  }

  const homePage = pages.find((page) => page.placement === 'home' && page.slug === HOME_PAGE_SLUG)
  const homeBlock = async (block: Doc): Promise<Doc> => {
    switch (block.blockType) {
      case 'imageBanner':
        return { ...block, slides: await Promise.all((block.slides as Doc[]).map(async (slide) => ({ ...slide, image: await dataUrl(slide.image) }))) }
      case 'offers':
        return { ...block, chosen: ((block.chosen ?? []) as unknown[]).map((ref) => offerNames.get(idOf(ref) ?? -1)).filter(Boolean) }
      case 'locations':
        return { ...block, location: block.location ? locationSlugs.get(idOf(block.location) ?? -1) : undefined }
      case 'richText':
        return { ...block, content: markdown(block.content) }
      default:
        return block
    }
  }

  const logo = site.theme?.logo
  const carPage = carPageContent[0]
  const carPageItems = (items: Doc[] | null | undefined) => (items ?? []).map((item) => ({ title: item.title, text: item.text, carTypes: item.carTypes ?? [], makes: item.makes ?? [] }))

  return compact({
    site: {
      name: site.name,
      slug: site.slug,
      domains: ((site.domains ?? []) as Doc[]).map((row) => row.domain as string),
      timeZone: site.timeZone,
      theme: {
        ...(logo ? { logo: { file: await dataUrl(logo), alt: (await media(logo))?.alt || site.name } } : {}),
        primaryColour: site.theme?.primaryColour,
        secondaryColour: site.theme?.secondaryColour,
        accentColour: site.theme?.accentColour,
        headingFont: site.theme?.headingFont,
        bodyFont: site.theme?.bodyFont,
        radius: site.theme?.radius,
        density: site.theme?.density,
      },
      contact: site.contact ?? {},
      // The file travels: no secret or credential goes with it (SECRET_FIELDS).
      settings: exportableSettings(compactStoredSettings(site.settings)),
    },
    editors: editors.map((user) => ({ email: user.email, name: user.name || user.email.split('@')[0] })),
    dealerships: dealerships.map((dealership) => ({
      slug: dealership.slug,
      name: dealership.name,
      externalId: dealership.externalId,
      manufacturers: dealership.manufacturers ?? [],
      contact: dealership.contact ?? {},
      reviewProfiles: dealership.reviewProfiles ?? [],
    })),
    locations: locations.map((location) => ({
      slug: location.slug,
      name: location.name,
      dealership: dealershipSlugs.get(idOf(location.dealership) ?? -1),
      externalId: location.externalId,
      locationType: location.locationType,
      locationSubtype: location.locationSubtype ?? [],
      manufacturers: location.manufacturers ?? [],
      primary: location.primary ?? false,
      visible: location.visible ?? true,
      show: location.show ?? true,
      enquireNowOnWeekends: location.enquireNowOnWeekends ?? false,
      address: {
        street: location.address?.street,
        city: location.address?.city,
        state: location.address?.state,
        postcode: location.address?.postcode,
        lat: location.address?.lat,
        long: location.address?.long,
        placeUrl: location.address?.placeUrl,
      },
      contact: { phone: location.contact?.phone, landlinePhone: location.contact?.landlinePhone, email: location.contact?.email },
      dealerLicenceNumber: location.dealerLicenceNumber,
      motorVehicleRepairer: location.motorVehicleRepairer,
      averageRating: location.averageRating,
      reviewCount: location.reviewCount,
      openingHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => {
          const hours = location.openingHours?.[day] ?? {}
          return [day, hours.status === 'Open' ? { status: 'Open', open: hours.open, close: hours.close } : { status: 'Closed' }]
        }),
      ),
      team: ((location.team ?? []) as Doc[]).map((member) => ({ name: member.name, role: member.role, phone: member.phone, email: member.email })),
      specialHours: ((location.specialHours ?? []) as Doc[]).map((entry) => ({
        date: dateOnly(entry.date),
        status: entry.status,
        open: entry.open,
        close: entry.close,
        department: entry.department ?? 'all',
      })),
    })),
    offers: offers.map((offer) => ({
      name: offer.name,
      description: paragraphsOf(offer.description),
      disclaimer: offer.disclaimer ?? '',
      manufacturer: offer.manufacturer,
      startDate: offer.startDate,
      expiryDate: offer.expiryDate,
      model: offer.model ? modelSlugs.get(idOf(offer.model) ?? -1) : undefined,
      finance: financeOf(offer.finance),
      published: offer._status === 'published',
    })),
    models: models.map((model) => ({
      slug: model.slug,
      name: model.name,
      manufacturer: model.manufacturer,
      description: model.description,
      categories: ((model.categories ?? []) as string[]).map(modelCategoryLabel),
      body: model.body,
      status: model.status,
      fuel: model.fuel,
      overrideUrl: model.overrideUrl,
      accessories: ((model.accessories ?? []) as Doc[]).map((accessory) => ({ name: accessory.name, partNumber: accessory.partNumber, price: accessory.price })),
    })),
    menus: { header: menuFor('header'), footer: menuFor('footer') },
    pages: pages
      .filter((page) => page.placement !== 'home')
      .map((page) => ({
        slug: page.slug,
        title: page.title,
        placement: page.placement,
        description: page.description ?? '',
        content: markdown(page.content),
        published: page._status === 'published',
      })),
    home: homePage
      ? {
          title: homePage.title,
          description: homePage.description ?? '',
          layout: await Promise.all(((homePage.layout ?? []) as Doc[]).map(homeBlock)),
          published: homePage._status === 'published',
        }
      : undefined,
    posts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      category: BLOG_CATEGORIES.find((category) => category.key === post.category)?.slug,
      publishedAt: dateOnly(post.publishedAt),
      author: post.author,
      excerpt: post.excerpt,
      content: markdown(post.content),
      published: post._status === 'published',
    })),
    promoCards: await Promise.all(
      promoCards.map(async (card) => ({
        alt: card.alt,
        image: await dataUrl(card.image),
        link: card.link,
        background: card.background,
        displayConditions: card.displayConditions ?? [],
        strictDisplay: card.strictDisplay ?? false,
        position: typeof card.position === 'string' ? Number(card.position.slice(1)) : undefined,
        startDate: card.startDate,
        expiryDate: card.expiryDate,
        finance: financeOf(card.finance),
        published: card._status === 'published',
      })),
    ),
    reviews: reviews.map((review) => ({
      location: locationSlugs.get(idOf(review.location) ?? -1),
      customerName: review.customerName,
      rating: review.rating,
      reviewDate: dateOnly(review.reviewDate),
      text: review.text ?? '',
      source: review.source,
    })),
    carPageContent: carPage
      ? {
          whatsIncluded: carPageItems(carPage.whatsIncluded),
          whyBuyFromUs: carPageItems(carPage.whyBuyFromUs),
          protectYourCar: carPageItems(carPage.protectYourCar),
          reserveOnlineText: carPage.reserveOnlineText,
        }
      : undefined,
    redirects: redirects.map((redirect) => ({ from: redirect.oldPath, to: redirect.newAddress })),
  } as SeedInput)
}
