import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { PAGE_PLACEMENTS, pageSlugProblem, type PagePlacement } from '@/domain/contentPages'
import { siteSlugField } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'
import { previewUrl } from '@/preview/previewUrl'

const { afterChange, afterDelete } = revalidateSiteData('pages')


/**
 * A page the dealer writes: content pages at /pages/{name} (finance,
 * buyers-tips, ...), and site pages at /{name}: company and service pages
 * (about-us, fleet, genuine-service, ...) and the legal pages
 * (terms-and-conditions, privacy-policy) with the dealer's own text.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  graphQL: { singularName: 'ContentPage', pluralName: 'ContentPages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'placement', '_status', 'updatedAt'],
    group: 'Content',
    preview: (doc, { req }) => previewUrl('pages', doc, req),
  },
  // Public pages read published pages through the Local API with an explicit site filter; REST and GraphQL are for staff.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff, readVersions: signedInStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  indexes: [{ fields: ['tenant', 'placement', 'slug'], unique: true }],
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    siteSlugField('The page address: /pages/{slug} for content pages, /{slug} for site pages such as about-us.', (slug, sibling) =>
      pageSlugProblem(slug, (sibling.placement as PagePlacement | undefined) ?? 'content'),
    ),
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'content',
      options: PAGE_PLACEMENTS.map((value) => ({ label: value === 'content' ? 'Content page: /pages/{slug}' : 'Site page: /{slug}', value })),
      admin: { position: 'sidebar', description: 'Site pages are company, service and legal pages such as /about-us or /privacy-policy.' },
    },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'One or two sentences for search engines and link previews.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media', admin: { description: 'Optional banner across the top of the page.' } },
    { name: 'content', type: 'richText', admin: { description: 'The page text. Headings, lists and links are kept.' } },
  ],
}
