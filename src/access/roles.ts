import type { Access, FieldAccess } from 'payload'

/** Agency staff: every site, may create sites and users. */
export const PLATFORM_ADMIN = 'platform-admin'
/** Dealer marketing staff: content of their assigned sites only. */
export const DEALER_EDITOR = 'dealer-editor'
export const ROLES = [PLATFORM_ADMIN, DEALER_EDITOR] as const
export type Role = (typeof ROLES)[number]

type MaybeStaff = { collection?: string; roles?: (string | null)[] | null } | null | undefined

export function isPlatformAdmin(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.includes(PLATFORM_ADMIN))
}

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user)

export const platformAdminOnlyField: FieldAccess = ({ req }) => isPlatformAdmin(req.user)

/** Any signed-in staff member; the multi-tenant plugin narrows this to the user's sites. */
export const signedInStaff: Access = ({ req }) => Boolean(req.user && req.user.collection === 'users')
