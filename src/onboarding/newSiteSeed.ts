import type { z } from 'zod'

import { copyStillNeeds, sharedSettings } from '@/domain/dealerOwnFields'
import { resolveSiteSettings } from '@/domain/site-settings'
import { siteSlugFromName } from '@/domain/siteSlug'
import { internalPathProblem } from '@/domain/siteRoutes'

import { presetForSite } from './menuPresets'
import { domainList, type NewDealerSiteForm } from './newSiteForm'
import { WEEKDAYS } from './seedFields'
import type { MenuEntrySeed, seedSchema } from './seedSchema'

/** A seed as written (before defaults): what the new site form and the export produce, and tenant:onboard reads. */
export type SeedInput = z.input<typeof seedSchema>

/** Where a new site's settings, theme choices, menus and home layout come from: a template, or a copied site. */
export type SiteStart = {
  settings: Record<string, unknown>
  theme?: Pick<NonNullable<SeedInput['site']['theme']>, 'headingFont' | 'bodyFont' | 'radius' | 'density'>
  menus: SeedInput['menus']
  home?: SeedInput['home']
  /** A copy: what the original had of its own that the new site still needs (copyStillNeeds). */
  stillNeeds?: string[]
}

/** Facts the server adds to the form: the stock feed ids no site uses yet, and the point of the location's postcode. */
export type NewSitePlace = { dealershipExternalId: number; locationExternalId: number; lat: number; long: number }

const text = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** The seed of a new dealer site from the admin's form: one dealership with one sales location, and the start's settings, menus and layout. */
export function newSiteSeed(form: NewDealerSiteForm, start: SiteStart, place: NewSitePlace): SeedInput {
  const dealershipSlug = siteSlugFromName(form.dealership.name) || form.site.slug
  const { location } = form
  const phone = text(form.site.phone)
  const email = text(form.site.email)
  return {
    site: {
      name: form.site.name.trim(),
      slug: form.site.slug,
      domains: domainList(form.site.domains),
      timeZone: form.site.timeZone,
      theme: {
        ...start.theme,
        ...(form.site.logo ? { logo: { file: form.site.logo, alt: form.site.name.trim() } } : {}),
        primaryColour: form.site.primaryColour,
        secondaryColour: form.site.secondaryColour,
        accentColour: form.site.accentColour,
      },
      contact: {
        phone,
        email,
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        legalName: text(form.site.legalName),
        abn: text(form.site.abn),
      },
      // A feed address is fetched on its schedule from now on; an uploaded file is imported once (createDealerSite).
      settings: form.stock.from === 'url' ? { ...start.settings, stockFeed: { source: form.stock.url, schedule: form.stock.schedule, mode: 'full' } } : start.settings,
    },
    dealerships: [
      {
        slug: dealershipSlug,
        name: form.dealership.name.trim(),
        externalId: place.dealershipExternalId,
        manufacturers: form.dealership.makes.split(',').map((make) => make.trim()).filter(Boolean),
        contact: { phone, email },
      },
    ],
    locations: [
      {
        slug: siteSlugFromName(location.name) || `${dealershipSlug}-sales`,
        name: location.name.trim(),
        dealership: dealershipSlug,
        externalId: place.locationExternalId,
        locationType: 'sales',
        primary: true,
        address: { street: location.street, city: location.city, state: location.state, postcode: location.postcode, lat: place.lat, long: place.long },
        contact: { phone: text(location.phone) ?? phone, email },
        openingHours: Object.fromEntries(
          WEEKDAYS.map((weekday) => {
            const day = location.hours[weekday]
            return [weekday, day.status === 'Open' ? { status: 'Open', open: day.open, close: day.close } : { status: 'Closed' }]
          }),
        ) as NonNullable<SeedInput['locations']>[number]['openingHours'],
      },
    ],
    menus: start.menus,
    ...(start.home ? { home: start.home } : {}),
  }
}

/**
 * What a new site copies from an existing one (its export): presentation and
 * structure, never the dealer's own identity or integrations
 * (DEALER_OWN_FIELDS): its switches but not where its leads go or its stock
 * comes from, theme choices other than logo and colours, menus and home
 * layout. The copy has none of the original's pages, offers or locations, so
 * menu links to its pages go (as a preset's would) and home blocks choose
 * offers and locations themselves.
 */
export function copiedSiteStart(source: SeedInput): SiteStart {
  const settings = sharedSettings((source.site.settings ?? {}) as Record<string, unknown>)
  const linkSite = { pages: [], settings: resolveSiteSettings(settings) }
  const answers = (path: string) => internalPathProblem(path, linkSite) === null
  // A link to the original dealer's own website would lead to the new dealer's domain, which points here: it would answer 404.
  const ownWebsiteLinksGone = (entries: MenuEntrySeed[]): MenuEntrySeed[] =>
    entries.flatMap((entry) => {
      const kept = entry.link?.startsWith('dealer:') ? { ...entry, link: undefined, newTab: undefined } : { ...entry }
      if (entry.children) kept.children = ownWebsiteLinksGone(entry.children)
      if (!kept.link) delete kept.link
      if (kept.newTab === undefined) delete kept.newTab
      return kept.link || kept.children?.length || (kept.dropdown && kept.dropdown !== 'none') ? [kept] : []
    })
  type Menu = NonNullable<SeedInput['menus']>['header']
  const menu = (entries: Menu): Menu => (Array.isArray(entries) ? presetForSite(ownWebsiteLinksGone(entries as MenuEntrySeed[]), answers) : entries)
  const theme = source.site.theme ?? {}
  return {
    settings,
    theme: { headingFont: theme.headingFont, bodyFont: theme.bodyFont, radius: theme.radius, density: theme.density },
    menus: { header: menu(source.menus?.header), footer: menu(source.menus?.footer) },
    home: source.home
      ? {
          ...source.home,
          layout: source.home.layout.map((block) => {
            if (block.blockType === 'offers') return { ...block, mode: 'latest' as const, chosen: [] }
            if (block.blockType === 'locations') return { ...block, location: undefined }
            return block
          }),
        }
      : undefined,
    stillNeeds: copyStillNeeds(source.site as Record<string, unknown>),
  }
}
