import type { PriceDisplay } from '@/domain/priceDisplay'

import styles from './PriceLine.module.css'

/**
 * A car's price as shoppers read it everywhere: the amount, its price type,
 * and, when the car was dearer before, the earlier price struck through with
 * the saving beside it.
 */
export function PriceLine({ price, className }: { price: PriceDisplay; className: string }) {
  const savings = price.kind === 'price' ? price.savings : null
  return (
    <p className={`${styles.price} ${className}`}>
      <span className={styles.amount}>{price.text}</span>
      {price.kind === 'price' && price.priceType ? <span className={`price-type ${styles.type}`}> {price.priceType}</span> : null}
      {savings ? (
        <>
          {' '}
          <span className={`price-saving ${styles.saving}`}>
            <s>
              <span className="visually-hidden">was </span>
              {savings.was}
            </s>{' '}
            <strong>{savings.text}</strong>
          </span>
        </>
      ) : null}
    </p>
  )
}
