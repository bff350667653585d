'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { MenuLinkReport } from '@/domain/menuLinkCheck'

type Outcome = { report: MenuLinkReport } | { failure: string }

/** Asks the server to check the saved menu's links now. */
async function runCheck(id: number | string, savedAt: number): Promise<Outcome> {
  try {
    // The save's time keeps a cache from answering with an earlier check.
    const response = await fetch(`/api/menus/${id}/link-check?saved=${savedAt}`, { credentials: 'include', cache: 'no-store' })
    const body = (await response.json().catch(() => ({}))) as Partial<MenuLinkReport> & { error?: string }
    return response.ok && Array.isArray(body.deadLinks) ? { report: body as MenuLinkReport } : { failure: body.error ?? `The check was refused (HTTP ${response.status}).` }
  } catch {
    return { failure: 'The server could not be reached. Check your connection and try again.' }
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * On a menu's admin page: the saved menu's links that lead nowhere (a page
 * since deleted or unpublished, a platform page the site has turned off, a
 * dealer-site link with no domain to build on), and its links to other
 * websites that did not answer when tried, each with why, and when the check
 * ran. The site hides dead internal links from shoppers; this tells staff
 * which to fix. It runs after the form shows, so a slow website never holds
 * the page up, and again after each save.
 */
export function MenuLinkCheck() {
  // Each save (a new lastUpdateTime) checks the saved menu again.
  const { id, lastUpdateTime } = useDocumentInfo()
  const [report, setReport] = useState<MenuLinkReport | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [checking, setChecking] = useState(true)

  const finish = useCallback((outcome: Outcome) => {
    if ('report' in outcome) setReport(outcome.report)
    setFailure('failure' in outcome ? outcome.failure : null)
    setChecking(false)
  }, [])

  useEffect(() => {
    if (id === undefined || id === null) return
    let current = true
    void runCheck(id, lastUpdateTime).then((outcome) => current && finish(outcome))
    return () => {
      current = false
    }
  }, [id, lastUpdateTime, finish])

  const checkAgain = () => {
    if (id === undefined || id === null) return
    setChecking(true)
    void runCheck(id, Date.now()).then(finish)
  }

  if (id === undefined || id === null) return null
  return (
    <div className="field-type" data-testid="menu-link-check" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>Link check</h3>
      {failure ? <p role="alert">{failure}</p> : null}
      {!report ? (
        <p role="status">{checking ? 'Checking every link, other websites included…' : null}</p>
      ) : (
        <>
          {report.deadLinks.length === 0 ? (
            <p>Every link of this menu to this site leads to a page that answers.</p>
          ) : (
            <>
              <p role="alert">{plural(report.deadLinks.length, 'link leads', 'links lead')} nowhere; shoppers do not see them until they are fixed:</p>
              <ul>
                {report.deadLinks.map((link, at) => (
                  <li key={at}>
                    <strong>{link.label}</strong>: {link.problem}
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.externalChecked === 0 ? null : report.failedExternal.length === 0 ? (
            <p>{report.externalChecked === 1 ? 'The link to another website answers.' : `All ${report.externalChecked} links to other websites answer.`}</p>
          ) : (
            <>
              <p role="alert">
                {report.failedExternal.length} of {plural(report.externalChecked, 'link', 'links')} to other websites failed; shoppers who click them find no page:
              </p>
              <ul data-testid="failed-external-links">
                {report.failedExternal.map((link, at) => (
                  <li key={at}>
                    <strong>{link.label}</strong> ({link.url}): {link.problem}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p style={{ color: 'var(--theme-elevation-600)' }}>
            Checked <time dateTime={report.checkedAt}>{new Date(report.checkedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'medium' })}</time>.{' '}
            <Button buttonStyle="secondary" size="small" margin={false} disabled={checking} onClick={checkAgain}>
              {checking ? 'Checking…' : 'Check again'}
            </Button>
          </p>
        </>
      )}
    </div>
  )
}
