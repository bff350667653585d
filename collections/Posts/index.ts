import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { BLOG_CATEGORIES } from '@/domain/contentPages'
import { siteSlugField, uniqueSlugPerSite } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'
import { previewUrl } from '@/preview/previewUrl'

const { afterChange, afterDelete } = revalidateSiteData('posts')

/** A blog post at /blog/{category}/{slug}, in one of the spec's categories. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  graphQL: { singularName: 'BlogPost', pluralName: 'BlogPosts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    group: 'Content',
    preview: (doc, { req }) => previewUrl('posts', doc, req),
    components: { edit: { PreviewButton: '@/components/admin/LabelledPreviewButton#LabelledPreviewButton' } },
  },
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff, readVersions: signedInStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  indexes: uniqueSlugPerSite,
  defaultSort: '-publishedAt',
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    siteSlugField('The post address: /blog/{category}/{slug}.'),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: BLOG_CATEGORIES.map(({ key, label }) => ({ label, value: key })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'The date shown on the post; newest posts come first.' },
    },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', required: true, admin: { description: 'One or two sentences shown on the blog list and to search engines.' } },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
  ],
}
