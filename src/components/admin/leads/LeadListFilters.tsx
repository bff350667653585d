import { cookies } from 'next/headers'
import type { Payload, TypedUser, Where } from 'payload'

import { isPlatformAdmin, isStaff } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { LEAD_STATUS_LABELS, LEAD_STATUSES, staffName } from '@/domain/leads/leadWork'

import { LeadListFilterBar } from './LeadListFilterBar'

type Props = { payload: Payload; user?: TypedUser | null; searchParams?: Record<string, unknown> }

type Condition = Record<string, { equals?: unknown; exists?: unknown } | undefined>

/** The value the list is filtered on for `field` (`where[and][i][field][equals]`, as this bar and the dashboard write it); 'nobody' for no owner. */
function filteredOn(searchParams: Props['searchParams'], field: string): string {
  const where = searchParams?.where as { and?: Condition[] } | Condition | undefined
  const conditions: Condition[] = where && 'and' in where && Array.isArray(where.and) ? where.and : where ? [where as Condition] : []
  const condition = conditions.find((entry) => entry?.[field] !== undefined)?.[field]
  if (String(condition?.exists) === 'false') return 'nobody'
  const value = condition?.equals
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/**
 * Above the leads list: filters by status and by owner, the owners being the
 * staff of the sites this person works on (for a platform admin, of the site
 * chosen in the dealer site selector, else of every site).
 */
export async function LeadListFilters({ payload, user, searchParams }: Props) {
  if (!isStaff(user)) return null
  const selected = Number((await cookies()).get('payload-tenant')?.value)
  const sites = isPlatformAdmin(user) ? (Number.isInteger(selected) && selected > 0 ? [selected] : null) : assignedSiteIds(user as never)
  const where: Where = sites ? { 'tenants.tenant': { in: sites } } : { 'tenants.tenant': { exists: true } }
  const { docs } = await payload.find({ collection: 'users', where, select: { name: true, email: true }, sort: 'name', pagination: false, depth: 0, overrideAccess: true })
  return (
    <LeadListFilterBar
      statuses={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
      owners={docs.map((member) => ({ value: String(member.id), label: staffName(member) }))}
      status={filteredOn(searchParams, 'status')}
      owner={filteredOn(searchParams, 'owner')}
    />
  )
}
