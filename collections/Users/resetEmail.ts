import type { PayloadRequest } from 'payload'

import { openInvitationEmailHtml, resetEmailHtml } from '@/domain/staffInvitation'
import { adminOrigin } from '@/access/adminOrigin'

/**
 * Payload's "Forgot password?" email. Its link opens the configured admin
 * origin, never the request's Host. For a staff member whose invitation is
 * still open, the token Payload made was not kept (keepLiveInvitation): the
 * email carries the invitation's own link instead.
 */
export async function forgotPasswordEmailHtml({ req, token, user }: { req?: PayloadRequest; token?: string; user?: { id?: number | string; invitationPending?: boolean | null } } = {}): Promise<string> {
  const origin = adminOrigin()
  if (user?.invitationPending && user.id !== undefined && req?.payload) {
    const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } }, req })) as { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null } | null
    if (stored?.resetPasswordToken && stored.resetPasswordToken !== token && stored.resetPasswordExpiration) {
      return openInvitationEmailHtml(`${origin}/admin/reset/${stored.resetPasswordToken}`, new Date(stored.resetPasswordExpiration), 'Australia/Sydney')
    }
  }
  return resetEmailHtml(`${origin}/admin/reset/${token}`)
}
