'use client'

import { useMemo, useSyncExternalStore, type MouseEventHandler } from 'react'

import { buttonClass } from '@/components/ui/Button'
import type { MakeSelectOptions } from '@/domain/makeSelect'
import { type SearchHistoryEntry } from '@/domain/searchHistory'

import { MakeOptions } from './MakeOptions'
import { InShowMeSlot } from './ShowMeSlot'

/**
 * The filter panel's fields as markup only. The panel's first paint (before
 * react-instantsearch has loaded, src/components/search/LazyFilterPanel.tsx)
 * and the live panel (FilterPanel.tsx) both draw them, so the page looks the
 * same the moment the live panel takes over.
 */

export const SEARCH_HISTORY_KEY = 'forecourt:search-history'
export const KEYWORD_FIELD_ID = 'panel-keyword'

export const dollarsShort = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
export const kmShort = (value: number) => `${value.toLocaleString('en-AU')} km`

/** The keyword box; its hint gives examples of what the site sells ("e.g. EV, SUV, Toyota"). */
export function KeywordField({ value, hint, onChange }: { value: string; hint: string; onChange: (text: string) => void }) {
  return (
    <p className="panel-field">
      <label htmlFor={KEYWORD_FIELD_ID}>Keyword</label>
      <input id={KEYWORD_FIELD_ID} type="search" value={value} placeholder={hint} onChange={(event) => onChange(event.target.value)} />
    </p>
  )
}

const noSubscription = () => () => undefined

/** True once the page is alive (false while it renders on the server and hydrates). */
function useAlive(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/**
 * The make select: popular makes first, then all makes;
 * several chosen makes show as one disabled entry. The page's markup holds
 * only the choice it shows: the makes are drawn once the page is alive, as
 * without JavaScript the plain form stands in for the panel's fields.
 */
export function MakeSelectField({ makes, chosen, onChange }: { makes: MakeSelectOptions; chosen: readonly string[]; onChange: (make: string) => void }) {
  const alive = useAlive()
  const value = chosen.length === 1 ? chosen[0] : chosen.length > 1 ? 'several' : ''
  return (
    <p className="panel-field">
      <label htmlFor="panel-make">Make</label>
      <select id="panel-make" value={value} onChange={(event) => onChange(event.target.value)}>
        {chosen.length > 1 ? (
          <option value="several" disabled>
            {chosen.join(', ')}
          </option>
        ) : null}
        <option value="">Any make</option>
        {alive ? <MakeOptions options={makes} /> : value && value !== 'several' ? <option value={value}>{value}</option> : null}
      </select>
    </p>
  )
}

export function ShowMeCarsLink({ href, label, onClick }: { href: string; label: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <InShowMeSlot>
      <a className={buttonClass('primary', { block: true, className: 'show-me-cars' })} href={href} onClick={onClick}>
        {label}
      </a>
    </InShowMeSlot>
  )
}

export function readSearchHistory(stored: string | null): SearchHistoryEntry[] {
  try {
    const entries = JSON.parse(stored ?? '[]') as unknown
    return Array.isArray(entries) ? (entries as SearchHistoryEntry[]) : []
  } catch {
    return []
  }
}

/** The last searches kept on this device: nothing on the server, read once the page is alive. */
export function RecentSearches() {
  const stored = useSyncExternalStore(noSubscription, () => localStorage.getItem(SEARCH_HISTORY_KEY), () => null)
  const history = useMemo(() => readSearchHistory(stored), [stored])
  if (history.length === 0) return null
  return (
    <details className="recent-searches">
      <summary>Recent searches</summary>
      <ul>
        {history.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </details>
  )
}
