import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { STAFF_INVITATION_HOURS } from '@/domain/staffInvitation'

class LinkExpired extends APIError {
  constructor() {
    super(
      // No colon or comma: the admin's toast splits a message at them into a list of field errors.
      `This link no longer works. Invitation links last ${STAFF_INVITATION_HOURS} hours and password-reset links one hour; each works once. Ask for a new one with “Forgot password?” on the sign-in page (/admin/forgot) or ask your platform admin to resend your invitation.`,
      403,
      undefined,
      true,
    )
    this.name = 'LinkExpired'
  }
}

/**
 * Payload answers an expired set-password link with "Token is either invalid
 * or has expired"; we say what to do about it. The token is checked again by
 * Payload's own reset, in the same way.
 */
export const explainExpiredLink: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token = (args as { data?: { token?: unknown } }).data?.token
  const user =
    typeof token === 'string' && token !== ''
      ? await req.payload.db.findOne({
          collection: 'users',
          where: { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          req,
        })
      : null
  if (!user) throw new LinkExpired()
  return args
}
