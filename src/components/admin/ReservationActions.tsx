'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { staffActionsFor, type ReservationStatus, type StaffReservationAction } from '@/domain/reservation'

const LABELS: Record<StaffReservationAction, string> = { confirm: 'Confirm sale', cancel: 'Cancel and refund', extend: 'Extend hold 48 hours' }

/**
 * On a reservation's admin page: the actions its status allows (confirm the
 * sale, cancel with a refund, extend the hold), each a POST to
 * /api/reservations/:id/:action, which checks again on the server.
 */
export function ReservationActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as ReservationStatus | undefined
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null || !status) return null
  const actions = staffActionsFor(status)
  if (actions.length === 0) return null

  async function act(action: StaffReservationAction) {
    if (action === 'cancel' && !window.confirm('Cancel this reservation and refund the deposit in full?')) return
    setBusy(true)
    try {
      const response = await fetch(`/api/reservations/${id}/${action}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok) {
        toast.success(body.message ?? 'Done.')
        router.refresh()
      } else toast.error(body.error ?? `The action was refused (HTTP ${response.status}).`)
    } catch {
      toast.error('The server could not be reached. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: '0.5rem', marginBottom: '1rem' }}>
      {actions.map((action) => (
        <Button key={action} buttonStyle={action === 'cancel' ? 'secondary' : 'primary'} size="small" disabled={busy} onClick={() => act(action)}>
          {LABELS[action]}
        </Button>
      ))}
    </div>
  )
}
