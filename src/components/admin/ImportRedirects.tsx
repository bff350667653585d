'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

type Report = { created: number; updated: number; rejected: { line: number; message: string }[] }

/**
 * Above the Redirects list: imports a CSV of old path, new address into the
 * chosen dealer site (POST /api/redirects/import), then says what went in and
 * names each rejected line with its reason.
 */
export function ImportRedirects() {
  const { selectedTenantID, options } = useTenantSelection()
  const router = useRouter()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [report, setReport] = useState<Report | null>(null)
  // An editor of one site imports into it; agency staff choose the site first.
  const site = selectedTenantID ?? (options.length === 1 ? options[0]!.value : undefined)
  const siteName = options.find((option) => option.value === site)?.label

  async function importFile() {
    if (!file || site === undefined) return
    setSending(true)
    setReport(null)
    try {
      const response = await fetch(`/api/redirects/import?site=${encodeURIComponent(String(site))}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: file })
      const body = (await response.json().catch(() => ({}))) as Partial<Report> & { error?: string }
      if (response.ok && Array.isArray(body.rejected)) {
        setReport(body as Report)
        toast.success(`Redirects imported: ${body.created} new, ${body.updated} updated.`)
        router.refresh()
      } else toast.error(body.error ?? `The import was refused (HTTP ${response.status}).`)
    } catch {
      toast.error('The server could not be reached. Check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <label className="field-label" htmlFor={inputId}>
        Import redirects from a CSV file{siteName ? ` into ${String(siteName)}` : ''}
      </label>
      <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <Button buttonStyle="secondary" size="small" disabled={!file || sending || site === undefined} onClick={importFile}>
        {sending ? 'Importing…' : 'Import redirects'}
      </Button>
      <div role="status">
        {site === undefined ? <p>Choose a dealer site above to import into.</p> : null}
        {report ? (
          <>
            <p data-testid="redirect-import-summary">
              {report.created} created, {report.updated} updated, {report.rejected.length} rejected.
            </p>
            {report.rejected.length > 0 ? (
              <ul aria-label="Rejected lines">
                {report.rejected.map((row) => (
                  <li key={`${row.line}-${row.message}`}>
                    Line {row.line}: {row.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="field-description">Two columns: the old path (e.g. /used-cars/hilux.html) and the new address (a path here or a full https:// address). A first row of headings is skipped.</p>
    </div>
  )
}
