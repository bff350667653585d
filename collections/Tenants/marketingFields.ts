import type { Field } from 'payload'

import { googleTagProblem, metaPixelProblem } from '@/domain/marketingTags'

import { siteOwnImages } from './ownImages'

/**
 * The site's marketing: analytics and ad tags, and the picture a shared link
 * shows. The tags load on the public site only, and only after the shopper
 * agrees where the site asks first (src/components/analytics/MarketingTags.tsx);
 * the site's Content-Security-Policy then allows exactly their origins.
 */
export const marketingGroup: Field = {
  name: 'marketing',
  label: 'Marketing',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'googleTagId',
          label: 'Google Tag Manager or Analytics id',
          type: 'text',
          admin: { description: 'A Tag Manager container (GTM-…) or a Google Analytics 4 measurement id (G-…). Empty: no Google tag.' },
          validate: (value: string | null | undefined) => googleTagProblem(value),
        },
        {
          name: 'metaPixelId',
          label: 'Meta pixel id',
          type: 'text',
          admin: { description: 'The Facebook and Instagram ads pixel, from Meta Events Manager. Empty: no pixel.' },
          validate: (value: string | null | undefined) => metaPixelProblem(value),
        },
      ],
    },
    {
      name: 'askBeforeTracking',
      label: 'Ask shoppers before loading these tags',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'On: a bar asks each shopper once, and the tags load only after they agree. Off: the tags load on every page.' },
    },
    {
      name: 'shareImage',
      label: 'Picture for shared links',
      type: 'upload',
      relationTo: 'media',
      filterOptions: siteOwnImages,
      admin: { description: 'Shown when a page is shared on Facebook, LinkedIn or in a message, unless the page has its own (a car shows its first photo). Best 1200 × 630 px.' },
    },
  ],
}
