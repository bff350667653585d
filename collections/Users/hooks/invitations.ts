import { randomBytes } from 'node:crypto'

import { APIError, type CollectionAfterChangeHook, type CollectionAfterLoginHook, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'

import { inviterName } from '@/domain/staffInvitation'
import { platformName } from '@/lib/platformName'
import { queueInvitation } from '@collections/Users/invitationTask'

/** A password nobody knows: the account is unusable until its owner chooses one through the invitation link. */
export const unusablePassword = () => randomBytes(32).toString('base64url')

class PasswordRefused extends APIError {
  constructor() {
    super('Staff choose their own passwords: resend the invitation, or ask them to use “Forgot password?” on the sign-in page.', 403, { field: 'password' }, true)
    this.name = 'PasswordRefused'
  }
}

/**
 * Staff choose their own passwords. A staff member created through the admin
 * or the API gets an unusable password and an invitation: the password field
 * is closed to them there (its field access drops any password sent), so only
 * the server's own code (the demo accounts, with overrideAccess) creates one
 * with a password. Runs after the field access, just before the account is stored.
 */
export const inviteWhenNoPassword: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const invited = typeof data.password !== 'string' || data.password === ''
  return { ...data, password: invited ? unusablePassword() : data.password, invitationPending: invited }
}

/**
 * Nobody changes another staff member's password through the admin or the
 * API: refused with a 403 rather than silently dropped. Only choosing a
 * password ends an invitation, so a request cannot set it either.
 */
export const refuseOthersPasswords: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (operation !== 'update' || overrideAccess === true || !data) return args
  delete data.invitationPending
  const id = (args as { id?: number | string }).id
  if (data.password && (id === undefined || String(id) !== String(req.user?.id))) throw new PasswordRefused()
  return args
}

/** A new staff member without a password of their own is sent the invitation, in the creating request's transaction. */
export const inviteNewStaff: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !doc.invitationPending) return doc
  await queueInvitation(req.payload, { userId: doc.id, invitedBy: inviterName(req.user?.collection === 'users' ? req.user : null, platformName()) }, req)
  return doc
}

/** Signing in proves the staff member chose their password (an invited account has no other way in). */
export const acceptInvitation: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!user.invitationPending) return user
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { invitationPending: false }, req })
  return { ...user, invitationPending: false }
}
