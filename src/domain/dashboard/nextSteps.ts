import { adminDocumentPath, adminListPath } from './adminLinks'

/**
 * What a new site still needs before it is a complete dealer website: stock,
 * offers, an about page, its team, its own domain and its staff. Each step is
 * ticked by what the site has, never by a box someone clicked, so a step
 * undone later (the last offer expires) shows again.
 */

/** What the site has, counted on its own rows. */
export type SiteProgress = {
  vehiclesInStock: number
  publishedOffers: number
  hasAboutPage: boolean
  teamMembers: number
  domains: number
  staff: number
}

export type NextStep = { key: string; label: string; done: boolean; href: string | null; todo: string }

/** The slugs an about page goes by. */
export const ABOUT_PAGE_SLUGS = ['about-us', 'about'] as const

export function nextSteps(siteId: number, progress: SiteProgress, adminRoute: string, canManageStaff: boolean): NextStep[] {
  const ofSite = (collection: string) => adminListPath(adminRoute, collection, [['tenant', 'equals', siteId]])
  const settings = adminDocumentPath(adminRoute, 'tenants', siteId)
  return [
    { key: 'stock', label: 'Stock', done: progress.vehiclesInStock > 0, href: settings, todo: 'Import the stock feed (Settings › Stock feed)' },
    { key: 'offers', label: 'Offers', done: progress.publishedOffers > 0, href: ofSite('offers'), todo: 'Publish a first offer' },
    { key: 'about', label: 'About page', done: progress.hasAboutPage, href: ofSite('pages'), todo: 'Publish an About Us page (slug about-us)' },
    { key: 'team', label: 'Team', done: progress.teamMembers > 0, href: ofSite('locations'), todo: 'Add the team to a location' },
    { key: 'domain', label: 'Domain', done: progress.domains > 0, href: settings, todo: "Add the dealer's domain and point it here" },
    // Staff accounts are the agency's to create; a dealer editor is told who to ask.
    { key: 'staff', label: 'Staff', done: progress.staff > 0, href: canManageStaff ? adminListPath(adminRoute, 'users', [['tenants.tenant', 'equals', siteId]]) : null, todo: canManageStaff ? 'Invite the dealer\u2019s editors' : 'Ask the agency to invite your editors' },
  ]
}
