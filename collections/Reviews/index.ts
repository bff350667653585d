import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

const { afterChange, afterDelete } = revalidateSiteData('reviews')

/** A customer review of one location, shown on its location page when rated 4 or more. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  graphQL: { singularName: 'CustomerReview', pluralName: 'CustomerReviews' },
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'location', 'rating', 'reviewDate'], group: 'Dealer network' },
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  defaultSort: '-reviewDate',
  indexes: [{ fields: ['location', 'importKey'], unique: true }],
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1, description: '1 to 5 stars.' } },
        { name: 'reviewDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'source', type: 'text', admin: { description: 'Where it was written, e.g. Google.' } },
    { name: 'reply', type: 'textarea', admin: { description: 'The dealer’s public reply, when there is one.' } },
    // Set by the CSV import (src/reviews/importReviews.ts): the reviewer and the review's time, so a file imported twice adds nothing.
    { name: 'importKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
}
