/**
 * POST /api/users/:id/resend-invitation: a platform admin sends a staff
 * member who has not chosen a password yet a fresh invitation; the new link
 * replaces the old one.
 */

import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { isPlatformAdmin } from '@/access/roles'
import { inviterName, STAFF_INVITATION_HOURS } from '@/domain/staffInvitation'
import { platformName } from '@/lib/platformName'
import { queueInvitation } from '@collections/Users/invitationTask'

const userIdParam = z.coerce.number().int().positive()

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export const resendInvitation: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return answer({ error: 'Sign in to resend an invitation.' }, 401)
  if (!isPlatformAdmin(req.user)) return answer({ error: 'Only platform admins invite staff.' }, 403)
  const id = userIdParam.safeParse(req.routeParams?.id)
  if (!id.success) return answer({ error: 'The staff member id must be a whole number, as in /api/users/12/resend-invitation.' }, 400)
  const user = await req.payload.findByID({ collection: 'users', id: id.data, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return answer({ error: `There is no staff member ${id.data}.` }, 404)
  if (!user.invitationPending) return answer({ error: `${user.email} has already chosen a password; if it is lost, they can use “Forgot password?” on the sign-in page.` }, 409)
  await queueInvitation(req.payload, { userId: user.id, invitedBy: inviterName(req.user, platformName()) })
  return answer({ message: `A new invitation is on its way to ${user.email}; its link works for ${STAFF_INVITATION_HOURS} hours and the earlier link no longer does.` }, 202)
}
