import type { PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { resolveSiteSettings } from '@/domain/site-settings'
import { linkProblem } from '@/domain/links'
import { sitePathProblem, withScheme } from '@/domain/linkTargets'

/** The `custom` key that marks a field as an address a shopper can click; guardLinkAddresses finds them by it. */
export const LINK_ADDRESS = 'linkAddress'

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? (value.id as number | string) : null

/**
 * Why a path of the document's site would answer 404, read from the site's
 * pages and settings; null when it answers or the document has no site (a
 * platform global). A page being saved counts as one of its site's pages, so
 * a page may link to itself before its first save.
 */
async function sitePathProblemFor(path: string, data: Record<string, unknown>, collection: string | undefined, req: PayloadRequest): Promise<string | null> {
  const siteId = idOf(data.tenant)
  if (siteId === null) return null
  const [site, pages] = await Promise.all([
    req.payload.findByID({ collection: 'tenants', id: siteId, depth: 0, select: { settings: true }, overrideAccess: true, req, disableErrors: true }),
    req.payload.find({ collection: 'pages', where: { tenant: { equals: siteId } }, select: { slug: true, placement: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req }),
  ])
  if (!site) return null
  const saving = collection === 'pages' && typeof data.slug === 'string' ? [{ slug: data.slug, placement: data.placement as never }] : []
  return sitePathProblem(path, { pages: [...pages.docs, ...saving], settings: resolveSiteSettings(site.settings as never) })
}

/**
 * A text field holding an address a shopper can click. What
 * staff type gets https:// before a bare host (toyota.com.au). It is held to
 * the one link rule (src/domain/links.ts): beside the field when the admin
 * publishes, and by guardLinkAddresses on every save, drafts included, which
 * Payload's own field validation skips. When staff publish, a path of this
 * site must be one the site answers (a platform page or one of its pages);
 * seeds and onboarding, which save with overrideAccess, check their paths
 * themselves.
 */
export function linkAddressField(field: Omit<TextField, 'type' | 'validate' | 'hasMany'>, narrower?: (address: string) => string | null): TextField {
  const validate: TextFieldSingleValidation = (value, options) => {
    if (!value) return field.required ? 'Required' : true
    const problem = linkProblem(value) ?? narrower?.(value)
    if (problem) return problem
    const { data, req, collectionSlug, event, overrideAccess } = options ?? {}
    // Reading the site's pages waits for the save, not each keystroke.
    if (!value.startsWith('/') || event === 'onChange' || overrideAccess || !req?.payload) return true
    return sitePathProblemFor(value, (data ?? {}) as Record<string, unknown>, collectionSlug, req).then((pathProblem) => pathProblem ?? true)
  }
  return {
    ...field,
    type: 'text',
    custom: { ...field.custom, [LINK_ADDRESS]: true },
    hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), ({ value }) => (typeof value === 'string' ? withScheme(value) : value)] },
    // An address that may be a path of this site gets the list of the site's pages and the platform's beside it.
    admin: narrower ? field.admin : { ...field.admin, components: { Field: '@/components/admin/LinkField#LinkField', ...field.admin?.components } },
    validate,
  } as TextField
}

/** For an address that must be another website (a social page, a review site): the rule's https:// addresses only. */
export const httpsOnly = (address: string) => (/^https:\/\//i.test(address) ? null : 'Enter a full https:// address')

/** Whether a field was made by linkAddressField. */
export const isLinkAddress = (field: { custom?: Record<string, unknown> }) => field.custom?.[LINK_ADDRESS] === true
