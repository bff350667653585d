/**
 * The Trade-in FAQ accordion. The spec gives the three
 * points the answers make, not their wording; the wording is ours. The age
 * and km limits come from the constants the estimator uses, so the FAQ
 * cannot promise what the form does not do. The questions and answers name
 * what the site sells (vocabulary.ts): a caravan dealer's FAQ asks about caravans.
 */

import { TRADE_IN_ONLINE_MAX_AGE_YEARS, TRADE_IN_ONLINE_MAX_KMS } from './localEstimator'
import type { Vocabulary } from '../vocabulary'

export type FaqEntry = { question: string; answer: string }

const kms = TRADE_IN_ONLINE_MAX_KMS.toLocaleString('en-AU')

export function tradeInFaq({ one, many }: Vocabulary): readonly FaqEntry[] {
  return [
    {
      question: `Can every ${one} get an online estimate?`,
      answer: `Online estimates are generally not given for ${many} over ${TRADE_IN_ONLINE_MAX_AGE_YEARS} years old or with more than ${kms} km. Send us your details and we will arrange an appraisal in person.`,
    },
    {
      question: 'Is the online estimate the price you will pay?',
      answer: `No. The estimate is indicative only and subject to an inspection of the ${one}, which confirms its condition, kilometres and service history before we make a firm offer.`,
    },
    {
      question: `What if I still owe money on my ${one}?`,
      answer: `You can still trade it in. If there is outstanding finance on the ${one}, we need a payout letter from your lender showing the amount owing.`,
    },
  ]
}
