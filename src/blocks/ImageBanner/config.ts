import type { Block } from 'payload'

import { BANNER_OVERLAYS } from '@/domain/blockLayouts'

import { hrefField } from '../fields'

/** One or more slides across the top of a page; the first slide's image is the page's largest paint. */
export const ImageBannerBlock: Block = {
  slug: 'imageBanner',
  interfaceName: 'ImageBannerBlock',
  labels: { singular: 'Image banner', plural: 'Image banners' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 5,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: { description: 'The first slide shows first; a phone swipes to the next.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Wide, at least 1600 px; the middle stays in view on a phone.' } },
        { name: 'title', type: 'text', required: true },
        { name: 'subtitle', type: 'textarea' },
        {
          name: 'buttons',
          type: 'array',
          maxRows: 2,
          labels: { singular: 'Button', plural: 'Buttons' },
          fields: [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true }, hrefField()] }],
        },
        {
          name: 'overlay',
          type: 'select',
          defaultValue: 'medium',
          options: BANNER_OVERLAYS.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
          admin: { description: 'How much the image is darkened under the text, so the text stays readable.' },
        },
      ],
    },
  ],
}
