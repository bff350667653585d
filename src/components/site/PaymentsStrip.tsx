import { ACCEPTED_PAYMENTS } from '@/domain/constants'

/** The accepted payments strip (dealer-network §2, §9). */
export function PaymentsStrip() {
  return (
    <div className="payments-strip">
      <span>We accept</span>
      <ul aria-label="Accepted payments">
        {ACCEPTED_PAYMENTS.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </div>
  )
}
