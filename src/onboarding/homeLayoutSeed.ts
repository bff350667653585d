import { z } from 'zod'

import { LINK_RULE, linkProblem } from '@/domain/links'
import { BANNER_OVERLAYS, WHY_CHOOSE_US_ICONS } from '@/domain/blockLayouts'
import { ITEM_TYPES, OFFERS_BLOCK_DEFAULT_COUNT, OFFERS_BLOCK_MAX_COUNT, STOCK_CAROUSEL_DEFAULT_COUNT, STOCK_CAROUSEL_MAX_COUNT } from '@/domain/pageBlocks'
import { BODY_TYPES, CAR_TYPES } from '@/domain/stockVocabulary'
import { SILHOUETTE_GROUPS } from '@/stock-demo/photos'

import { SEED_DATA_IMAGE, SEED_IMAGE_FILE } from './seedFields'

/**
 * A home page layout in a seed file: the blocks of the admin's Pages layout,
 * with images as files beside the seed or drawn ("drawn:suv"), offers named
 * by their name and a location by its slug (tenants-seed/README.md).
 */

const heading = z.string().trim().min(1).optional()
const href = z.string().refine((value) => linkProblem(value) === null, LINK_RULE)

/** "drawn:{sedan|suv|ute|van|caravan|motorcycle}", or an .svg or .png beside the seed file. */
export const DRAWN_IMAGE = /^drawn:([a-z]+)$/
const imageRef = z
  .string()
  .refine(
    (value) => (DRAWN_IMAGE.test(value) ? (SILHOUETTE_GROUPS as readonly string[]).includes(DRAWN_IMAGE.exec(value)![1]!) : SEED_IMAGE_FILE.test(value) || SEED_DATA_IMAGE.test(value)),
    `must be drawn:{${SILHOUETTE_GROUPS.join('|')}}, a relative .svg or .png path, or a data:image URL`,
  )

const imageBanner = z
  .object({
    blockType: z.literal('imageBanner'),
    slides: z
      .array(
        z
          .object({
            image: imageRef,
            title: z.string().trim().min(1),
            subtitle: z.string().optional(),
            buttons: z.array(z.object({ label: z.string().trim().min(1), href }).strict()).max(2).default([]),
            overlay: z.enum(BANNER_OVERLAYS).default('medium'),
          })
          .strict(),
      )
      .min(1)
      .max(5),
  })
  .strict()

const stockCarousel = z
  .object({
    blockType: z.literal('stockCarousel'),
    heading,
    search: z
      .object({
        carType: z.enum(CAR_TYPES).optional(),
        itemType: z.enum(ITEM_TYPES).optional(),
        make: z.string().optional(),
        body: z.enum(BODY_TYPES).optional(),
        tag: z.string().optional(),
        newArrivals: z.boolean().optional(),
        priceMin: z.number().min(0).optional(),
        priceMax: z.number().min(0).optional(),
        sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc']).optional(),
      })
      .strict()
      .default({}),
    count: z.int().min(1).max(STOCK_CAROUSEL_MAX_COUNT).default(STOCK_CAROUSEL_DEFAULT_COUNT),
  })
  .strict()

const icon = z.enum(WHY_CHOOSE_US_ICONS)

export const homeBlockSeed = z.discriminatedUnion('blockType', [
  imageBanner,
  z.object({ blockType: z.literal('quickSearch'), heading, showTiles: z.boolean().default(true) }).strict(),
  stockCarousel,
  z
    .object({
      blockType: z.literal('offers'),
      heading,
      mode: z.enum(['latest', 'chosen']).default('latest'),
      count: z.int().min(1).max(OFFERS_BLOCK_MAX_COUNT).default(OFFERS_BLOCK_DEFAULT_COUNT),
      /** Offer names in this file, shown in this order (mode "chosen"). */
      chosen: z.array(z.string().min(1)).default([]),
    })
    .strict(),
  z
    .object({
      blockType: z.literal('locations'),
      heading,
      display: z.enum(['carousel', 'grid', 'map']).default('carousel'),
      /** A location slug in this file (display "map"); empty: the primary sales location. */
      location: z.string().optional(),
    })
    .strict(),
  z.object({ blockType: z.literal('modelsGrid'), heading }).strict(),
  z.object({ blockType: z.literal('reviews'), heading }).strict(),
  z.object({ blockType: z.literal('whyChooseUs'), heading, items: z.array(z.object({ icon: icon.default('check'), title: z.string().trim().min(1), text: z.string().optional() }).strict()).min(1).max(8) }).strict(),
  /** Markdown, as for pages. */
  z.object({ blockType: z.literal('richText'), content: z.string().trim().min(1) }).strict(),
  z
    .object({
      blockType: z.literal('callToAction'),
      heading,
      actions: z.array(z.object({ title: z.string().trim().min(1), text: z.string().optional(), href, icon: icon.default('check') }).strict()).min(1).max(4),
    })
    .strict(),
  z.object({ blockType: z.literal('latestPosts'), heading, count: z.int().min(1).max(12).default(3) }).strict(),
])

export const homeSeed = z
  .object({
    title: z.string().trim().min(1).default('Home'),
    description: z.string().default(''),
    layout: z.array(homeBlockSeed).min(1),
    published: z.boolean().default(true),
  })
  .strict()

export type HomeBlockSeed = z.infer<typeof homeBlockSeed>
export type HomeSeed = z.infer<typeof homeSeed>
