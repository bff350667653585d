import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { normaliseDomain } from '@/domain/host'

type DomainRow = { id?: string | null; domain?: string | null }

/**
 * Domains are stored lowercase, without scheme, port or `www.`, so the proxy's
 * normalised Host header matches them exactly; a domain may belong to one site only.
 */
export const normaliseDomains: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data || !Array.isArray(data.domains)) return data
  const errors: { path: string; message: string }[] = []
  const seen = new Set<string>()
  const rows = (data.domains as DomainRow[]).map((row, index) => {
    const domain = row.domain ? normaliseDomain(row.domain) : null
    if (!domain) errors.push({ path: `domains.${index}.domain`, message: 'Enter a domain such as dealer.com.au' })
    else if (seen.has(domain)) errors.push({ path: `domains.${index}.domain`, message: `${domain} is listed twice` })
    else seen.add(domain)
    return { ...row, domain: domain ?? row.domain }
  })
  if (seen.size > 0) {
    const taken = await req.payload.find({
      collection: 'tenants',
      where: {
        and: [
          { 'domains.domain': { in: [...seen] } },
          ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      depth: 0,
      limit: 10,
      // Uniqueness is platform-wide, whatever sites the editor may see.
      overrideAccess: true,
      req,
    })
    for (const other of taken.docs) {
      for (const row of other.domains ?? []) {
        const index = rows.findIndex((candidate) => candidate.domain === row.domain)
        if (index >= 0) errors.push({ path: `domains.${index}.domain`, message: `${row.domain} already belongs to ${other.name}` })
      }
    }
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'tenants', errors }, req.t)
  return { ...data, domains: rows }
}
