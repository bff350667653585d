import type { FilterOptions } from 'payload'

/**
 * A site's own pictures (logo, share picture) are chosen from its own images:
 * the picker lists only them, for agency staff too. The server's refusal of
 * another site's image is guardSiteReferences.
 */
export const siteOwnImages: FilterOptions = ({ id }) => (id ? { tenant: { equals: id } } : true)
