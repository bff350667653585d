import type { PayloadRequest } from 'payload'

import { openInvitationEmailHtml, resetEmailHtml, type StaffAccount } from '@/domain/staffInvitation'
import { adminOrigin } from '@/access/adminOrigin'
import { assignedSiteIds } from '@/access/tenantIds'
import { platformName } from '@/lib/platformName'

type StaffUser = { id?: number | string; invitationPending?: boolean | null; tenants?: { tenant?: unknown }[] | null }

/** The platform and the staff member's dealer sites, which the email names so it reads as theirs. */
async function accountOf(req: PayloadRequest | undefined, user: StaffUser | undefined): Promise<StaffAccount> {
  const siteIds = assignedSiteIds(user)
  const sites = siteIds.length && req?.payload
    ? (await req.payload.find({ collection: 'tenants', where: { id: { in: siteIds } }, depth: 0, limit: siteIds.length, overrideAccess: true, sort: 'name', req })).docs
    : []
  return { platform: platformName(), siteNames: sites.map((site) => site.name) }
}

/**
 * Payload's "Forgot password?" email. Its link opens the configured admin
 * origin, never the request's Host. For a staff member whose invitation is
 * still open, the token Payload made was not kept (keepLiveInvitation): the
 * email carries the invitation's own link instead.
 */
export async function forgotPasswordEmailHtml({ req, token, user }: { req?: PayloadRequest; token?: string; user?: StaffUser } = {}): Promise<string> {
  const origin = adminOrigin()
  const account = await accountOf(req, user)
  if (user?.invitationPending && user.id !== undefined && req?.payload) {
    const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } }, req })) as { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null } | null
    if (stored?.resetPasswordToken && stored.resetPasswordToken !== token && stored.resetPasswordExpiration) {
      return openInvitationEmailHtml(`${origin}/admin/reset/${stored.resetPasswordToken}`, new Date(stored.resetPasswordExpiration), 'Australia/Sydney', account)
    }
  }
  return resetEmailHtml(`${origin}/admin/reset/${token}`, account)
}
