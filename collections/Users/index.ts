import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { DEALER_EDITOR, hiddenFromDealerEditors, isPlatformAdmin, isStaff, platformAdminOnly, platformAdminOnlyField, ROLES } from '@/access/roles'

import { platformName } from '@/lib/platformName'

import { explainExpiredLink } from './hooks/explainExpiredLink'
import { limitForgotPassword } from './hooks/forgotPasswordLimits'
import { acceptInvitation, inviteNewStaff, inviteWhenNoPassword, refuseOthersPasswords } from './hooks/invitations'
import { keepLiveInvitation, refuseWeakPasswords } from './hooks/passwordRules'
import { refuseSelfEscalation } from './hooks/refuseSelfEscalation'
import { resendInvitation } from './resendInvitation'
import { forgotPasswordEmailHtml } from './resetEmail'

const LOCK_MINUTES = 15

/**
 * The one answer to a refused admin login, whether the password is wrong, the
 * account does not exist or it is locked: telling them apart would confirm to
 * anyone guessing which accounts exist.
 */
export const LOGIN_REFUSED_MESSAGE = `The email or password is incorrect, or the account is locked for ${LOCK_MINUTES} minutes after too many failed attempts.`

/** A staff member's password is theirs alone: the admin shows its fields only on their own account page. */
const ownAccountOnly: FieldAccess = ({ req, id }) => id !== undefined && req.user?.collection === 'users' && String(req.user.id) === String(id)

/** Staff see themselves; platform admins see everyone. Anonymous requests and shoppers never see a user. */
const readStaff: Access = ({ req }) => {
  if (!req.user || !isStaff(req.user)) return false
  if (isPlatformAdmin(req.user)) return true
  return { id: { equals: req.user.id } }
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  // Stable GraphQL names, independent of the admin labels.
  graphQL: { singularName: 'User', pluralName: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'invitationPending'],
    group: 'Platform',
    hidden: hiddenFromDealerEditors,
    // A new staff member's form asks for no password: saving invites them to choose one.
    components: { views: { edit: { default: { Component: '@/components/admin/StaffEditView#StaffEditView' } } } },
  },
  auth: {
    // Brute-force protection for the admin login.
    maxLoginAttempts: 5,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // "Forgot password?": the email's link must be absolute, on our configured admin origin.
    forgotPassword: { generateEmailSubject: () => `Choose a new ${platformName()} password`, generateEmailHTML: forgotPasswordEmailHtml },
  },
  access: {
    read: readStaff,
    create: platformAdminOnly,
    update: readStaff,
    delete: platformAdminOnly,
    admin: ({ req }) => isStaff(req.user),
  },
  hooks: {
    beforeOperation: [refuseSelfEscalation, refuseOthersPasswords, explainExpiredLink, refuseWeakPasswords, limitForgotPassword],
    beforeChange: [inviteWhenNoPassword, keepLiveInvitation],
    afterChange: [inviteNewStaff],
    afterLogin: [acceptInvitation],
  },
  endpoints: [{ path: '/:id/resend-invitation', method: 'post', handler: resendInvitation }],
  fields: [
    // Declared only for its access, which the admin's password fields follow: none when creating staff (they are
    // invited and choose their own), and only on one's own account page. Never stored: Payload keeps a hash.
    { name: 'password', type: 'text', virtual: true, admin: { hidden: true }, access: { create: () => false, update: ownAccountOnly } },
    { name: 'name', type: 'text' },
    {
      name: 'invitationPending',
      label: 'Invitation pending',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Invited, and has not chosen a password yet. Saving a new staff member sends the invitation.' },
    },
    {
      name: 'resendInvitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.invitationPending),
        components: { Field: '@/components/admin/ResendInvitationButton#ResendInvitationButton' },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [DEALER_EDITOR],
      options: [
        { label: 'Platform admin (agency staff, every site)', value: 'platform-admin' },
        { label: 'Dealer editor (content of assigned sites)', value: 'dealer-editor' },
      ],
      saveToJWT: true,
      access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      admin: { description: 'Platform admins manage every site; dealer editors edit the content of their assigned sites.' },
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 && value.every((role) => (ROLES as readonly string[]).includes(role))
          ? true
          : 'Choose at least one role',
    },
  ],
}
