import type { Field } from 'payload'

import { LEAD_NOTE_LIMIT, LEAD_STATUS_LABELS, LEAD_STATUSES, NEW_LEAD_STATUS } from '@/domain/leads/leadWork'

/** Nobody writes these through the API, not even a platform admin: the server's own code does, with overrideAccess. */
const refused = () => false

/** The fields with `access.update` refused, rows and their fields included. */
export function writtenBySystem(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'row') return { ...field, fields: writtenBySystem(field.fields) }
    if (field.type === 'ui' || !('name' in field)) return field
    return { ...field, access: { ...field.access, create: refused, update: refused } } as Field
  })
}

/**
 * What staff of the lead's site change as they work it, in the sidebar: its
 * status, its owner (one of the site's staff, checked by recordLeadWork), a
 * note to add, and the history of who changed what and when.
 */
export const leadWorkFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    index: true,
    // The column's default: the shopper's INSERT (src/leads/storeLead.ts) names no status and stays as it is.
    defaultValue: NEW_LEAD_STATUS,
    options: LEAD_STATUSES.map((value) => ({ label: LEAD_STATUS_LABELS[value], value })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Who follows this lead up: one of the dealer site’s staff.',
      components: { Field: '@/components/admin/leads/LeadOwnerField#LeadOwnerField', Cell: '@/components/admin/leads/LeadOwnerCell#LeadOwnerCell' },
    },
  },
  {
    name: 'newNote',
    label: 'Add a note',
    type: 'textarea',
    // Not stored as typed: saving adds it to the history with its author and time (recordLeadWork).
    virtual: true,
    maxLength: LEAD_NOTE_LIMIT,
    // Payload makes a virtual field read-only unless told otherwise.
    admin: {
      position: 'sidebar',
      readOnly: false,
      description: 'Saved into the history below with your name and the time; a note cannot be changed afterwards.',
      components: { Field: '@/components/admin/leads/LeadNoteField#LeadNoteField' },
    },
  },
  {
    name: 'history',
    type: 'json',
    access: { create: refused, update: refused },
    admin: { position: 'sidebar', readOnly: true, components: { Field: '@/components/admin/leads/LeadHistoryField#LeadHistoryField' } },
  },
  // The owner's name when assigned, so the list and the history read without access to staff records.
  { name: 'ownerName', type: 'text', access: { create: refused, update: refused }, admin: { hidden: true } },
  {
    name: 'lastWorkedAt',
    label: 'Last worked on',
    type: 'date',
    index: true,
    access: { create: refused, update: refused },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm a' }, description: 'Empty until someone changes the status or owner or adds a note.' },
  },
]
