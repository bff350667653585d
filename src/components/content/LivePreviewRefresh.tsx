'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The site's half of Payload's live preview, for a page shown in the admin's
 * preview frame: it tells the admin it is ready, then re-renders the page on
 * the server each time the admin saves the draft (autosave, as the editor
 * types). Payload's own live-preview-react does the same, but its releases
 * trail Payload's and Payload refuses to start beside a mismatched version.
 * Messages count only from the admin's origin.
 */
export function LivePreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  useEffect(() => {
    const saved = (event: MessageEvent) => {
      if (event.origin === adminOrigin && typeof event.data === 'object' && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', saved)
    ;(window.opener ?? window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    router.refresh()
    return () => window.removeEventListener('message', saved)
  }, [adminOrigin, router])
  return null
}
