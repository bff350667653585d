import type { Access, CollectionAfterReadHook, CollectionConfig, Where } from 'payload'

import { isPlatformAdmin, isStaff } from '@/access/roles'
import { maskSignInCodes, type OutboxKind, SITE_STAFF_OUTBOX_KINDS } from '@/domain/outbox'

/** How each kind of email is told apart in a stored row: lead emails name their lead, staff sign-in links are flagged, sign-in codes have neither. */
const STORED_AS: Record<OutboxKind, Where> = {
  'lead-email': { lead: { exists: true } },
  'sign-in-code': { and: [{ lead: { exists: false } }, { staffAccount: { not_equals: true } }] },
  'staff-invitation': { staffAccount: { equals: true } },
  'password-reset': { staffAccount: { equals: true } },
}

/**
 * Staff read their sites' lead emails only. Emails holding a way to sign in
 * (shoppers' codes, staff invitations, password resets) are read by
 * platform admins alone, so an editor can neither sign in as a shopper nor
 * take a colleague's account.
 */
const readOutbox: Access = ({ req }) => {
  if (isPlatformAdmin(req.user)) return true
  if (!isStaff(req.user)) return false
  return { or: SITE_STAFF_OUTBOX_KINDS.map((kind) => STORED_AS[kind]) }
}

/** A shopper's code is their key: shown masked to everyone. The stored row keeps it, for the server's own tests reading the database. */
const maskCodes: CollectionAfterReadHook = ({ doc }) =>
  doc.lead || doc.staffAccount || typeof doc.text !== 'string' ? doc : { ...doc, text: maskSignInCodes(doc.text) }

/**
 * Emails kept instead of sent (issue 6): without SMTP_URL, a local or demo
 * install puts every lead email here, and staff read it in the admin as the
 * dealer would have received it; shoppers' sign-in codes land here too
 * (issue 7), and staff invitations and password resets. Only the server
 * writes it (src/email/sendEmail.ts, with overrideAccess); the multi-tenant plugin scopes reading to the user's sites.
 */
export const LeadOutbox: CollectionConfig = {
  slug: 'lead-outbox',
  labels: { singular: 'Outbox email', plural: 'Lead outbox' },
  graphQL: { singularName: 'LeadOutboxEmail', pluralName: 'LeadOutboxEmails' },
  admin: {
    group: 'Customers',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'lead'],
    description: 'Lead emails, shoppers’ sign-in codes (masked) and staff invitations held here because the platform has no mail server set up yet; your agency can set one up.',
  },
  access: { read: readOutbox, create: () => false, update: () => false, delete: () => false },
  hooks: { afterRead: [maskCodes] },
  timestamps: true,
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'customer-leads', index: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true, description: 'The intake addresses, comma-separated.' } },
    { name: 'replyTo', type: 'text', admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      name: 'staffAccount',
      label: 'Staff sign-in link',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'A staff invitation or password reset: only platform admins see it.' },
    },
    { name: 'adfAttachment', label: 'lead.xml', type: 'textarea', admin: { readOnly: true, description: 'The ADF XML copy attached as lead.xml, when the site attaches one.' } },
  ],
}
