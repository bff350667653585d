/**
 * The Trade-in FAQ accordion. The spec gives the three
 * points the answers make, not their wording; the wording is ours. The age
 * and km limits come from the constants the estimator uses, so the FAQ
 * cannot promise what the form does not do.
 */

import { TRADE_IN_ONLINE_MAX_AGE_YEARS, TRADE_IN_ONLINE_MAX_KMS } from '../leads/leadConstants'

export type FaqEntry = { question: string; answer: string }

const kms = TRADE_IN_ONLINE_MAX_KMS.toLocaleString('en-AU')

export const TRADE_IN_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can every car get an online estimate?',
    answer: `Online estimates are generally not given for cars over ${TRADE_IN_ONLINE_MAX_AGE_YEARS} years old or with more than ${kms} km. Send us your details and we will arrange an appraisal in person.`,
  },
  {
    question: 'Is the online estimate the price you will pay?',
    answer: 'No. The estimate is indicative only and subject to an inspection of the car, which confirms its condition, kilometres and service history before we make a firm offer.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer: 'You can still trade it in. If there is outstanding finance on the car, we need a payout letter from your lender showing the amount owing.',
  },
]
