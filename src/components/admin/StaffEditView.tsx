'use client'

import { DefaultEditView, EmailAndUsernameFields, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import { STAFF_INVITATION_HOURS } from '@/domain/staffInvitation'

/**
 * The staff edit view: Payload's own, except that a new staff member's form
 * has no password fields. Payload draws the auth block (email, and on create
 * a password and its confirmation) unless the document offers its own
 * `BeforeFields`; for a new staff member we offer the email alone, since
 * saving invites them to choose their password. Existing staff keep
 * Payload's block, whose "Change password" follows the password field's
 * access (own account only).
 */
export function StaffEditView(props: ComponentProps<typeof DefaultEditView>) {
  const documentInfo = useDocumentInfo()
  const { t } = useTranslation()
  if (documentInfo.id === undefined || documentInfo.id === null) {
    // Payload reads BeforeFields from the document's context alone; this view renders inside that context, before the form does.
    Object.assign(documentInfo, {
      BeforeFields: (
        <div className="auth-fields">
          <EmailAndUsernameFields operation="create" permissions={documentInfo.docPermissions?.fields} readOnly={false} t={t as never} />
          <p className="field-description">Saving sends them an invitation to choose their own password; its link works for {STAFF_INVITATION_HOURS} hours.</p>
        </div>
      ),
    })
  }
  return <DefaultEditView {...props} />
}
