import { z } from 'zod'

import { AUSTRALIAN_STATES } from '../domain/australianAddress'

/** What a demo site's stock should look like; lives under `stock` in a tenant seed file. */

const weight = z.number().min(0).max(1_000_000)

const hasPositiveWeight = (weights: Record<string, number | undefined>): boolean =>
  Object.values(weights).some((w) => (w ?? 0) > 0)

/** The stock mix a seed file states under `stock`; the dealerships and locations come from the seed's own lists. */
const stockMixShape = {
    count: z.int().min(1).max(200_000).default(300),
    seed: z.string().min(1).optional(),
    carTypes: z
      .object({ new: weight, used: weight, demo: weight })
      .refine(hasPositiveWeight, 'at least one car type needs a weight above 0')
      .default({ new: 0.3, used: 0.6, demo: 0.1 }),
    itemTypes: z
      .object({ car: weight, caravan: weight.optional(), motorcycle: weight.optional() })
      .refine(hasPositiveWeight, 'at least one item type needs a weight above 0')
      .default({ car: 1 }),
    makes: z.array(z.string().min(1)).min(1).optional(),
    usedMakes: z.array(z.string().min(1)).min(1).optional(),
    lenders: z.array(z.string().min(1)).min(1).default(['generic']),
}

export const stockMixSchema = z.object(stockMixShape).strict()

export const stockProfileSchema = z
  .object({
    ...stockMixShape,
    dealerships: z
      .array(z.object({ id: z.int().positive(), slug: z.string().min(1), name: z.string().min(1) }))
      .min(1),
    locations: z
      .array(
        z.object({
          id: z.int().positive(),
          name: z.string().min(1),
          dealership_slug: z.string().min(1),
          city: z.string().min(1),
          state: z.enum(AUSTRALIAN_STATES),
          postcode: z.string().regex(/^\d{4}$/, 'postcode must be 4 digits'),
        }),
      )
      .min(1),
  })
  .superRefine((profile, ctx) => {
    // A location pointing at an unknown dealership would produce cars with a
    // dangling dealership_id, which is worse than refusing the profile.
    const slugs = new Set(profile.dealerships.map((d) => d.slug))
    profile.locations.forEach((loc, i) => {
      if (!slugs.has(loc.dealership_slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['locations', i, 'dealership_slug'],
          message: `unknown dealership "${loc.dealership_slug}"`,
        })
      }
    })
  })

/** Parsed profile (defaults applied). */
export type StockProfile = z.infer<typeof stockProfileSchema>
/** Profile as written in a seed file (defaults optional). */
export type StockProfileInput = z.input<typeof stockProfileSchema>
