/**
 * What the admin's link check of a menu reports: the links to this site that
 * lead nowhere (deadMenuLinks), and the links to other websites, which the
 * server tries one by one (src/server/linkProbe.ts).
 */

import { deadMenuLinks, menuLinkHref, type DeadMenuLink, type MenuEntry, type MenuSite } from './menus'

export type ExternalMenuLink = { label: string; url: string }

/** The menu's links that lead to another website (any https address, the dealer's own site), with their place in the menu. */
export function externalMenuLinks(entries: readonly MenuEntry[] | null | undefined, site: MenuSite, parent?: string): ExternalMenuLink[] {
  return (entries ?? []).flatMap((entry) => {
    const label = parent ? `${parent} › ${entry.label}` : entry.label
    const href = menuLinkHref(entry.link, site)
    return [...(href && /^https:\/\//i.test(href) ? [{ label, url: href }] : []), ...externalMenuLinks(entry.children, site, label)]
  })
}

export type FailedExternalLink = ExternalMenuLink & { problem: string }

/** The check's answer: internal links that lead nowhere, and external ones that did not answer, at `checkedAt`. */
export type MenuLinkReport = { checkedAt: string; deadLinks: DeadMenuLink[]; externalChecked: number; failedExternal: FailedExternalLink[] }

/** The report from the menu, its site and each external address's result. */
export function menuLinkReport(
  entries: readonly MenuEntry[] | null | undefined,
  site: MenuSite,
  results: ReadonlyMap<string, string | null>,
  checkedAt: Date,
): MenuLinkReport {
  const external = externalMenuLinks(entries, site)
  const failedExternal = external.flatMap((link) => {
    const problem = results.get(link.url)
    return problem ? [{ ...link, problem }] : []
  })
  return { checkedAt: checkedAt.toISOString(), deadLinks: deadMenuLinks(entries, site), externalChecked: external.length, failedExternal }
}
