import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { siteLogoProblem } from '@/domain/siteLogo'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A newly chosen logo must be small enough to be one (src/domain/siteLogo.ts),
 * with the reason beside the field. A logo already set is not checked again,
 * so a site whose old logo is too large can still be saved.
 */
export const checkLogoSize: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const chosen = idOf((data?.theme as { logo?: unknown } | undefined)?.logo)
  if (chosen === undefined || chosen === null || chosen === '' || String(chosen) === String(idOf(originalDoc?.theme?.logo))) return data
  const image = await req.payload.findByID({ collection: 'media', id: chosen as number, depth: 0, overrideAccess: true, disableErrors: true, req })
  const problem = image ? siteLogoProblem(image) : null
  if (problem) throw new ValidationError({ collection: 'tenants', errors: [{ path: 'theme.logo', message: problem }] }, req.t)
  return data
}
