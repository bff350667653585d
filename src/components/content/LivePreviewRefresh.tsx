'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview frame only: tells the admin the page is ready
 * and renders it again on the server after every save (autosave included),
 * so the frame shows the draft a moment after the editor types.
 */
export function LivePreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
