import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'

const sameSet = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')

function siteIdsIn(value: unknown): number[] {
  return Array.isArray(value) ? assignedSiteIds({ tenants: value as { tenant?: unknown }[] }) : []
}

/** A 403 with a message a person can act on. The explicit name survives minification, which Payload's error formatter relies on. */
class RoleChangeRefused extends APIError {
  constructor(field: 'roles' | 'tenants') {
    super('Only platform admins can change roles or site assignments.', 403, { field }, true)
    this.name = 'RoleChangeRefused'
  }
}

/**
 * Field access alone would silently drop a dealer editor's change to their
 * roles or sites and answer 200. We refuse it outright with a 403, so a
 * client never believes a grant took effect.
 */
export const refuseSelfEscalation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || req.user?.collection !== 'users' || isPlatformAdmin(req.user)) return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const rolesChanged = 'roles' in data && !sameSet((data.roles as string[] | null) ?? [], req.user.roles ?? [])
  const sitesChanged = 'tenants' in data && !sameSet(siteIdsIn(data.tenants), assignedSiteIds(req.user))
  if (rolesChanged || sitesChanged) {
    throw new RoleChangeRefused(rolesChanged ? 'roles' : 'tenants')
  }
  return args
}
