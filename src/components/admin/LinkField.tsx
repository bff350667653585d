'use client'

import { FieldError, TextInput, useField, useFormFields } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { pagePath, type PagePlacement } from '@/domain/contentPages'
import { SITE_ROUTES } from '@/domain/siteRoutes'

type PageChoice = { path: string; title: string }

/** Requests for a site's pages still on their way: the link fields of one form (a page's blocks hold several) share one. */
const pagesOnTheirWay = new Map<string, Promise<PageChoice[]>>()

function readSitePages(siteId: string): Promise<PageChoice[]> {
  const waiting = pagesOnTheirWay.get(siteId)
  if (waiting) return waiting
  const query = `where[tenant][equals]=${encodeURIComponent(siteId)}&depth=0&limit=200&sort=title&select[title]=true&select[slug]=true&select[placement]=true`
  const pages = fetch(`/api/pages?${query}`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : { docs: [] }))
    .then((body: { docs?: { title?: string; slug: string; placement?: PagePlacement }[] }) => (body.docs ?? []).map((page) => ({ path: pagePath(page), title: page.title || page.slug })))
    .catch(() => [])
    .finally(() => pagesOnTheirWay.delete(siteId))
  pagesOnTheirWay.set(siteId, pages)
  return pages
}

/** The document's site's pages, read with the editor's own access (so only their sites'). */
function useSitePages(siteId: unknown): PageChoice[] {
  const [pages, setPages] = useState<PageChoice[]>([])
  useEffect(() => {
    if (typeof siteId !== 'number' && typeof siteId !== 'string') return
    let current = true
    void readSitePages(String(siteId)).then((read) => current && setPages(read))
    return () => {
      current = false
    }
  }, [siteId])
  return pages
}

/**
 * A link: a page of this site or a platform page chosen from the list beside
 * the box, or another website typed in it (https:// is added to a bare host
 * on save). The save says beside the box when the address would lead nowhere.
 */
export const LinkField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string | null>({ path })
  const siteId = useFormFields(([fields]) => {
    const tenant = fields.tenant?.value
    return tenant && typeof tenant === 'object' && 'id' in tenant ? tenant.id : tenant
  })
  const pages = useSitePages(siteId)
  const locked = readOnly || disabled
  const chooser = (
    <select
      aria-label={`Choose a page for ${typeof field.label === 'string' ? field.label : 'the link'}`}
      className="link-field__choose"
      disabled={locked}
      value=""
      onChange={(event) => event.target.value && setValue(event.target.value)}
      style={{ marginTop: 'calc(var(--base) / 4)', maxWidth: '100%', padding: '0.4em', borderRadius: 'var(--style-radius-s)' }}
    >
      <option value="">Choose a page…</option>
      {pages.length > 0 ? (
        <optgroup label="Pages of this site">
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
        </optgroup>
      ) : null}
      <optgroup label="Platform pages">
        {SITE_ROUTES.map((route) => (
          <option key={route.key} value={route.path}>
            {route.label} ({route.path})
          </option>
        ))}
      </optgroup>
    </select>
  )
  return (
    <TextInput
      style={mergeFieldStyles(field)}
      path={path}
      label={field.label}
      required={field.required}
      readOnly={locked}
      description={field.admin?.description as string | undefined}
      placeholder="/special-offers or https://www.example.com.au"
      value={value ?? ''}
      showError={showError}
      Error={<FieldError path={path} message={errorMessage} showError={showError} />}
      AfterInput={chooser}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value === '' ? null : event.target.value)}
    />
  )
}
