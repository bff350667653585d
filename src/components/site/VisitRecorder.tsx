'use client'

import { useEffect } from 'react'

import { recordVisit, visitRecordOf, VISIT_STORAGE_KEY } from '@/domain/leads/visitTrail'

/**
 * Mounted once in the public site's layout: adds each page to the visit
 * record in sessionStorage (the visit's last pages and the campaign it
 * arrived by), which the lead forms send with a lead. Every page is a whole
 * document, so this runs once per page. Renders nothing; a few hundred bytes.
 */
export function VisitRecorder() {
  useEffect(() => {
    try {
      const previous = visitRecordOf(sessionStorage.getItem(VISIT_STORAGE_KEY))
      const page = { path: location.pathname, search: location.search, referrer: document.referrer, host: location.host }
      sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(recordVisit(previous, page)))
    } catch {
      // Storage blocked or full: leads then say they came direct.
    }
  }, [])
  return null
}
