/**
 * The trade-in form's condition questions (the valuation's
 * adjustmentAnswers) and what each answer does to the
 * trade-in value. The spec shows neither the questions nor their effect:
 * this table is ours, set from what a dealer's appraiser would deduct for
 * reconditioning a car of average value, and meant to be tuned by the
 * business. An effect is a share of the trade-in value before adjustments;
 * shares add (they do not compound) so the listed amounts sum to the change.
 * A question left unanswered changes nothing: the estimate then assumes a
 * car in good order, as AutoGrab's does.
 */

export const ADJUSTMENT_QUESTIONS = {
  serviceHistory: {
    label: 'Service history',
    answers: { full: { label: 'Full service history', effect: 0 }, partial: { label: 'Partial service history', effect: -0.03 }, none: { label: 'No service history', effect: -0.08 } },
  },
  bodyDamage: {
    label: 'Body damage',
    answers: { none: { label: 'No damage', effect: 0 }, minor: { label: 'Minor dents or scratches', effect: -0.04 }, major: { label: 'Major panel damage', effect: -0.15 } },
  },
  mechanicalIssues: {
    label: 'Mechanical issues or warning lights',
    answers: { no: { label: 'None', effect: 0 }, yes: { label: 'Yes', effect: -0.1 } },
  },
  interior: {
    label: 'Interior condition',
    answers: { good: { label: 'Good', effect: 0 }, worn: { label: 'Worn', effect: -0.02 }, damaged: { label: 'Stained, torn or smelling of smoke', effect: -0.06 } },
  },
} as const

type Questions = typeof ADJUSTMENT_QUESTIONS
export type AdjustmentQuestion = keyof Questions
export type AdjustmentAnswers = { [Q in AdjustmentQuestion]?: keyof Questions[Q]['answers'] }

export type Adjustment = { question: AdjustmentQuestion; answer: string; label: string; amount: number }

/**
 * The answers' adjustments to a trade-in value, in the table's order,
 * leaving out answers that change nothing and answers the table does not know
 * (a stale form cannot move the price). Amounts are whole dollars.
 */
export function adjustmentsFor(tradeValue: number, answers: AdjustmentAnswers): Adjustment[] {
  const adjustments: Adjustment[] = []
  for (const question of Object.keys(ADJUSTMENT_QUESTIONS) as AdjustmentQuestion[]) {
    const answer = answers[question]
    const choices: Record<string, { label: string; effect: number }> = ADJUSTMENT_QUESTIONS[question].answers
    const choice = answer === undefined || !Object.hasOwn(choices, answer) ? undefined : choices[answer]
    if (!choice || choice.effect === 0) continue
    adjustments.push({ question, answer: String(answer), label: `${ADJUSTMENT_QUESTIONS[question].label}: ${choice.label}`, amount: Math.round(tradeValue * choice.effect) })
  }
  return adjustments
}
