import { type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { passwordProblem } from '@collections/Users/commonPasswords'

/**
 * Every password a staff member chooses keeps the staff password rule
 * (src/domain/staffPassword.ts): accepting an invitation and a reset
 * (resetPassword), changing one's own on the account page (update), and
 * accounts the server creates with one (the demo accounts, the first
 * platform admin). A create through the admin or the API carries no password
 * that is kept (the field's access drops it and the staff member is invited),
 * so it is not judged. Refused as a validation error on `password`, which
 * the admin shows beside the field.
 */
export const refuseWeakPasswords: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'resetPassword' && operation !== 'update' && !(operation === 'create' && overrideAccess === true)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || password === '') return args
  const problem = passwordProblem(password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] }, req.t)
  return args
}

/**
 * A "Forgot password?" request for someone whose invitation link still works
 * keeps that link: Payload's reset would replace its token, and anyone who
 * knows the address could so cancel the invitation. The reset email then
 * carries the invitation's own link (collections/Users/index.ts). Invitations
 * write their token themselves (collections/Users/sendInvitation.ts), so a resend
 * still replaces it; an expired invitation is replaced by the reset as usual.
 */
export const keepLiveInvitation: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc?.invitationPending || !data.resetPasswordToken) return data
  const live = typeof originalDoc.resetPasswordToken === 'string' && originalDoc.resetPasswordExpiration && new Date(originalDoc.resetPasswordExpiration).getTime() > Date.now()
  return live ? { ...data, resetPasswordToken: originalDoc.resetPasswordToken, resetPasswordExpiration: originalDoc.resetPasswordExpiration } : data
}
