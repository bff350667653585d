'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { LEGAL_PAGE_PATHS } from '@/domain/legalPages'
import type { MarketingTags as Tags } from '@/domain/marketingTags'

import { Button } from '../ui/Button'
import styles from './MarketingTags.module.css'
import { loadTags } from './loadTags'

/** Where the shopper's answer is kept, on this site's host only. */
const CONSENT_KEY = 'tracking-consent'

const ANSWERED = 'tracking-consent-answered'

function storedAnswer(): string {
  try {
    return localStorage.getItem(CONSENT_KEY) ?? 'unanswered'
  } catch {
    return 'unanswered'
  }
}

function onAnswer(changed: () => void) {
  window.addEventListener(ANSWERED, changed)
  window.addEventListener('storage', changed)
  return () => {
    window.removeEventListener(ANSWERED, changed)
    window.removeEventListener('storage', changed)
  }
}

/**
 * The site's analytics and ad tags. A site that asks first shows a bar until
 * the shopper answers; the tags load only after "Allow", and the answer is
 * remembered on this device. A site that does not ask loads them at once.
 */
export function MarketingTags({ tags, askFirst }: { tags: Tags; askFirst: boolean }) {
  // Nothing is known on the server: the bar and the tags wait for the browser.
  const stored = useSyncExternalStore(onAnswer, storedAnswer, () => 'server')
  const allowed = stored === 'yes' || (!askFirst && stored !== 'server')

  useEffect(() => {
    if (allowed) loadTags(tags)
  }, [allowed, tags])

  if (!askFirst || stored !== 'unanswered') return null
  function answerWith(allow: boolean) {
    try {
      localStorage.setItem(CONSENT_KEY, allow ? 'yes' : 'no')
    } catch {
      // Private browsing: nothing is kept, and the bar asks again on the next page.
    }
    window.dispatchEvent(new Event(ANSWERED))
    if (allow) loadTags(tags)
  }
  return (
    <section className={styles.bar} aria-label="Cookies" data-testid="tracking-consent">
      <p>
        May we use cookies to measure visits and show you relevant ads? <a href={LEGAL_PAGE_PATHS.privacy}>Privacy policy</a>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => answerWith(false)}>
          No thanks
        </Button>
        <Button size="small" onClick={() => answerWith(true)}>
          Allow
        </Button>
      </div>
    </section>
  )
}
