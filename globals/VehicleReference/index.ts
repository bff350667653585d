import type { GlobalConfig } from 'payload'

import { hiddenFromDealerEditors, platformAdminOnly, signedInStaff } from '@/access/roles'
import { BODY_TYPES } from '@/domain/stockVocabulary'
import { expirePlatformTag } from '@/hooks/revalidateSiteData'
import { VEHICLE_REFERENCE_TAG } from '@/lib/cacheTags'

/**
 * Platform-wide vehicle reference data: the car makes (popular ones first in
 * make selects) and the body types every site's filters and models use.
 * Filled from src/domain/stockVocabulary.ts on an empty database; agency staff keep it.
 */
export const VehicleReference: GlobalConfig = {
  slug: 'vehicle-reference',
  label: 'Makes and body types',
  admin: { group: 'Platform', hidden: hiddenFromDealerEditors, description: 'Car makes and body types shared by every dealer site.' },
  access: { read: signedInStaff, update: platformAdminOnly },
  hooks: { afterChange: [expirePlatformTag(VEHICLE_REFERENCE_TAG)] },
  fields: [
    {
      name: 'makes',
      type: 'array',
      admin: { description: 'Every make a site may stock. Popular makes are listed first in make selects.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'slug', type: 'text', required: true, admin: { description: 'Used in search addresses, e.g. /search/land-rover.' } },
            { name: 'popular', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'bodyTypes',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'select', required: true, options: BODY_TYPES.map((value) => ({ label: value, value })) },
            { name: 'label', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
