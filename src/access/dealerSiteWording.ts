import type { ArrayField, Config, Field, RelationshipField } from 'payload'

/** The multi-tenant plugin's words for its tenant, in the words staff use: a dealer site. */
export const DEALER_SITE_WORDING = {
  'assign-tenant-button-label': 'Assign dealer site',
  'assign-tenant-modal-title': 'Assign "{{title}}" to a dealer site',
  'field-assignedTenant-label': 'Dealer site',
  'nav-tenantSelector-label': 'Dealer site',
}

const isTenantsArray = (field: Field): field is ArrayField => 'name' in field && field.name === 'tenants' && field.type === 'array'

/**
 * Names the staff member's `tenants` array (added by the multi-tenant
 * plugin, which takes no label for it) "Dealer sites", each row a "Dealer
 * site". Runs after that plugin; labels only, so the schema is unchanged.
 */
export function labelStaffDealerSites(config: Config): Config {
  for (const collection of config.collections ?? []) {
    if (collection.slug !== config.admin?.user) continue
    const tenants = collection.fields.find(isTenantsArray)
    if (!tenants) continue
    tenants.label = 'Dealer sites'
    tenants.labels = { singular: 'Dealer site', plural: 'Dealer sites' }
    const tenant = tenants.fields.find((field): field is RelationshipField => 'name' in field && field.name === 'tenant' && field.type === 'relationship')
    if (tenant) tenant.label = 'Dealer site'
  }
  return config
}
