/**
 * Sends a staff member their invitation: a fresh set-password link (Payload's
 * own reset-password token, made to last the invitation's 48 hours and
 * opened at /admin/reset/<token>), by the platform's one mail path.
 */

import type { Payload, PayloadRequest } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { STAFF_INVITATION_HOURS } from '@/domain/constants'
import { invitationEmail, invitationExpiry } from '@/domain/staffInvitation'
import { sendEmail } from '@/email/sendEmail'

import { staffEmailSite } from './staffEmailSite'

export interface InvitationInput {
  userId: number
  invitedBy: string
  /** Origin of the admin the link opens, e.g. https://admin.forecourt.com.au. */
  origin: string
}

export async function sendInvitation(payload: Payload, input: InvitationInput, req?: Partial<PayloadRequest>): Promise<'sent' | 'not pending'> {
  const user = await payload.findByID({ collection: 'users', id: input.userId, depth: 0, overrideAccess: true, disableErrors: true, ...(req ? { req } : {}) })
  // Deleted, or already chose a password: the invitation has done its work.
  if (!user?.invitationPending) return 'not pending'
  const now = new Date()
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: user.email },
    expiration: STAFF_INVITATION_HOURS * 60 * 60 * 1000,
    disableEmail: true,
    ...(req ? { req } : {}),
  })
  if (!token) return 'not pending'
  const siteIds = assignedSiteIds(user)
  const sites = siteIds.length
    ? (await payload.find({ collection: 'tenants', where: { id: { in: siteIds } }, depth: 0, limit: siteIds.length, overrideAccess: true, sort: 'name', ...(req ? { req } : {}) })).docs
    : []
  const { subject, text } = invitationEmail({
    name: user.name ?? null,
    invitedBy: input.invitedBy,
    siteNames: sites.map((site) => site.name),
    platformAdmin: isPlatformAdmin({ ...user, collection: 'users' }),
    link: `${input.origin}/admin/reset/${token}`,
    expiresAt: invitationExpiry(now),
    timeZone: sites[0]?.timeZone ?? 'Australia/Sydney',
  })
  await sendEmail(payload, { siteId: await staffEmailSite(payload, siteIds, req), to: [user.email], subject, text, staffAccount: true }, req)
  return 'sent'
}
