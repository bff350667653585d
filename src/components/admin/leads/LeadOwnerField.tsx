'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

type StaffMember = { id: number; name: string }

/**
 * A lead's owner, chosen from its dealer site's staff by name. Staff records
 * are private to each person, so the names come from the site's staff list
 * (GET /api/customer-leads/site-staff); the server checks the choice again.
 */
export const LeadOwnerField: RelationshipFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<number | { id: number } | null>({ path })
  const site = useFormFields(([fields]) => fields.tenant?.value) as number | { id: number } | null | undefined
  const siteId = typeof site === 'object' && site ? site.id : site
  const [staff, setStaff] = useState<StaffMember[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    if (!siteId) return
    const controller = new AbortController()
    fetch(`/api/customer-leads/site-staff?site=${siteId}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { staff?: StaffMember[]; error?: string }
        if (body.staff) setStaff(body.staff)
        else setFailed(body.error ?? 'The site’s staff could not be read.')
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(`The site’s staff could not be read: ${String(error)}`)
      })
    return () => controller.abort()
  }, [siteId])

  const ownerId = typeof value === 'object' && value ? value.id : (value ?? null)
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel htmlFor={inputId} label={field.label ?? 'Owner'} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <select
        id={inputId}
        name={path}
        value={ownerId === null ? '' : String(ownerId)}
        disabled={readOnly || disabled || staff === null}
        onChange={(event) => setValue(event.target.value === '' ? null : Number(event.target.value))}
        style={{ width: '100%', padding: '0.5rem', borderRadius: 'var(--style-radius-s)', border: '1px solid var(--theme-elevation-150)', background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }}
      >
        <option value="">Nobody yet</option>
        {(staff ?? []).map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
        {ownerId !== null && staff && !staff.some((member) => member.id === ownerId) ? <option value={ownerId}>A former staff member</option> : null}
      </select>
      {failed ? <p role="alert">{failed}</p> : null}
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
