import type { Field } from 'payload'

import { platformAdminOnlyField } from '@/access/roles'
import { SECRET_FIELDS } from '@/domain/dealerOwnFields'

/** A field's dotted name from the document root: groups and arrays add their name, rows and collapsibles none. */
function walk(fields: Field[], prefix: string, visit: (field: Field, path: string) => void): void {
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    visit(field, path)
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, 'name' in field && field.name ? `${path}.` : prefix, visit)
  }
}

/** Every field of `fields` with its dotted path (unnamed layout fields included, under their parent's path). */
export function fieldPaths(fields: Field[]): { field: Field; path: string }[] {
  const found: { field: Field; path: string }[] = []
  walk(fields, '', (field, path) => found.push({ field, path }))
  return found
}

/**
 * The site's fields with every secret-bearing field (SECRET_FIELDS) read,
 * created and changed by platform admins only: dealer editors may read their
 * site's settings, in the admin and over REST and GraphQL, but never a
 * secret or an address that may carry credentials. A listed path that names
 * no field stops the server at start, so the list cannot drift from the fields.
 */
export function withSecretFieldsHidden(fields: Field[]): Field[] {
  const byPath = new Map(fieldPaths(fields).filter(({ field }) => 'name' in field).map(({ field, path }) => [path, field]))
  for (const secret of SECRET_FIELDS) {
    const field = byPath.get(secret.path)
    if (!field) throw new Error(`SECRET_FIELDS names ${secret.path}, which is no field of a dealer site`)
    Object.assign(field, { access: { read: platformAdminOnlyField, create: platformAdminOnlyField, update: platformAdminOnlyField } })
  }
  return fields
}
