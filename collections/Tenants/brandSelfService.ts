import { ValidationError, type CollectionBeforeOperationHook, type Field, type FieldAccess } from 'payload'

import { isPlatformAdmin, platformAdminOnlyField } from '@/access/roles'
import { BRAND_FIELD_PATHS, brandLockedMessage, changesOutside } from '@/domain/brandSelfService'
import { platformName } from '@/lib/platformName'

import { fieldPaths } from './secretFieldAccess'

type LockableSite = { brandLocked?: boolean | null } | null | undefined

const BRAND_NOTE = { path: '@/components/admin/BrandFieldNote#BrandFieldNote' }

/** The site's agency switch: on, its own editors read their brand and contact details but no longer change them. */
export const brandLockedField: Field = {
  name: 'brandLocked',
  label: 'Lock brand and contact details',
  type: 'checkbox',
  defaultValue: false,
  access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
  admin: {
    position: 'sidebar',
    description: "On: the dealer's own editors can no longer change the logo, colours, phone, email or social pages; only agency staff can.",
  },
}

/** Agency staff always; a dealer editor while the site's agency has not locked its brand. */
const brandFieldUpdate: FieldAccess = ({ req, doc, data }) => isPlatformAdmin(req.user) || !((doc ?? data) as LockableSite)?.brandLocked

const isBrandPath = (path: string) => (BRAND_FIELD_PATHS as readonly string[]).includes(path)
const holdsBrandPath = (path: string) => BRAND_FIELD_PATHS.some((brand) => brand.startsWith(`${path}.`))

/**
 * Dealer editors may change their site's brand fields and nothing else: every
 * other named field is read-only for them in the admin (the form shows it
 * greyed), and brand fields carry a note saying who may change them when
 * locked. The server's refusal is refuseAgencyFieldChanges.
 */
export function withBrandSelfService(fields: Field[]): Field[] {
  for (const { field, path } of fieldPaths(fields)) {
    if (!('name' in field) || !field.name || field.type === 'ui' || holdsBrandPath(path)) continue
    // Inside a group already made read-only: its parent's access decides.
    if (path.includes('.') && !holdsBrandPath(path.slice(0, path.lastIndexOf('.')))) continue
    const access = ('access' in field && field.access) || {}
    if (isBrandPath(path)) {
      Object.assign(field, { access: { ...access, update: brandFieldUpdate } })
      field.admin = { ...field.admin, components: { ...field.admin?.components, Description: BRAND_NOTE } } as typeof field.admin
    } else {
      Object.assign(field, { access: { ...access, update: access.update ?? platformAdminOnlyField } })
    }
  }
  return fields
}

const AGENCY_ONLY = 'Only agency staff can change this.'

/** A 403 that still carries a message per field, which the admin shows beside each. The explicit name survives minification. */
class AgencyFieldsRefused extends ValidationError {
  constructor(...args: ConstructorParameters<typeof ValidationError>) {
    super(...args)
    this.status = 403
    this.name = 'AgencyFieldsRefused'
  }
}

/**
 * Field access alone would silently drop a dealer editor's change to any
 * other field and answer 200. We refuse it (403) with a message beside each
 * field, so a client never believes the change took effect.
 */
export const refuseAgencyFieldChanges: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.user?.collection !== 'users' || isPlatformAdmin(req.user)) return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: number | string }
  if (!data) return args
  // Compared with the site as this editor reads it: what the admin form sends back of a value hidden from them (lead routing read as empty) is no change.
  const stored = id === undefined ? null : ((await req.payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })) as Record<string, unknown> | null)
  // Sites changed by a where clause are changed as agency work: an editor changes their site by its id.
  const locked = id === undefined || Boolean((stored as LockableSite)?.brandLocked)
  const changed = changesOutside(data, stored, locked ? [] : BRAND_FIELD_PATHS)
  if (!changed.length) return args
  throw new AgencyFieldsRefused(
    { collection: 'tenants', id, errors: changed.map((path) => ({ path, message: isBrandPath(path) ? brandLockedMessage(platformName()) : AGENCY_ONLY })) },
    req.t,
  )
}
