/** The collection whose documents are the dealer sites themselves. */
export const SITES_COLLECTION = 'tenants'

/** A record's id, whether the value is the id or the populated record. */
export function recordId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return null
}

/** Record ids in this database are whole numbers; anything else names no record. */
export function isRecordId(id: number | string): boolean {
  return Number.isSafeInteger(typeof id === 'string' && id.trim() !== '' ? Number(id) : id)
}

type Doc = Record<string, unknown> | null | undefined

/**
 * The site a document belongs to: a dealer site is its own; any other
 * document belongs to its `tenant`, as sent or else as stored. Null when it
 * has none yet (a site being created owns no records so far).
 */
export function documentSiteId(collection: string, incoming: Doc, stored: Doc, id: number | string | undefined): number | null {
  if (collection === SITES_COLLECTION) return typeof id === 'number' ? id : null
  const site = recordId(incoming && 'tenant' in incoming ? incoming.tenant : stored?.tenant)
  return typeof site === 'number' ? site : null
}

/**
 * A document may point only at records of its own site. A record that does
 * not exist (undefined) or belongs to no site (null) is never its site's.
 */
export function mayReference(documentSite: number | null, referencedSite: number | null | undefined): boolean {
  return documentSite !== null && referencedSite === documentSite
}

/**
 * What a person sees when a link is refused. The same words for a record of
 * another site and a missing one, so the answer never tells whether another
 * dealer's record exists.
 */
export function crossSiteReferenceMessage(collectionLabel: string, id: number | string): string {
  return `There is no ${collectionLabel} with id ${id} on this site. Choose one of this site's own.`
}
