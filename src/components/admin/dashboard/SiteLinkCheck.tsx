'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminDocumentPath } from '@/domain/dashboard/adminLinks'
import type { SiteLinkPlace, SiteLinkReport } from '@/domain/siteLinkCheck'

import { formatWhen, plural } from './format'
import styles from './StaffDashboard.module.css'

/** A site the viewer works on: its id, its name (shown when there are several) and its clock. */
export type LinkCheckedSite = { id: number; name: string; timeZone: string }

type SiteCheck = { checking: boolean; report?: SiteLinkReport; failure?: string }

/** Asks the server to check every link of one site now. */
async function checkSite(id: number): Promise<Omit<SiteCheck, 'checking'>> {
  try {
    const response = await fetch(`/api/tenants/${id}/link-check`, { credentials: 'include', cache: 'no-store' })
    const body = (await response.json().catch(() => ({}))) as Partial<SiteLinkReport> & { error?: string }
    return response.ok && Array.isArray(body.deadLinks) ? { report: body as SiteLinkReport } : { failure: body.error ?? `The check was refused (HTTP ${response.status}).` }
  } catch {
    return { failure: 'The server could not be reached. Check your connection and try again.' }
  }
}

type FailingLink = SiteLinkPlace & { problem: string; url?: string }

function FailingLinks({ links, adminRoute }: { links: FailingLink[]; adminRoute: string }) {
  return (
    <ul className={styles.list} data-testid="failing-links">
      {links.map((link, at) => {
        const address = link.url ?? link.address
        return (
          <li key={at}>
            <span className={styles.meta}>{link.kind}</span> <a href={adminDocumentPath(adminRoute, link.collection, link.documentId)}>{link.document}</a>, {link.field}
            {address ? (
              <>
                : <code className={styles.address}>{address}</code>
              </>
            ) : null}{' '}
            — <span className={styles.warning}>{link.problem}</span>
          </li>
        )
      })}
    </ul>
  )
}

function SiteResult({ site, check, several, adminRoute, checkAgain }: { site: LinkCheckedSite; check: SiteCheck | undefined; several: boolean; adminRoute: string; checkAgain: () => void }) {
  const report = check?.report
  const failing: FailingLink[] = report ? [...report.deadLinks, ...report.failedExternal] : []
  return (
    <div className={styles.linkCheckSite} data-site={site.id}>
      {several ? <h4>{site.name}</h4> : null}
      {check?.failure ? <p role="alert">{check.failure}</p> : null}
      {!report ? (
        <p role="status">{check?.checking === false ? null : 'Checking every link of the menus, pages, promo cards, offers and models, other websites included…'}</p>
      ) : failing.length === 0 ? (
        <p>Every link leads to a page that answers{report.externalChecked > 0 ? `, ${plural(report.externalChecked, 'link')} to other websites included` : ''}.</p>
      ) : (
        <>
          <p role="alert">{plural(failing.length, 'link')} {failing.length === 1 ? 'fails' : 'fail'}; shoppers who click {failing.length === 1 ? 'it' : 'them'} find no page:</p>
          <FailingLinks links={failing} adminRoute={adminRoute} />
        </>
      )}
      {report || check?.failure ? (
        <p className={styles.meta}>
          {report ? (
            <>
              Checked <time dateTime={report.checkedAt}>{formatWhen(new Date(report.checkedAt), site.timeZone)}</time>.{' '}
            </>
          ) : null}
          <Button buttonStyle="secondary" size="small" margin={false} disabled={check?.checking} onClick={checkAgain}>
            {check?.checking ? 'Checking…' : 'Check again'}
          </Button>
        </p>
      ) : null}
    </div>
  )
}

/**
 * On the dashboard: each site's links that lead nowhere or fail (its menus,
 * page blocks, promo cards, offers and models), where each is, its address,
 * why, and when the check ran, each linked to its document's edit screen. It
 * runs after the dashboard shows, one site after another (each check tries
 * other websites), so it never holds the page up.
 */
export function SiteLinkCheck({ sites, adminRoute }: { sites: LinkCheckedSite[]; adminRoute: string }) {
  const [checks, setChecks] = useState<Record<number, SiteCheck>>({})

  useEffect(() => {
    let current = true
    void (async () => {
      for (const site of sites) {
        if (!current) return
        const outcome = await checkSite(site.id)
        if (current) setChecks((checked) => ({ ...checked, [site.id]: { checking: false, ...outcome } }))
      }
    })()
    return () => {
      current = false
    }
  }, [sites])

  const checkAgain = (id: number) => {
    setChecks((current) => ({ ...current, [id]: { ...current[id], checking: true } }))
    void checkSite(id).then((outcome) => setChecks((current) => ({ ...current, [id]: { checking: false, ...outcome } })))
  }

  if (sites.length === 0) return null
  return (
    <section className={`${styles.card} ${styles.linkCheck}`} aria-labelledby="site-link-check" data-testid="site-link-check">
      <h3 id="site-link-check">Broken links</h3>
      {sites.map((site) => (
        <SiteResult key={site.id} site={site} check={checks[site.id]} several={sites.length > 1} adminRoute={adminRoute} checkAgain={() => checkAgain(site.id)} />
      ))}
    </section>
  )
}
