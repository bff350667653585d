'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a staff member who has not chosen a password yet: sends a fresh
 * invitation (POST /api/users/:id/resend-invitation), for a lost or expired link.
 */
export function ResendInvitationButton() {
  const { id } = useDocumentInfo()
  const [sending, setSending] = useState(false)
  if (id === undefined || id === null) return null

  async function resend() {
    setSending(true)
    try {
      const response = await fetch(`/api/users/${id}/resend-invitation`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok) toast.success(body.message ?? 'The invitation is on its way.')
      else toast.error(body.error ?? `The invitation was not sent (HTTP ${response.status}).`)
    } catch {
      toast.error('The server could not be reached. Check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" disabled={sending} onClick={resend}>
        {sending ? 'Sending…' : 'Resend invitation'}
      </Button>
    </div>
  )
}
