import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { PAGE_PLACEMENTS, pageSlugProblem, type PagePlacement } from '@/domain/contentPages'
import { siteSlugField } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'
import { PAGE_BLOCKS } from '@/blocks'
import { LIVE_PREVIEW_AUTOSAVE_MS, LIVE_PREVIEW_BREAKPOINTS } from '@/domain/livePreview'
import { livePreviewUrl, previewUrl } from '@/preview/previewUrl'
import { scheduledColumn } from '@/fields/scheduledColumn'

const { afterChange, afterDelete } = revalidateSiteData('pages')

const notHome = (data: Partial<{ placement: PagePlacement }>) => data?.placement !== 'home'

const PLACEMENT_LABELS: Record<PagePlacement, string> = { content: 'Content page: /pages/{slug}', site: 'Site page: /{slug}', home: 'Home page: /' }


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
    defaultColumns: ['title', 'slug', 'placement', '_status', 'scheduled', 'updatedAt'],
    group: 'Content',
    preview: (doc, { req }) => previewUrl('pages', doc, req),
    // The page on the dealer's own host in a frame beside the form, refreshed on every autosave (src/preview/LivePreviewRefresh.tsx).
    livePreview: { url: ({ data, req }) => livePreviewUrl('pages', data, req), breakpoints: [...LIVE_PREVIEW_BREAKPOINTS] },
    components: { edit: { PreviewButton: '@/components/admin/LabelledPreviewButton#LabelledPreviewButton', PublishButton: '@/components/admin/SchedulingPublishButton#SchedulingPublishButton' } },
  },
  // Public pages read published pages through the Local API with an explicit site filter; REST and GraphQL are for staff.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff, readVersions: signedInStaff },
  // Autosave keeps the live preview a moment behind the editor's typing; scheduled publish as for offers.
  versions: { drafts: { autosave: { interval: LIVE_PREVIEW_AUTOSAVE_MS }, schedulePublish: true }, maxPerDoc: 20 },
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
      options: PAGE_PLACEMENTS.map((value) => ({ label: PLACEMENT_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        description: 'Site pages are company, service and legal pages such as /about-us or /privacy-policy. The home page (address "home") is the site\'s front page, built from its layout.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'One or two sentences for search engines and link previews.' },
    },
    // The home page is its layout alone (its banner is an image banner block).
    { name: 'heroImage', type: 'upload', relationTo: 'media', admin: { description: 'Optional banner across the top of the page.', condition: notHome } },
    { name: 'content', type: 'richText', admin: { description: 'The page text. Headings, lists and links are kept.', condition: notHome } },
    {
      name: 'layout',
      type: 'blocks',
      labels: { singular: 'Block', plural: 'Blocks' },
      blocks: PAGE_BLOCKS,
      admin: { description: 'Blocks shown in this order, after the page text. The home page is its layout alone.', initCollapsed: false },
    },
    scheduledColumn,
  ],
}
