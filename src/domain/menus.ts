/**
 * Header and footer menus: where each link leads, and
 * which items render. A link whose target is missing renders nothing.
 */

import { pagePath, type PagePlacement } from './contentPages'
import { externalLink, type ExternalLinkKind, type ExternalLinkSite } from './externalLinks'
import { carTypeSearchPath, linkFindsCars } from './searchPaths'
import type { SiteSettings } from './site-settings'
import { routeAnswers, routeOffReason, siteRouteByKey } from './siteRoutes'
import type { CarType } from './stockVocabulary'
import { vehicleVocabulary, type Vocabulary } from './vocabulary'

/** route: one of the platform's pages (siteRoutes.ts); page: one the dealer wrote; then the dealer's external site, or any https address. */
export const MENU_LINK_KINDS = ['route', 'page', 'dealer-site', 'url'] as const
export type MenuLinkKind = (typeof MENU_LINK_KINDS)[number]

/** A linked page as its relationship reads it: an id until populated; a draft or a deleted page leads nowhere. */
export type LinkedPage = number | { slug: string; placement?: PagePlacement | null; _status?: 'draft' | 'published' | null } | null

/** Items whose dropdown is built from the site's data rather than typed in. */
export const MENU_DROPDOWNS = ['none', 'models', 'stock'] as const
export type MenuDropdown = (typeof MENU_DROPDOWNS)[number]

export type MenuLink = {
  kind?: MenuLinkKind | null
  /** A platform route's key (siteRoutes.ts), e.g. special-offers. */
  route?: string | null
  page?: LinkedPage
  /** For dealer-site links: which of the dealer's external links this is, and its path on the dealer's base domain. */
  dealerLink?: ExternalLinkKind | null
  dealerPath?: string | null
  /** Any https address, e.g. a manufacturer page. */
  url?: string | null
  newTab?: boolean | null
}

export type MenuEntry = { label: string; link?: MenuLink | null; dropdown?: MenuDropdown | null; children?: MenuEntry[] | null }

export type ResolvedMenuEntry = {
  label: string
  href: string | null
  newTab: boolean
  dropdown: MenuDropdown
  children: ResolvedMenuEntry[]
}

export type MenuSite = ExternalLinkSite & { settings: Pick<SiteSettings, 'externalLinksBaseDomain' | 'watchlist' | 'carTypes'> }

/** The published page's address, or null for a draft, a deleted page or one not read yet. */
function linkedPagePath(page: LinkedPage | undefined): string | null {
  if (!page || typeof page !== 'object' || page._status === 'draft') return null
  return pagePath(page)
}

/** The address a menu link leads to, or null when it has none (then nothing renders). */
export function menuLinkHref(link: MenuLink | null | undefined, site: MenuSite): string | null {
  if (!link?.kind) return null
  switch (link.kind) {
    case 'route': {
      const route = siteRouteByKey(link.route)
      return route && routeAnswers(route, site.settings) ? route.path : null
    }
    case 'page':
      return linkedPagePath(link.page)
    case 'dealer-site':
      return link.dealerLink ? externalLink(link.dealerLink, site, { [link.dealerLink]: link.dealerPath }) : null
    case 'url': {
      const url = link.url?.trim() ?? ''
      try {
        return new URL(url).protocol === 'https:' ? url : null
      } catch {
        return null
      }
    }
  }
}

/**
 * The menu as it renders: links resolved, and entries with nowhere to go
 * dropped. An entry without a link stays when it opens a dropdown or still has
 * children (a footer group heading, a "Company" dropdown). A search by car
 * type shows only while the site has cars of that type in stock
 * (`stockedCarTypes`), so it reappears by itself when they arrive.
 */
export function resolveMenu(entries: readonly MenuEntry[] | null | undefined, site: MenuSite, stockedCarTypes: readonly CarType[]): ResolvedMenuEntry[] {
  return (entries ?? []).flatMap((entry) => {
    const label = entry.label?.trim()
    if (!label) return []
    const linked = menuLinkHref(entry.link, site)
    const href = linked && linkFindsCars(linked, stockedCarTypes) ? linked : null
    const dropdown = entry.dropdown ?? 'none'
    const children = resolveMenu(entry.children, site, stockedCarTypes)
    if (!href && dropdown === 'none' && children.length === 0) return []
    return [{ label, href, newTab: Boolean(entry.link?.newTab) && href !== null, dropdown, children }]
  })
}

