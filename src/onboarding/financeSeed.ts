import { z } from 'zod'

import { comparisonRateProblem, interestRateProblem, textRateProblem, type AdvertisedFinance } from '@/domain/advertisedRates'

/** The finance an offer or promo card advertises; the admin's refusals hold for the file too, so a seed never fails on publish. */
export const advertisedFinanceSeed = z
  .object({
    interestRate: z.number().optional(),
    comparisonRate: z.number().optional(),
    term: z.number().int().positive().optional(),
    termUnit: z.enum(['months', 'years']).optional(),
    amountFinanced: z.number().positive().optional(),
    comparisonBasis: z.string().trim().min(1).optional(),
  })
  .strict()

/** The publish-time rate checks of an offer's or card's texts and finance, as issues at their paths in the file. */
export function rateIssues(ctx: z.RefinementCtx, path: (string | number)[], finance: AdvertisedFinance | undefined, texts: [field: string, what: string, text: string][]) {
  const interest = interestRateProblem(finance)
  if (interest) ctx.addIssue({ code: 'custom', path: [...path, 'finance', 'interestRate'], message: interest })
  const comparison = comparisonRateProblem(finance)
  if (comparison) ctx.addIssue({ code: 'custom', path: [...path, 'finance', 'comparisonRate'], message: comparison })
  for (const [field, what, text] of texts) {
    const problem = textRateProblem(what, text, finance)
    if (problem) ctx.addIssue({ code: 'custom', path: [...path, field], message: problem })
  }
}
