'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { LEAD_SUCCESS_STORAGE_KEY, readLeadSuccess } from '@/domain/leads/leadSuccess'
import { DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'

const noSubscription = () => () => undefined

function storedRecord(): string | null {
  try {
    return localStorage.getItem(LEAD_SUCCESS_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * What was sent, and the car it was about, from the record the form kept on
 * this device (leadSuccess.ts), with the ways back: the car, similar cars,
 * the search. Without a record (another device, storage blocked) only the
 * search link shows.
 */
export function SentLead() {
  const sent = readLeadSuccess(useSyncExternalStore(noSubscription, storedRecord, () => null))
  const car = sent?.car ?? null
  return (
    <>
      {sent ? (
        <p data-testid="lead-success-summary">
          You sent &ldquo;{sent.category}&rdquo;{car ? <> about the {car.name}</> : null}.
        </p>
      ) : null}
      <ul className="lead-success-links">
        {car ? (
          <>
            <li>
              <Link href={`/cars/${encodeURIComponent(car.slug)}`}>Back to the {car.name}</Link>
            </li>
            <li>
              <Link href={`/cars/${encodeURIComponent(car.slug)}#similar-cars`}>See similar cars</Link>
            </li>
          </>
        ) : null}
        <li>
          <Link href={DEFAULT_SEARCH_PATH}>Search our cars</Link>
        </li>
      </ul>
    </>
  )
}
