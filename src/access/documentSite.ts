import type { Config, Field } from 'payload'

const isSiteField = (field: Field) => 'name' in field && field.name === 'tenant' && field.type === 'relationship' && field.relationTo === 'tenants'

/** A read-only line at the top of the form: which dealer site the document is for (DocumentSiteLine). */
const documentSiteLine: Field = {
  name: 'documentSite',
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '@/components/admin/DocumentSiteLine#DocumentSiteLine' } },
}

/**
 * Every collection the multi-tenant plugin scopes to a site (it adds the
 * `tenant` field) opens its form with the site's name. Runs after that
 * plugin; a ui field, so the schema is unchanged.
 */
export function showDocumentSite(config: Config): Config {
  for (const collection of config.collections ?? []) {
    if (collection.fields.some(isSiteField)) collection.fields = [documentSiteLine, ...collection.fields]
  }
  return config
}