export type DeadMenuLink = { label: string; problem: string }

/** Why a link to a page that is only a draft leads nowhere (menus here; typed links in siteLinkCheck.ts). */
export const unpublishedPageProblem = (page: { slug: string; placement?: PagePlacement | null }) => `the page ${pagePath(page)} is not published`

/** Why a link that should lead somewhere leads nowhere, or null when it leads somewhere (or is only a heading). */
function deadLinkProblem(link: MenuLink, site: MenuSite): string | null {
  if (!link.kind || menuLinkHref(link, site)) return null
  switch (link.kind) {
    case 'route': {
      const route = siteRouteByKey(link.route)
      return route ? `${route.path} ${routeOffReason(route, site.settings)}` : 'no platform page chosen'
    }
    case 'page':
      if (!link.page) return 'its page was deleted, or none was chosen'
      return typeof link.page === 'object' && link.page._status === 'draft' ? unpublishedPageProblem(link.page) : 'its page is missing'
    case 'dealer-site':
      return link.dealerPath?.trim() ? 'the site has no external links base domain and no domain' : 'no path on the dealer site'
    case 'url':
      return 'not an https:// address'
  }
}

/**
 * The menu's links that lead nowhere, for the admin's link check. resolveMenu
 * hides them from shoppers; this names each one and why, so staff can fix it.
 */
export function deadMenuLinks(entries: readonly MenuEntry[] | null | undefined, site: MenuSite, parent?: string): DeadMenuLink[] {
  return (entries ?? []).flatMap((entry) => {
    const label = parent ? `${parent} › ${entry.label}` : entry.label
    const problem = entry.link ? deadLinkProblem(entry.link, site) : null
    return [...(problem ? [{ label, problem }] : []), ...deadMenuLinks(entry.children, site, label)]
  })
}

export type PlainLink = { label: string; href: string }

/**
 * The models mega-menu's supplementary links. Links to
 * dealer pages (Business Fleet, myToyota Connect, Toyota Connected) show only
 * when the site has that page, so a dealer without a fleet page shows none.
 */
export function modelsMenuLinks({ carTypes, pagePaths }: { carTypes: readonly CarType[]; pagePaths: ReadonlySet<string> }): PlainLink[] {
  const links: (PlainLink | null)[] = [
    { label: 'Contact Us', href: '/contact' },
    { label: 'All Models', href: '/models' },
    carTypes.includes('new') ? { label: 'Our Stock', href: carTypeSearchPath(['new']) } : null,
    pagePaths.has('/fleet') ? { label: 'Business Fleet', href: '/fleet' } : null,
    { label: 'Book Test Drive', href: '/book-test-drive' },
    pagePaths.has('/pages/mytoyota-connect') ? { label: 'myToyota Connect', href: '/pages/mytoyota-connect' } : null,
    carTypes.includes('demo') ? { label: 'Demonstrator Models', href: carTypeSearchPath(['demo']) } : null,
    pagePaths.has('/pages/toyota-connected') ? { label: 'Toyota Connected', href: '/pages/toyota-connected' } : null,
  ]
  return links.filter((link): link is PlainLink => link !== null)
}

export type BannerLink = PlainLink & { icon: 'tag' | 'calendar' | 'car' }

/**
 * The car page's features banner: latest offers, book a
 * service (/service), sell your car (/trade-in), in the site's words ("Sell
 * your caravan"). /service is a page the dealer writes, so its link shows
 * only on a site that has it.
 */
export function featuresBannerLinks(pagePaths: ReadonlySet<string>, words: Vocabulary = vehicleVocabulary('car')): BannerLink[] {
  const links: (BannerLink | null)[] = [
    { label: 'Latest offers', href: '/special-offers', icon: 'tag' },
    pagePaths.has('/service') ? { label: 'Book a service', href: '/service', icon: 'calendar' } : null,
    { label: `Sell your ${words.one}`, href: '/trade-in', icon: 'car' },
  ]
  return links.filter((link): link is BannerLink => link !== null)
}
