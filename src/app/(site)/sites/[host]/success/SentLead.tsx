'use client'

import { useSyncExternalStore } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { LEAD_SUCCESS_STORAGE_KEY, readLeadSuccess } from '@/domain/leads/leadSuccess'
import { DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'

import styles from './success.module.css'

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
      {/* The line keeps its space while the device's record is read, so the links below never move. */}
      <div className={styles.summary}>
        {sent ? (
          <p data-testid="lead-success-summary">
            You sent &ldquo;{sent.category}&rdquo;{car ? <> about the {car.name}</> : null}.
          </p>
        ) : null}
      </div>
      <ul className={styles.links}>
        {car ? (
          <>
            <li>
              <a className={buttonClass('primary')} href={`/cars/${encodeURIComponent(car.slug)}`}>
                Back to the {car.name}
              </a>
            </li>
            <li>
              <a className={buttonClass('secondary')} href={`/cars/${encodeURIComponent(car.slug)}#similar-cars`}>
                See similar stock
              </a>
            </li>
          </>
        ) : null}
        <li>
          <a className={buttonClass(car ? 'ghost' : 'primary')} href={DEFAULT_SEARCH_PATH}>
            Search our stock
          </a>
        </li>
      </ul>
    </>
  )
}
