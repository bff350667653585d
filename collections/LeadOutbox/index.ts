import type { Access, CollectionConfig } from 'payload'

import { isPlatformAdmin, isStaff } from '@/access/roles'

/**
 * Staff read their sites' emails, except those holding a link that signs
 * someone in to the admin (staff invitations, password resets): only
 * platform admins read those, so an editor cannot take a colleague's account.
 */
const readOutbox: Access = ({ req }) => {
  if (isPlatformAdmin(req.user)) return true
  if (!isStaff(req.user)) return false
  return { staffAccount: { not_equals: true } }
}

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
    description: 'Lead emails, shoppers’ sign-in codes and staff invitations held here because no mail server (SMTP_URL) is configured.',
  },
  access: { read: readOutbox, create: () => false, update: () => false, delete: () => false },
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
