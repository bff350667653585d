'use client'

import styles from '@/components/forms/forms.module.css'
import { Button } from '@/components/ui/Button'
import { dollars } from '@/domain/money'
import { tradeInFaq } from '@/domain/tradeIn/faq'
import type { Vocabulary } from '@/domain/vocabulary'
import type { ValuationResult } from '@/domain/tradeIn/leadUpdates'
import { noEstimateMessage } from '@/domain/tradeIn/valuationView'

/**
 * The valuation step: the estimate range and the offer to accept or decline,
 * or why there is no online estimate (the FAQ's limits), with a way to finish.
 */
export function TradeInValuation({ valuation, words, busy, onAnswer }: { valuation: ValuationResult | null; words: Vocabulary; busy: boolean; onAnswer: (accepted: boolean | null) => void }) {
  const estimate = valuation?.estimate
  if (!valuation || !estimate || estimate.kind !== 'estimate' || valuation.offer_price === null) {
    return (
      <div className="trade-in-valuation">
        <p>{noEstimateMessage(estimate && estimate.kind !== 'estimate' ? estimate.reason : null, words)}</p>
        <div className={styles.actions}>
          <Button size="large" disabled={busy} onClick={() => onAnswer(null)}>
            Finish
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="trade-in-valuation">
      <p className={styles.estimate}>
        Estimated trade-in value: <strong>{dollars(estimate.tradeIn.low)}</strong> to <strong>{dollars(estimate.tradeIn.high)}</strong>
      </p>
      {estimate.adjustments.length > 0 ? (
        <ul>
          {estimate.adjustments.map((adjustment) => (
            <li key={adjustment.question}>
              {adjustment.label}: {dollars(adjustment.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={`trade-in-offer ${styles.offer}`}>
        Our offer: <strong>{dollars(valuation.offer_price)}</strong>
      </p>
      <p className={styles.hint}>{tradeInFaq(words)[1]!.answer}</p>
      <div className={styles.actions}>
        <Button size="large" disabled={busy} onClick={() => onAnswer(true)}>
          Accept offer
        </Button>
        <Button variant="secondary" size="large" disabled={busy} onClick={() => onAnswer(false)}>
          No thanks
        </Button>
      </div>
    </div>
  )
}
