import type { CollectionConfig } from 'payload'

import { readableOptions } from '@/domain/optionLabels'
import { platformAdminOnly, signedInStaff } from '@/access/roles'
import { LEAD_DELIVERY_CHANNELS, LEAD_DELIVERY_OUTCOMES, LEAD_DELIVERY_STATUSES } from '@/domain/leads/deliveryChannels'
import { LEAD_FORMS } from '@/domain/leads/leadForms'

import { siteStaff } from './endpoints/siteStaff'
import { recordLeadWork } from './hooks/recordLeadWork'
import { leadWorkFields, writtenBySystem } from './workFields'

/**
 * Leads shoppers sent from a dealer's site (issue 6). They are written only
 * by POST /api/leads on the site's own host, in one transaction with their
 * consent evidence (src/leads/storeLead.ts); staff read them and never edit
 * what the shopper sent. The table is flat, so the endpoint writes it with a
 * single INSERT that a unique index makes idempotent.
 *
 * Staff of the lead's site work it (workFields.ts): its status, owner and
 * notes are theirs to change, with a history the server writes. Every other
 * field refuses a write (writtenBySystem): the shopper's words and consent
 * and the delivery record are changed only by the server's own code.
 */
export const Leads: CollectionConfig = {
  slug: 'customer-leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  graphQL: { singularName: 'CustomerLead', pluralName: 'CustomerLeads' },
  admin: {
    group: 'Customers',
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'form', 'name', 'email', 'phone', 'status', 'owner', 'deliveryStatus'],
    components: { beforeListTable: ['@/components/admin/ExportLeadsLink#ExportLeadsLink', '@/components/admin/leads/LeadListFilters#LeadListFilters'] },
  },
  // Updates by staff of the lead's site (the multi-tenant plugin narrows this), to the work fields only.
  access: { read: signedInStaff, create: () => false, update: signedInStaff, delete: platformAdminOnly },
  hooks: { beforeChange: [recordLeadWork] },
  endpoints: [{ path: '/site-staff', method: 'get', handler: siteStaff }],
  timestamps: true,
  fields: [
    ...leadWorkFields,
    ...writtenBySystem([
      { name: 'form', type: 'select', required: true, options: readableOptions(LEAD_FORMS), admin: { readOnly: true } },
      { type: 'row', fields: [
        { name: 'name', type: 'text', admin: { readOnly: true } },
        { name: 'email', type: 'text', admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
      ] },
      { type: 'row', fields: [
        { name: 'carId', type: 'text', admin: { readOnly: true } },
        { name: 'stockNumber', type: 'text', admin: { readOnly: true } },
        { name: 'locationId', type: 'text', admin: { readOnly: true } },
      ] },
      { name: 'lead', type: 'json', required: true, admin: { readOnly: true, description: 'Every field the shopper sent, as the form checked it.' } },
      {
        name: 'attribution',
        type: 'group',
        admin: { description: 'Where the lead came from: the campaign the visit arrived by and the last pages seen before sending (src/domain/leads/visitTrail.ts).' },
        fields: [
          { type: 'row', fields: [
            { name: 'source', type: 'text', index: true, admin: { readOnly: true, description: 'utm_source, else the ad network of a click id, else the referring site, else direct.' } },
            { name: 'category', type: 'text', admin: { readOnly: true } },
          ] },
          { type: 'row', fields: [
            { name: 'pageId', type: 'text', admin: { readOnly: true, description: 'The offer or car the form was on.' } },
            { name: 'manufacturerSlug', type: 'text', admin: { readOnly: true } },
          ] },
          { name: 'linkedQueryParams', type: 'json', admin: { readOnly: true, description: 'Campaign (utm_*) and click-id parameters of the landing page.' } },
          { name: 'visitedPages', type: 'json', admin: { readOnly: true, description: 'The last pages of the visit, oldest first.' } },
        ],
      },
      {
        name: 'consent',
        type: 'group',
        admin: { description: 'Evidence of consent: what was ticked, the words shown beside each box, when, and from where.' },
        fields: [
          { type: 'row', fields: [
            { name: 'optIn', type: 'checkbox', admin: { readOnly: true } },
            { name: 'optInTickedByDefault', type: 'checkbox', admin: { readOnly: true, description: 'Whether the box started ticked.' } },
            { name: 'termsAgreed', type: 'checkbox', admin: { readOnly: true } },
          ] },
          { name: 'optInWording', type: 'textarea', admin: { readOnly: true } },
          { name: 'termsWording', type: 'textarea', admin: { readOnly: true } },
          { name: 'wordingVersions', type: 'text', admin: { readOnly: true } },
          { name: 'recordedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'ipHash', type: 'text', admin: { readOnly: true, description: 'A keyed hash of the address it came from, never the address itself.' } },
          { name: 'userAgent', type: 'text', admin: { readOnly: true } },
        ],
      },
      { name: 'idempotencyKey', type: 'text', admin: { readOnly: true, hidden: true } },
      {
        type: 'row',
        fields: [
          { name: 'deliveryStatus', type: 'select', index: true, defaultValue: 'pending', options: readableOptions(LEAD_DELIVERY_STATUSES), admin: { readOnly: true } },
          { name: 'resend', type: 'ui', admin: { components: { Field: '@/components/admin/ResendLeadButton#ResendLeadButton' } } },
        ],
      },
      {
        name: 'deliveryLog',
        type: 'array',
        labels: { singular: 'Delivery attempt', plural: 'Delivery log' },
        // Written only by the delivery job (src/leads/delivery), with overrideAccess.
        access: { create: () => false, update: () => false },
        admin: { readOnly: true, description: 'Each attempt to deliver this lead, per channel, oldest first.' },
        fields: [
          { type: 'row', fields: [
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm:ss a' } } },
            { name: 'attempt', type: 'number', required: true },
            { name: 'channel', type: 'select', required: true, options: LEAD_DELIVERY_CHANNELS.map((value) => ({ label: value, value })) },
            { name: 'outcome', type: 'select', required: true, options: LEAD_DELIVERY_OUTCOMES.map((value) => ({ label: value, value })) },
          ] },
          { name: 'target', type: 'text', admin: { description: 'Where it went: the email addresses or the webhook address.' } },
          { name: 'error', type: 'text' },
        ],
      },
    ]),
  ],
}
