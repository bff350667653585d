import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Validate } from 'payload'

import { signedInStaff } from '@/access/roles'
import { redirectProblems, redirectSourceKey, redirectSourceProblem, redirectTargetProblem } from '@/domain/redirects'
import { changeOfSiteRecord } from '@/lib/siteDataChange'
import { announceSiteDataChange } from '@/server/cacheExpiry/siteDataVersion'
import { forgetSiteEdgeRules } from '@/server/siteEdgeRules'

import { REDIRECTS_CHECKED } from './checkedContext'
import { importRedirects } from './importRedirects'

function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  return null
}

/**
 * The old path is checked against the site's other redirects as it is saved:
 * listed twice, a loop, or a chain (either way round) gets its message here.
 */
const checkOldPath: Validate<string> = async (value, options) => {
  const format = redirectSourceProblem(value)
  if (format !== true) return format
  const { req, data, id } = options as typeof options & { data: { tenant?: unknown; newAddress?: string }; id?: number | string }
  const site = idOf(data?.tenant)
  if (site === null || req.context[REDIRECTS_CHECKED]) return true
  const [{ docs: others }, tenant] = await Promise.all([
    req.payload.find({ collection: 'redirects', where: { and: [{ tenant: { equals: site } }, ...(id ? [{ id: { not_equals: id } }] : [])] }, pagination: false, depth: 0, overrideAccess: true, req }),
    req.payload.findByID({ collection: 'tenants', id: site, depth: 0, overrideAccess: true, req, disableErrors: true }),
  ])
  const own = (tenant?.domains ?? []).map((entry) => entry.domain)
  const mine = { from: value ?? '', to: data?.newAddress ?? '' }
  const problems = redirectProblems([mine, ...others.map((other) => ({ from: other.oldPath, to: other.newAddress }))], own)
  const key = redirectSourceKey(value)
  const pointingHere = new Set(others.filter((other) => redirectSourceKey(other.newAddress.split(/[?#]/)[0]) === key).map((other) => other.oldPath))
  // This redirect's own problem, or the one it makes for a redirect already saved that points at its old path.
  const problem = problems.find((found) => found.from === mine.from) ?? problems.find((found) => pointingHere.has(found.from))
  return problem ? problem.message : true
}

/** Which paths answer 301 changed: the proxy's rules for the site go, here and (through the site-data NOTIFY) on every instance. */
const redirectsChanged = async ({ doc, req, context }: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) => {
  forgetSiteEdgeRules()
  const site = idOf(doc.tenant)
  if (site !== null && !context.disableRevalidate) await announceSiteDataChange(req, changeOfSiteRecord(site))
  return doc
}

/**
 * Redirects from a dealer's old website: each old path answers 301 with its
 * new address (src/proxy.ts), so links and search results pointing at the old
 * site still reach the right page. Dealer editors manage their own site's.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  graphQL: { singularName: 'SiteRedirect', pluralName: 'SiteRedirects' },
  admin: {
    useAsTitle: 'oldPath',
    defaultColumns: ['oldPath', 'newAddress', 'updatedAt'],
    group: 'Content',
    description: "Send visitors from your old website's addresses to the pages on this one (a permanent 301 redirect, which search engines follow).",
    components: { beforeListTable: ['@/components/admin/ImportRedirects#ImportRedirects'] },
  },
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  hooks: { afterChange: [redirectsChanged], afterDelete: [redirectsChanged] },
  endpoints: [{ path: '/import', method: 'post', handler: importRedirects }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'oldPath',
          label: 'Old address',
          type: 'text',
          required: true,
          admin: { description: 'The path on the old website, e.g. /used-cars/hilux-2019.html' },
          validate: checkOldPath,
        },
        {
          name: 'newAddress',
          label: 'New address',
          type: 'text',
          required: true,
          admin: { description: 'A page on this site such as /cars?make=Toyota, or a full address starting with https://' },
          validate: (value: string | null | undefined) => redirectTargetProblem(value),
        },
      ],
    },
  ],
}
