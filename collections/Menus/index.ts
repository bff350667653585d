import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { linkField } from '@/fields/link'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

import { menuLinkCheck } from './linkCheck'

const { afterChange, afterDelete } = revalidateSiteData('menus')

/**
 * The header and footer of a dealer site. Each site has at most one of each;
 * the seed fills them with the spec's default header (or its variant, or the
 * generic navigation) and footer groups, and dealer staff edit them from there.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Menu', plural: 'Menus' },
  graphQL: { singularName: 'SiteMenu', pluralName: 'SiteMenus' },
  admin: { useAsTitle: 'placement', defaultColumns: ['placement', 'updatedAt'], group: 'Content' },
  // Public pages read through the Local API with an explicit site filter; REST and GraphQL are for staff only.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  indexes: [{ fields: ['tenant', 'placement'], unique: true }],
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  endpoints: [{ path: '/:id/link-check', method: 'get', handler: menuLinkCheck }],
  fields: [
    {
      name: 'placement',
      type: 'select',
      required: true,
      options: [
        { label: 'Header', value: 'header' },
        { label: 'Footer', value: 'footer' },
      ],
      admin: { description: 'The header menu across the top of every page, or the footer link groups.' },
    },
    // The saved menu's dead links and failing external links, with why and when checked.
    { name: 'linkCheck', type: 'ui', admin: { components: { Field: '@/components/admin/MenuLinkCheck#MenuLinkCheck' } } },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: {
        description: 'In the header: the top-level items, each with an optional dropdown. In the footer: the link groups, each with its links.',
        components: { RowLabel: '@/components/admin/RowLabels#LabelRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            {
              name: 'dropdown',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'Only the links below', value: 'none' },
                { label: 'New vehicle models (mega-menu)', value: 'models' },
                { label: 'Stock by car type', value: 'stock' },
              ],
              admin: { description: 'Models and stock dropdowns fill themselves from the site.' },
            },
          ],
        },
        linkField(),
        {
          name: 'children',
          type: 'array',
          labels: { singular: 'Link', plural: 'Links' },
          admin: {
            description: 'Links in the dropdown (header) or the group (footer).',
            initCollapsed: true,
            components: { RowLabel: '@/components/admin/RowLabels#LabelRowLabel' },
          },
          fields: [{ name: 'label', type: 'text', required: true }, linkField()],
        },
      ],
    },
  ],
}
