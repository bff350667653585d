import type { GlobalConfig } from 'payload'

import { hiddenFromDealerEditors, platformAdminOnly, signedInStaff } from '@/access/roles'
import { AUSTRALIAN_STATES } from '@/domain/australianAddress'
import { httpsOnly, linkAddressField } from '@/fields/linkAddress'
import { expirePlatformTag } from '@/hooks/revalidateSiteData'
import { CONSUMER_REGULATORS_TAG } from '@/lib/cacheTags'

/**
 * Platform-wide reference data: each state's consumer regulator, listed on
 * complaint handling pages. Agency staff keep it current; every site reads it.
 * Filled from src/domain/complaints.ts on an empty database.
 */
export const ConsumerRegulators: GlobalConfig = {
  slug: 'consumer-regulators',
  label: 'Consumer regulators',
  admin: { group: 'Platform', hidden: hiddenFromDealerEditors, description: 'The consumer protection agency of each state and territory, shown on complaint handling pages.' },
  // Public pages read it through the Local API; staff may read it, only platform admins change it.
  access: { read: signedInStaff, update: platformAdminOnly },
  hooks: { afterChange: [expirePlatformTag(CONSUMER_REGULATORS_TAG)] },
  fields: [
    {
      name: 'regulators',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'state', type: 'select', required: true, options: AUSTRALIAN_STATES.map((state) => ({ label: state, value: state })) },
            { name: 'name', type: 'text', required: true },
            linkAddressField({ name: 'url', required: true }, httpsOnly),
          ],
        },
      ],
    },
  ],
}
