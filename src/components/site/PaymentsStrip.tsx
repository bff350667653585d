import { ACCEPTED_PAYMENTS } from '@/domain/reservation'

import styles from './PaymentsStrip.module.css'

/** The accepted payments strip. */
export function PaymentsStrip() {
  return (
    <div className={styles.strip}>
      <span>We accept</span>
      <ul aria-label="Accepted payments">
        {ACCEPTED_PAYMENTS.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </div>
  )
}
