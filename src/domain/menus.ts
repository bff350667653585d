/**
 * Header and footer menus (dealer-network §2): where each link leads, and
 * which items render. A link whose target is missing renders nothing (§8).
 */

import type { CarType } from './constants'
import { externalLink, type ExternalLinkKind, type ExternalLinkSite } from './externalLinks'
import { carTypeSearchPath } from './searchPaths'

export const MENU_LINK_KINDS = ['page', 'dealer-site', 'url'] as const
export type MenuLinkKind = (typeof MENU_LINK_KINDS)[number]

/** Items whose dropdown is built from the site's data rather than typed in. */
export const MENU_DROPDOWNS = ['none', 'models', 'stock'] as const
export type MenuDropdown = (typeof MENU_DROPDOWNS)[number]

export type MenuLink = {
  kind?: MenuLinkKind | null
  /** A path on this site, e.g. /special-offers. */
  path?: string | null
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

const SITE_PATH = /^\/(?!\/)[^\s]*$/

/** The address a menu link leads to, or null when it has none (then nothing renders). */
export function menuLinkHref(link: MenuLink | null | undefined, site: ExternalLinkSite): string | null {
  if (!link?.kind) return null
  switch (link.kind) {
    case 'page': {
      const path = link.path?.trim() ?? ''
      return SITE_PATH.test(path) ? path : null
    }
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
 * children (a footer group heading, a "Company" dropdown).
 */
export function resolveMenu(entries: readonly MenuEntry[] | null | undefined, site: ExternalLinkSite): ResolvedMenuEntry[] {
  return (entries ?? []).flatMap((entry) => {
    const label = entry.label?.trim()
    if (!label) return []
    const href = menuLinkHref(entry.link, site)
    const dropdown = entry.dropdown ?? 'none'
    const children = resolveMenu(entry.children, site)
    if (!href && dropdown === 'none' && children.length === 0) return []
    return [{ label, href, newTab: Boolean(entry.link?.newTab) && href !== null, dropdown, children }]
  })
}

export type PlainLink = { label: string; href: string }

/**
 * The models mega-menu's supplementary links (dealer-network §2). Links to
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
