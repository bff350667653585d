'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { historyLine, readHistory } from '@/domain/leads/leadWork'
import { siteTimeText } from '@/domain/timeZones'

import { useSiteTimeZone } from '../useSiteTimeZone'

/**
 * A lead's history, newest first: who changed its status or owner, or added
 * a note, and when, in the dealer site's time zone with its name (a Perth
 * lead reads in Perth time wherever the reader sits); the times wait for the
 * zone rather than show the reader's own clock first.
 */
export const LeadHistoryField: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { value } = useField<unknown>({ path: pathFromProps ?? field.name })
  const zone = useSiteTimeZone()
  const entries = readHistory(value).toReversed()
  return (
    <section aria-labelledby="lead-history-title" data-testid="lead-history" style={{ marginBottom: 'var(--base)' }}>
      <h4 id="lead-history-title" style={{ margin: '0 0 0.5rem' }}>
        History
      </h4>
      {entries.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>Nobody has worked this lead yet.</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem' }}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
              <div style={{ fontSize: '0.85em', color: 'var(--theme-elevation-600)' }}>
                {entry.by} · <time dateTime={entry.at}>{zone ? siteTimeText(entry.at, zone) : ''}</time>
              </div>
              <div style={{ whiteSpace: 'pre-wrap' }}>{entry.kind === 'note' ? `Note: ${historyLine(entry)}` : historyLine(entry)}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
