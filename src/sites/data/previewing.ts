import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import { livePreviewTicket } from '@/preview/previewAccess'
import { PREVIEW_COOKIE } from '@/preview/previewToken'
import { sitePayload } from '../sitePayload'

/**
 * Whether this browser is previewing drafts of this site: it came through a
 * preview link from the admin (src/app/(site)/sites/[host]/preview), which
 * left both Next's draft mode and the signed ticket for this site. Draft mode
 * alone is not enough: its cookie has one value for the whole build, so it
 * would open every site's drafts. Previewing pages read the latest drafts
 * straight from the database, never from or into the shared cache.
 */
export const isPreviewing = cache(async (siteId: number): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value
  if (!token) return false
  return (await livePreviewTicket(await sitePayload(), token, siteId, new Date())) !== null
})
