import type { CollectionConfig, Field } from 'payload'

import { signedInStaff } from '@/access/roles'
import { CAR_PAGE_SECTION_TITLES } from '@/domain/carPageSections'
import { CAR_TYPES } from '@/domain/stockVocabulary'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

const { afterChange, afterDelete } = revalidateSiteData('carPageContent')

/** One list of a car page's section: each item a heading, its words, and the car types and makes it is for. */
function sectionItems(name: string, label: string, description: string): Field {
  return {
    name,
    label,
    type: 'array',
    maxRows: 12,
    admin: { description, initCollapsed: true },
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 120 },
      { name: 'text', type: 'textarea', maxLength: 600 },
      {
        name: 'carTypes',
        type: 'select',
        hasMany: true,
        options: CAR_TYPES.map((value) => ({ label: value, value })),
        admin: { description: 'Only on pages of these car types. Empty: every car.' },
      },
      {
        name: 'makes',
        type: 'text',
        hasMany: true,
        maxRows: 20,
        admin: { description: 'Only on pages of cars of these makes, e.g. Toyota for a manufacturer’s certified inspection. Empty: every make.' },
      },
    ],
  }
}

/**
 * The dealer's own words on every car page: What's
 * Included, Why Buy From Us, Protect Your Car, and their copy under Reserve
 * Online. One document per site; a section left empty does not show.
 */
export const CarPageContent: CollectionConfig = {
  slug: 'car-page-content',
  labels: { singular: 'Car page content', plural: 'Car page content' },
  graphQL: { singularName: 'CarPageContent', pluralName: 'CarPageContents' },
  admin: {
    group: 'Content',
    description: 'Sections every car page of this site shows, in your own words.',
    // One document per site: the site's name is its title (not "ID: 1").
    useAsTitle: 'siteName',
    defaultColumns: ['siteName', 'updatedAt'],
  },
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'siteName', label: 'Dealer site', type: 'text', virtual: 'tenant.name', admin: { hidden: true } },
    sectionItems('whatsIncluded', CAR_PAGE_SECTION_TITLES.whatsIncluded, 'What comes with the car, e.g. a roadworthy certificate or the balance of the factory warranty.'),
    sectionItems('whyBuyFromUs', CAR_PAGE_SECTION_TITLES.whyBuyFromUs, 'Reasons to buy from this dealership.'),
    sectionItems('protectYourCar', CAR_PAGE_SECTION_TITLES.protectYourCar, 'Protection products you offer, e.g. paint protection or extended warranty.'),
    {
      name: 'reserveOnlineText',
      label: `${CAR_PAGE_SECTION_TITLES.reserveOnline}: your words`,
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'Shown under the deposit, hold and refund terms on cars that can be reserved online.' },
    },
  ],
}
