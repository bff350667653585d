import type { CollectionConfig } from 'payload'

import { readableOptions } from '@/domain/optionLabels'
import { signedInStaff } from '@/access/roles'
import { RESERVATION_STATUSES } from '@/domain/reservation'

/**
 * Cars shoppers reserved online with a deposit (issue 7). Rows are written by
 * the reserve flow (src/reservations): a `pending` row before the shopper
 * pays, `held` once the payment went through. A partial unique index on
 * (site, car) over `held` and `confirmed` (migration
 * 20261124_reservations) makes a second hold of one car impossible, whatever
 * the timing; the shopper who loses is refunded at once.
 *
 * Staff of the site see its reservations and act on them with the buttons on
 * a reservation (confirm the sale, cancel with a refund, extend the hold by
 * 48 hours); nobody edits a reservation's fields by hand, so money and the
 * car's state can never disagree.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  graphQL: { singularName: 'Reservation', pluralName: 'Reservations' },
  admin: {
    group: 'Customers',
    useAsTitle: 'carTitle',
    defaultColumns: ['carTitle', 'status', 'heldUntil', 'email', 'depositCents', 'createdAt'],
    description: 'Deposits paid to hold a car for 48 hours. Confirm the sale, cancel with a refund, or extend the hold.',
  },
  access: { read: signedInStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'actions', type: 'ui', admin: { components: { Field: '@/components/admin/ReservationActions#ReservationActions' } } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, index: true, options: readableOptions(RESERVATION_STATUSES), admin: { readOnly: true } },
        { name: 'heldUntil', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'paidAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'carId', label: 'Car id', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'carSlug', type: 'text', admin: { readOnly: true } },
        { name: 'carTitle', label: 'Car', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shopper', type: 'relationship', relationTo: 'shoppers', admin: { readOnly: true } },
        { name: 'email', type: 'text', admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'depositCents', label: 'Deposit (cents)', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'provider', type: 'select', required: true, options: readableOptions(['local', 'stripe']), admin: { readOnly: true } },
        { name: 'paymentId', type: 'text', unique: true, admin: { readOnly: true } },
        { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true, description: "The shopper's reference, in their links back to the reservation." } },
        { name: 'refundId', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'history', type: 'textarea', admin: { readOnly: true, description: 'What happened to this reservation and who did it, one line each.' } },
  ],
}
