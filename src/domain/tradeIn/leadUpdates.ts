/**
 * What the trade-in form adds to its lead after the first step: the valuation
 * it showed (POST /api/miscellaneous with column_name=valuation, on sites
 * that keep it) and the shopper's answer to the offer (lead_id,
 * form_completed, offer_accepted). Both name the lead the first step stored;
 * the server adds them to that lead only on the same site.
 */

import { z } from 'zod'

import { LEAD_LIMITS } from '../leads/formWording'
import { ADJUSTMENT_QUESTIONS, type AdjustmentQuestion } from './adjustments'

/** The lead the first step stored (POST /api/leads answered it). */
export const leadId = z.coerce
  .number({ error: 'lead_id must be the id POST /api/leads answered.' })
  .int('lead_id must be the id POST /api/leads answered.')
  .positive('lead_id must be the id POST /api/leads answered.')
  .max(2_147_483_647, 'lead_id must be the id POST /api/leads answered.')

const valuationId = z.string().trim().min(1, 'valuation id is required').max(LEAD_LIMITS.shortText)
const dollars = z.number().int().min(0).max(LEAD_LIMITS.dollars)
/** The server's signature of its offer (src/tradeIn/offerSignature.ts): hex SHA-256. */
const offerSignature = z.string().regex(/^[0-9a-f]{64}$/, 'offer_signature must be the signature the valuation answered with.')

/** A valuation as POST /api/trade-in/valuation answered it, bounded so a hostile body cannot store much. */
export const valuationResult = z
  .object({
    id: valuationId,
    vehicleId: z.string().max(4 * LEAD_LIMITS.shortText).nullable(),
    kms: z.number().int().min(0).max(LEAD_LIMITS.kilometres),
    offer_price: dollars.nullable(),
    offer_signature: offerSignature.nullable(),
    estimate: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('estimate'),
          retailValue: dollars,
          tradeValue: dollars,
          tradeIn: z.object({ low: dollars, high: dollars }).strict(),
          comparables: z.number().int().min(0).max(1_000_000),
          confidence: z.number().min(0).max(1),
          adjustments: z
            .array(
              z
                .object({
                  question: z.enum(Object.keys(ADJUSTMENT_QUESTIONS) as [AdjustmentQuestion, ...AdjustmentQuestion[]]),
                  answer: z.string().max(LEAD_LIMITS.shortText),
                  label: z.string().max(LEAD_LIMITS.shortText * 2),
                  amount: z.number().int().min(-LEAD_LIMITS.dollars).max(LEAD_LIMITS.dollars),
                })
                .strict(),
            )
            .max(Object.keys(ADJUSTMENT_QUESTIONS).length),
        })
        .strict(),
      z.object({ kind: z.literal('no-online-estimate'), reason: z.enum(['over-age', 'over-kms', 'too-few-comparables', 'vehicle-not-found']) }).strict(),
    ]),
  })
  .strict()

export type ValuationResult = z.output<typeof valuationResult>

/** The columns POST /api/miscellaneous may write; the spec shows one. */
export const MISCELLANEOUS_COLUMNS = ['valuation'] as const

export const miscellaneousRequest = z
  .object({
    lead_id: leadId,
    column_name: z.enum(MISCELLANEOUS_COLUMNS, { error: `column_name must be one of: ${MISCELLANEOUS_COLUMNS.join(', ')}.` }),
    valuation: valuationResult,
  })
  .strict()

/** The shopper's answer to the offer: the last step, so form_completed is always true. */
export const offerAcceptanceRequest = z
  .object({
    lead_id: leadId,
    valuation_id: valuationId,
    offer_price: dollars.positive('offer_price must be the offer shown, in whole dollars.'),
    offer_signature: offerSignature,
    form_completed: z.literal(true, { error: 'form_completed must be true: the offer is the last step.' }),
    offer_accepted: z.boolean({ error: 'offer_accepted must be true or false.' }),
  })
  .strict()

export type OfferAcceptance = z.output<typeof offerAcceptanceRequest>
