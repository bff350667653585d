'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useFormFields } from '@payloadcms/ui'

/**
 * At the top of every site-scoped form: the dealer site the document belongs
 * to, or will belong to once saved. The site selector sits in the side menu,
 * which a collapsed menu hides; this line does not.
 */
export function DocumentSiteLine() {
  const { options, selectedTenantID } = useTenantSelection()
  const tenant = useFormFields(([fields]) => fields.tenant?.value) as number | string | { id?: number | string } | null | undefined
  const id = (tenant && typeof tenant === 'object' ? tenant.id : tenant) ?? selectedTenantID
  const site = options.find((option) => String(option.value) === String(id))
  const name = typeof site?.label === 'string' ? site.label : null
  return (
    <p data-testid="document-site" style={{ margin: '0 0 var(--base)', color: 'var(--theme-elevation-800)' }}>
      Dealer site: <strong>{name ?? 'not chosen yet (choose one before saving)'}</strong>
    </p>
  )
}
