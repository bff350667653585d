import { Accordion } from '@/components/ui/Accordion'
import { tradeInFaq } from '@/domain/tradeIn/faq'
import type { Vocabulary } from '@/domain/vocabulary'

import styles from './TradeInFaq.module.css'

/** The Trade-in FAQ as an accordion of <details>, which opens and closes without JavaScript. */
export function TradeInFaq({ words }: { words: Vocabulary }) {
  return (
    <section className={`trade-in-faq ${styles.faq}`} aria-labelledby="trade-in-faq-title">
      <h2 id="trade-in-faq-title">Frequently asked questions</h2>
      {tradeInFaq(words).map((entry) => (
        <Accordion key={entry.question} title={entry.question}>
          <p>{entry.answer}</p>
        </Accordion>
      ))}
    </section>
  )
}
