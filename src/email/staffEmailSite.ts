import type { Payload, PayloadRequest } from 'payload'

/**
 * The site a staff email is filed under in the outbox, which files every
 * email under a site: the staff member's first site, or for a platform admin
 * with none the platform's first site. Only platform admins read these rows.
 */
export async function staffEmailSite(payload: Payload, siteIds: number[], req?: Partial<PayloadRequest>): Promise<number> {
  if (siteIds[0] !== undefined) return siteIds[0]
  const first = await payload.find({ collection: 'tenants', sort: 'id', limit: 1, depth: 0, overrideAccess: true, pagination: false, ...(req ? { req } : {}) })
  const site = first.docs[0]
  if (!site) throw new Error('Create a dealer site first: staff emails are kept in the outbox, which files each email under a site.')
  return site.id
}
