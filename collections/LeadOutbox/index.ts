import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'

/**
 * Emails kept instead of sent (issue 6): without SMTP_URL, a local or demo
 * install puts every lead email here, and staff read it in the admin as the
 * dealer would have received it; shoppers' sign-in codes land here too
 * (issue 7). Only the delivery job and the sign-in endpoint write it (with
 * overrideAccess); the multi-tenant plugin scopes reading to the user's sites.
 */
export const LeadOutbox: CollectionConfig = {
  slug: 'lead-outbox',
  labels: { singular: 'Outbox email', plural: 'Lead outbox' },
  graphQL: { singularName: 'LeadOutboxEmail', pluralName: 'LeadOutboxEmails' },
  admin: {
    group: 'Customers',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'subject', 'to', 'lead'],
    description: 'Lead emails and shoppers’ sign-in codes held here because no mail server (SMTP_URL) is configured.',
  },
  access: { read: signedInStaff, create: () => false, update: () => false, delete: () => false },
  timestamps: true,
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'customer-leads', index: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true, description: 'The intake addresses, comma-separated.' } },
    { name: 'replyTo', type: 'text', admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'adfAttachment', label: 'lead.xml', type: 'textarea', admin: { readOnly: true, description: 'The ADF XML copy attached as lead.xml, when the site attaches one.' } },
  ],
}
