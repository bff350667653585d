/**
 * The admin's link check of a whole dealer site (linkCheck.ts): every link of
 * its menus, judged by the menus' own rules (menus.ts), and every address
 * typed in its documents' link fields (page blocks, promo cards, offers,
 * models), judged by the rule a save applies (links.ts, linkTargets.ts), but
 * against what shoppers reach now: the site's published pages and the
 * platform pages its settings leave on.
 */

import { linkReport, type DeadLink, type ExternalLink, type LinkReport, type ProbeResults } from './linkCheck'
import { linkProblem } from './links'
import { sitePathProblem } from './linkTargets'
import { externalMenuLinks } from './menuLinkCheck'
import { deadMenuLinks, unpublishedPageProblem, type MenuEntry, type MenuSite } from './menus'
import type { SitePageAddress } from './siteRoutes'

/** A document of the site: its collection, its kind as the admin names it ("Promo card"), its id and title. */
export type DocumentPlace = { collection: string; kind: string; documentId: number | string; document: string }

/** Where a link sits: its document, and its field's place in the form ("Layout › Call to action 1 › Action 2 › Link"; a menu item's labels). */
export type LinkPlace = DocumentPlace & { field: string }

/** An address typed in a document's link field. */
export type TypedLink = LinkPlace & { address: string }

/** A menu of the site, its items' places under its name. */
export type SiteMenu = DocumentPlace & { entries: readonly MenuEntry[] | null | undefined }

/** Every link of a site: its menus' and the addresses typed in its documents. */
export type SiteLinks = { menus: readonly SiteMenu[]; typed: readonly TypedLink[] }

/** What the site answers: the menus' settings and domains, its published pages, and its pages not yet published (to say so). */
export type CheckedSite = MenuSite & { pages: readonly SitePageAddress[]; unpublishedPages: readonly SitePageAddress[] }

/** A failing link's place; a typed link that leads nowhere shows its address (a menu's dead link names its target in the problem). */
export type SiteLinkPlace = LinkPlace & { address?: string }
export type SiteLinkReport = LinkReport<SiteLinkPlace>

/**
 * Why an address typed in a link field leads nowhere on this site, or null:
 * it leads to a page the site answers, or elsewhere (another website, tried
 * apart; mailto:, tel:). A path that only a draft page answers says so.
 */
export function typedLinkProblem(address: string, site: CheckedSite): string | null {
  const ruleProblem = linkProblem(address)
  if (ruleProblem || !address.startsWith('/')) return ruleProblem
  const problem = sitePathProblem(address, site)
  const draft = problem ? site.unpublishedPages.find((page) => sitePathProblem(address, { pages: [page], settings: site.settings }) === null) : undefined
  return draft ? unpublishedPageProblem(draft) : problem
}

const leadsElsewhere = (address: string) => /^https:\/\//i.test(address) && linkProblem(address) === null

const placeInMenu = ({ entries: _entries, ...menu }: SiteMenu, label: string): LinkPlace => ({ ...menu, field: label })

/** The site's links that lead nowhere, each with its place and why. */
export function deadSiteLinks({ menus, typed }: SiteLinks, site: CheckedSite): DeadLink<SiteLinkPlace>[] {
  const inMenus = menus.flatMap((menu) => deadMenuLinks(menu.entries, site).map(({ label, problem }) => ({ ...placeInMenu(menu, label), problem })))
  const inFields = typed.flatMap((link) => {
    const problem = typedLinkProblem(link.address, site)
    return problem ? [{ ...link, problem }] : []
  })
  return [...inMenus, ...inFields]
}

/** The site's links to other websites (the dealer's own site included), each with its place, for the server to try. */
export function externalSiteLinks({ menus, typed }: SiteLinks, site: CheckedSite): ExternalLink<SiteLinkPlace>[] {
  const inMenus = menus.flatMap((menu) => externalMenuLinks(menu.entries, site).map(({ label, url }) => ({ ...placeInMenu(menu, label), url })))
  const inFields = typed.flatMap(({ address, ...place }) => (leadsElsewhere(address) ? [{ ...place, url: address }] : []))
  return [...inMenus, ...inFields]
}

/** The site's report from its links, what it answers and what trying each external address found. */
export function siteLinkReport(links: SiteLinks, site: CheckedSite, results: ProbeResults, checkedAt: Date): SiteLinkReport {
  return linkReport(deadSiteLinks(links, site), externalSiteLinks(links, site), results, checkedAt)
}
