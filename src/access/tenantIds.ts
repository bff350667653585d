/** The site ids a staff user is assigned to, whether `tenants` is populated or not. */
export function assignedSiteIds(user: { tenants?: { tenant?: unknown }[] | null } | null | undefined): number[] {
  return (user?.tenants ?? [])
    .map((row) => {
      const tenant = row.tenant
      if (typeof tenant === 'number') return tenant
      if (tenant && typeof tenant === 'object' && 'id' in tenant && typeof tenant.id === 'number') return tenant.id
      return null
    })
    .filter((id): id is number => id !== null)
}
