import { leadAttribution } from '@/domain/leads/attribution'
import { visitRecordOf, VISIT_STORAGE_KEY } from '@/domain/leads/visitTrail'

/**
 * What every lead form adds when it sends, beside what the shopper typed: the
 * page's address, the browser, and where the visit came from (the visit record
 * VisitRecorder keeps in sessionStorage: source and lead_attributes).
 */
export function sentFrom() {
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(VISIT_STORAGE_KEY)
  } catch {
    // Storage blocked: the lead says it came direct, with no trail.
  }
  return { ...leadAttribution(visitRecordOf(stored)), url: window.location.href, user_agent: navigator.userAgent.slice(0, 500) }
}
