import type { Field, GlobalConfig } from 'payload'

import { hiddenFromDealerEditors, platformAdminOnly, signedInStaff } from '@/access/roles'
import { expirePlatformTag } from '@/hooks/revalidateSiteData'
import { SERVICE_PLANS_TAG } from '@/lib/cacheTags'

const planFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'amount', type: 'number', required: true, min: 0, admin: { description: 'Dollars per service.' } },
      { name: 'years', type: 'number', required: true, min: 1 },
      { name: 'services', type: 'number', required: true, min: 1 },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'intervalMonths', type: 'number', required: true, min: 1, admin: { description: 'Every … months' } },
      { name: 'intervalKm', type: 'number', required: true, min: 1, admin: { description: '… or every … km' } },
      { name: 'rangeKm', type: 'number', required: true, min: 1, admin: { description: 'Up to … km' } },
    ],
  },
]

/**
 * Capped-price service plans shown on model pages: the default plan and the
 * per-model overrides, filled exactly from the spec (src/domain/servicePlans.ts)
 * on an empty database; agency staff keep them current.
 */
export const ServicePlans: GlobalConfig = {
  slug: 'service-plans',
  label: 'Service plans',
  admin: { group: 'Platform', hidden: hiddenFromDealerEditors, description: 'Capped-price servicing shown on every model page.' },
  access: { read: signedInStaff, update: platformAdminOnly },
  hooks: { afterChange: [expirePlatformTag(SERVICE_PLANS_TAG)] },
  fields: [
    { name: 'defaultPlan', type: 'group', admin: { description: 'For every model without its own plan.' }, fields: planFields },
    {
      name: 'overrides',
      type: 'array',
      admin: { description: 'Models with their own plan, by name as the manufacturer writes it (e.g. LandCruiser Prado).' },
      fields: [{ name: 'model', type: 'text', required: true }, ...planFields],
    },
  ],
}
