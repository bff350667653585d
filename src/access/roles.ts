import type { Access, FieldAccess } from 'payload'

/** Agency staff: every site, may create sites and users. */
export const PLATFORM_ADMIN = 'platform-admin'
/** Dealer marketing staff: content of their assigned sites only. */
export const DEALER_EDITOR = 'dealer-editor'
export const ROLES = [PLATFORM_ADMIN, DEALER_EDITOR] as const
export type Role = (typeof ROLES)[number]

type MaybeStaff = { collection?: string; roles?: (string | null)[] | null } | null | undefined

export function isPlatformAdmin(user: MaybeStaff): boolean {
  return Boolean(isStaff(user) && user?.roles?.includes(PLATFORM_ADMIN))
}

export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user)

export const platformAdminOnlyField: FieldAccess = ({ req }) => isPlatformAdmin(req.user)

/** Staff sign in to the admin; a shopper signed in on a site is a user too, of another collection, and never staff. */
export function isStaff(user: MaybeStaff): boolean {
  return user?.collection === 'users'
}

/** Any signed-in staff member; the multi-tenant plugin narrows this to the user's sites. */
export const signedInStaff: Access = ({ req }) => isStaff(req.user)

/** The admin's Platform group (staff, shared reference data) is agency work: dealer editors never see it in the nav or the dashboard. */
export const hiddenFromDealerEditors = ({ user }: { user: MaybeStaff }): boolean => !isPlatformAdmin(user)
