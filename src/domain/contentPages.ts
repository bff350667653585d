/**
 * Addresses of dealer-written pages and blog posts, and
 * the names the platform's own pages already use.
 */

import { HOME_PAGE_SLUG } from './blockLayouts'

/**
 * Content pages live at /pages/{name}; site pages (company, service and legal
 * pages) at /{name}; the home page, one per site with the slug "home", at /.
 */
export const PAGE_PLACEMENTS = ['content', 'site', 'home'] as const
export type PagePlacement = (typeof PAGE_PLACEMENTS)[number]

/** First path segments that belong to the platform's own pages, so a site page can never take them over. */
export const RESERVED_SITE_PAGE_SLUGS = [
  'admin', 'api', 'apply-for-finance', 'blog', 'book-test-drive', 'cars', 'checkout-journey', 'contact', 'contact-us', 'dealerships', 'directory',
  'finance', 'finance-enquiry', 'locations', 'models', 'offers', 'online-payment', 'pages', 'parts', 'personalised',
  'review-feedback', 'search', 'sell-my-car', 'sign-in', 'sites', 'special-offers', 'spin-to-win', 'success', 'teams',
  'trade-in', 'used-car', 'vehicle-parts-and-accessories', 'watchlist',
] as const

/** Content pages the platform renders itself from the dealer's data. */
export const RESERVED_CONTENT_PAGE_SLUGS = ['complaint-handling', 'handling-complaint', 'complaint-handling-process'] as const

/** Why a page may not take this slug, or null when it may. */
export function pageSlugProblem(slug: string, placement: PagePlacement): string | null {
  if (placement === 'home') return slug === HOME_PAGE_SLUG ? null : `the home page's address is "${HOME_PAGE_SLUG}"`
  const reserved: readonly string[] = placement === 'site' ? RESERVED_SITE_PAGE_SLUGS : RESERVED_CONTENT_PAGE_SLUGS
  return reserved.includes(slug) ? `"${slug}" is already a page of the platform; choose another address` : null
}

export function pagePath(page: { slug: string; placement?: PagePlacement | null }): string {
  if (page.placement === 'home') return '/'
  return page.placement === 'site' ? `/${page.slug}` : `/pages/${page.slug}`
}

/**
 * Blog categories; the last one only for some brands, so a
 * category tab shows only when it has posts. `key` is what the database stores
 * (a valid GraphQL name), `slug` the address /blog/{slug}.
 */
export const BLOG_CATEGORIES = [
  { key: 'vehicleReviews', slug: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { key: 'buyerAdvice', slug: 'buyer-advice', label: 'Buyer Advice' },
  { key: 'motoringTips', slug: 'motoring-tips', label: 'Motoring Tips' },
  { key: 'servicingInsights', slug: 'servicing-insights', label: 'Servicing Insights' },
  { key: 'adventures4x4xMore', slug: '4x4xmore-adventures', label: '4x4xMORE Adventures' },
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export type BlogCategoryKey = BlogCategory['key']

export function blogCategoryBySlug(slug: string | null | undefined): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => category.slug === slug) ?? null
}

export function blogCategoryByKey(key: string | null | undefined): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => category.key === key) ?? null
}

export function blogCategoryPath(category: BlogCategory): string {
  return `/blog/${category.slug}`
}

/** /blog/{category}/{slug}; null for a post whose category is not one of the spec's. */
export function blogPostPath(post: { slug: string; category: string }): string | null {
  const category = blogCategoryByKey(post.category)
  return category ? `${blogCategoryPath(category)}/${post.slug}` : null
}

/** Category tabs in the spec's order, only those with posts: a brand without 4x4xMORE posts shows no such tab. */
export function blogCategoriesWithPosts(posts: readonly { category: string }[]): BlogCategory[] {
  const used = new Set(posts.map((post) => post.category))
  return BLOG_CATEGORIES.filter((category) => used.has(category.key))
}

/** Privacy complaints are answered within 30 days; the privacy policy was updated April 2021. */
export const PRIVACY_COMPLAINT_RESPONSE_DAYS = 30
export const PRIVACY_POLICY_UPDATED = 'April 2021'

/** The fixed paragraphs every privacy policy ends with, after the dealer's own text. */
export function privacyPolicyFooter(dealerName: string, privacyEmail: string | null | undefined) {
  const contact = privacyEmail ? ` by email to ${privacyEmail}` : ''
  return {
    complaints: `If you have a complaint about how ${dealerName} handles your personal information, contact us${contact}. We will respond within ${PRIVACY_COMPLAINT_RESPONSE_DAYS} days.`,
    updated: `This privacy policy was last updated ${PRIVACY_POLICY_UPDATED}.`,
  }
}
