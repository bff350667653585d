import type { CollectionConfig } from 'payload'

import { fieldPaths } from './Tenants/secretFieldAccess'

const YES_NO_CELL = '@/components/admin/YesNoCell#YesNoCell'

/** Every tick box a list can show as a column (a field at the document's top level) reads "Yes" or "No" there. */
export function withYesNoColumns(collection: CollectionConfig): CollectionConfig {
  for (const { field, path } of fieldPaths(collection.fields)) {
    if (field.type !== 'checkbox' || path.includes('.') || field.admin?.components?.Cell) continue
    field.admin = { ...field.admin, components: { ...field.admin?.components, Cell: YES_NO_CELL } }
  }
  return collection
}
