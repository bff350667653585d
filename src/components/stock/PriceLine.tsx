import type { PriceDisplay } from '@/domain/priceDisplay'

import styles from './PriceLine.module.css'

/**
 * A car's price as shoppers read it everywhere: the amount, its price type,
 * and, when the car was dearer before, the earlier price struck through with
 * the saving beside it. Styled from the line's one class.
 */
export function PriceLine({ price, className }: { price: PriceDisplay; className: string }) {
  const savings = price.kind === 'price' ? price.savings : null
  return (
    <p className={`${styles.price} ${className}`}>
      <span>{price.text}</span>
      {price.kind === 'price' && price.priceType ? <> <small>{price.priceType}</small></> : null}
      {savings ? (
        <>
          {' '}
          <span>
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
