import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { MODEL_TILE } from '@/domain/models'

import { readMedia } from './access'
import { checkReplacedLogoSize } from './logoSize'

/** MEDIA_DIR lets a deployment keep uploads on a mounted volume; the default is media/ in the project root (the working directory of every tool). */
export const mediaDir = process.env.MEDIA_DIR ? path.resolve(process.env.MEDIA_DIR) : path.resolve(process.cwd(), 'media')

const SHOWN_AS_WEBP = { format: 'webp', options: { quality: 80 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  // Stable GraphQL names, independent of the admin labels.
  graphQL: { singularName: 'MediaItem', pluralName: 'MediaItems' },
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: readMedia,
    create: signedInStaff,
    update: signedInStaff,
    delete: signedInStaff,
  },
  hooks: { beforeChange: [checkReplacedLogoSize] },
  upload: {
    // Served only through Payload's file route, which applies the read access above; never from public/.
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    // The sizes pages show are WebP whatever was uploaded: a drawn or photographed PNG banner is 160 KB at
    // 1600 px and 20 KB as WebP, and on a phone's connection those bytes are the page's largest paint.
    // The original stays as uploaded.
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: SHOWN_AS_WEBP },
      { name: 'card', width: 640, height: 480, position: 'centre', formatOptions: SHOWN_AS_WEBP },
      { name: 'hero', width: 1600, height: undefined, formatOptions: SHOWN_AS_WEBP },
      // The model tile of the models list and menu; cropped around the focal point.
      { name: 'modelTile', width: MODEL_TILE.width, height: MODEL_TILE.height, position: 'centre', formatOptions: SHOWN_AS_WEBP },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for shoppers who use screen readers.' },
    },
  ],
}
