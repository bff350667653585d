'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * On a lead's admin page, beside its delivery status: queues a fresh
 * delivery of the lead (POST /api/customer-leads/:id/resend), for when the
 * dealer missed it or its delivery failed.
 */
export function ResendLeadButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [sending, setSending] = useState(false)
  if (id === undefined || id === null) return null

  async function resend() {
    setSending(true)
    try {
      const response = await fetch(`/api/customer-leads/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok) {
        toast.success(body.message ?? 'The lead is queued to be sent again.')
        router.refresh()
      } else toast.error(body.error ?? `The resend was refused (HTTP ${response.status}).`)
    } catch {
      toast.error('The server could not be reached. Check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }}>
      <Button buttonStyle="secondary" size="small" disabled={sending} onClick={resend}>
        {sending ? 'Queuing…' : 'Resend lead'}
      </Button>
    </div>
  )
}
