
import { normaliseHost } from '@/domain/host'
import { LIVE_PREVIEW_ADMIN_PARAM, LIVE_PREVIEW_PARAM } from '@/domain/livePreview'
import { livePreviewTicket } from '@/preview/previewAccess'
import { platformHosts } from '@/access/platformHosts'
import { sitePayload } from '../sitePayload'

type Query = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The admin origin a live preview frame answers to: http(s) on one of the platform's own hosts, nothing else. */
export function adminOriginOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    const host = normaliseHost(url.host)
    if (!host || !platformHosts.includes(host) || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
    return url.origin
  } catch {
    return null
  }
}

/**
 * This request is the admin's live preview of a page of this site: it carries
 * a valid preview ticket for the page's document (see src/domain/livePreview.ts)
 * and the admin's origin. The page then renders that page's latest draft
 * and listens for the admin's saves. Null for everyone else.
 */
export async function livePreviewOf(siteId: number, query: Query): Promise<{ adminOrigin: string; pageId: number } | null> {
  const token = one(query[LIVE_PREVIEW_PARAM])
  const adminOrigin = adminOriginOf(one(query[LIVE_PREVIEW_ADMIN_PARAM]))
  if (!token || !adminOrigin) return null
  const ticket = await livePreviewTicket(await sitePayload(), token, siteId, new Date())
  if (!ticket || ticket.collection !== 'pages') return null
  return { adminOrigin, pageId: ticket.id }
}
