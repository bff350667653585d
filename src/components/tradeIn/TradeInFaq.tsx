import { TRADE_IN_FAQ } from '@/domain/tradeIn/faq'

/** The Trade-in FAQ (shopper-journey §9) as an accordion of <details>, which opens and closes without JavaScript. */
export function TradeInFaq() {
  return (
    <section className="trade-in-faq" aria-labelledby="trade-in-faq-title">
      <h2 id="trade-in-faq-title">Frequently asked questions</h2>
      {TRADE_IN_FAQ.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  )
}
