'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { ReviewImportReport } from '@/reviews/importReviews'

/**
 * On a location's admin page: imports the location's reviews from a CSV file
 * (a Google Business Profile review export; docs/reviews-import.md) through
 * POST /api/locations/:id/import-reviews, then shows what went in and each
 * rejected row with its number and reason.
 */
export function ImportReviewsButton() {
  const { id } = useDocumentInfo()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [report, setReport] = useState<ReviewImportReport | null>(null)
  if (id === undefined || id === null) return null

  async function importFile() {
    if (!file) return
    setSending(true)
    setReport(null)
    try {
      const response = await fetch(`/api/locations/${id}/import-reviews`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: file })
      const body = (await response.json().catch(() => ({}))) as Partial<ReviewImportReport> & { error?: string }
      if (response.ok && Array.isArray(body.rejected)) {
        setReport(body as ReviewImportReport)
        toast.success(`Reviews imported: ${body.created} new, ${body.updated} updated.`)
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
        Reviews file (CSV)
      </label>
      <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <Button buttonStyle="secondary" size="small" disabled={!file || sending} onClick={importFile}>
        {sending ? 'Importing…' : 'Import reviews (CSV)'}
      </Button>
      <div role="status">
        {report ? (
          <>
            <p data-testid="review-import-summary">
              {report.created} created, {report.updated} updated, {report.unchanged} unchanged, {report.rejected.length} rejected.
            </p>
            {report.rejected.length > 0 ? (
              <ul aria-label="Rejected rows">
                {report.rejected.map((row) => (
                  <li key={`${row.row}-${row.reason}`}>
                    Row {row.row}: {row.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="field-description">
        Columns: Reviewer, Star rating, Comment, Create time, Reply (a Google Business Profile export). Importing the same file again adds nothing.
      </p>
    </div>
  )
}
