import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { siteLogoProblem } from '@/domain/siteLogo'

/**
 * A new file for an image that is a site's logo must still be small enough to
 * be one (src/domain/siteLogo.ts), as when the logo was chosen on the site.
 */
export const checkReplacedLogoSize: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc?.id || !req.file) return data
  const problem = siteLogoProblem(data)
  if (!problem) return data
  const { totalDocs } = await req.payload.count({ collection: 'tenants', where: { 'theme.logo': { equals: originalDoc.id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: `This image is a site’s logo. ${problem}` }] }, req.t)
  return data
}
