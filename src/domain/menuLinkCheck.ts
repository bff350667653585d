/**
 * What the admin's link check of a menu reports (linkCheck.ts): the links to
 * this site that lead nowhere (deadMenuLinks), and the links to other
 * websites, which the server tries (src/server/linkProbe.ts).
 */

import { linkReport, type ExternalLink, type LinkReport, type ProbeResults } from './linkCheck'
import { deadMenuLinks, menuLinkHref, type MenuEntry, type MenuSite } from './menus'

/** A menu link's place: its label, under its parent's ("Company › Sell"). */
export type MenuPlace = { label: string }

export type ExternalMenuLink = ExternalLink<MenuPlace>

/** The menu's links that lead to another website (any https address, the dealer's own site), with their place in the menu. */
export function externalMenuLinks(entries: readonly MenuEntry[] | null | undefined, site: MenuSite, parent?: string): ExternalMenuLink[] {
  return (entries ?? []).flatMap((entry) => {
    const label = parent ? `${parent} › ${entry.label}` : entry.label
    const href = menuLinkHref(entry.link, site)
    return [...(href && /^https:\/\//i.test(href) ? [{ label, url: href }] : []), ...externalMenuLinks(entry.children, site, label)]
  })
}

export type MenuLinkReport = LinkReport<MenuPlace>

/** The report from the menu, its site and each external address's result. */
export function menuLinkReport(entries: readonly MenuEntry[] | null | undefined, site: MenuSite, results: ProbeResults, checkedAt: Date): MenuLinkReport {
  return linkReport(deadMenuLinks(entries, site), externalMenuLinks(entries, site), results, checkedAt)
}
