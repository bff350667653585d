/**
 * Sends a staff member their invitation: a fresh set-password link (Payload's
 * own reset-password token, made to last the invitation's 48 hours and
 * opened at /admin/reset/<token>, on the configured admin origin), by the
 * platform's one mail path.
 */

import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { invitationEmail, invitationExpiry } from '@/domain/staffInvitation'
import { sendEmail } from '@/email/sendEmail'
import { platformName } from '@/lib/platformName'

import { adminOrigin } from '@/access/adminOrigin'
import { staffEmailSite } from '@/email/staffEmailSite'

export interface InvitationInput {
  userId: number
  invitedBy: string
}

export async function sendInvitation(payload: Payload, input: InvitationInput, req?: Partial<PayloadRequest>): Promise<'sent' | 'not pending'> {
  const user = await payload.findByID({ collection: 'users', id: input.userId, depth: 0, overrideAccess: true, disableErrors: true, ...(req ? { req } : {}) })
  // Deleted, or already chose a password: the invitation has done its work.
  if (!user?.invitationPending) return 'not pending'
  const now = new Date()
  // Payload's own reset token, written here rather than by payload.forgotPassword: a "Forgot password?" request
  // never replaces a live invitation's token (keepLiveInvitation), but a new invitation does.
  const token = randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { resetPasswordToken: token, resetPasswordExpiration: invitationExpiry(now).toISOString() },
    ...(req ? { req } : {}),
  })
  const siteIds = assignedSiteIds(user)
  const sites = siteIds.length
    ? (await payload.find({ collection: 'tenants', where: { id: { in: siteIds } }, depth: 0, limit: siteIds.length, overrideAccess: true, sort: 'name', ...(req ? { req } : {}) })).docs
    : []
  const { subject, text } = invitationEmail({
    name: user.name ?? null,
    invitedBy: input.invitedBy,
    platform: platformName(),
    siteNames: sites.map((site) => site.name),
    platformAdmin: isPlatformAdmin({ ...user, collection: 'users' }),
    link: `${adminOrigin()}/admin/reset/${token}`,
    expiresAt: invitationExpiry(now),
    timeZone: sites[0]?.timeZone ?? 'Australia/Sydney',
  })
  await sendEmail(payload, { siteId: await staffEmailSite(payload, siteIds, req), to: [user.email], subject, text, staffAccount: true }, req)
  return 'sent'
}
