import { buttonClass } from '@/components/ui/Button'
import { inStockLine } from '@/domain/modelStock'
import type { Media } from '@/payload-types'

import { ModelImage } from './ModelImage'
import styles from './ModelHero.module.css'

type Props = {
  name: string
  image: number | Media | null | undefined
  /** The model's own stock; null when the site has none of it (the page then offers its make's, below). */
  stock: { count: number; fromPrice: number | null; href: string } | null
  testDriveHref: string
  quoteHref: string
  /** The anchor of the page's Find Me One form, shown when the model is not in stock. */
  findMeOneHref: string
}

/**
 * The top of a model page: the model's picture beside what the shopper can do
 * next. With the model in stock, how many and from what price, and the way to
 * them; without, a Find Me One. Book a Test Drive and Get a Quote either way.
 */
export function ModelHero({ name, image, stock, testDriveHref, quoteHref, findMeOneHref }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="model-stock">
      <div className={styles.picture}>
        <ModelImage image={image} />
      </div>
      <div className={styles.summary}>
        {stock ? (
          <p id="model-stock" className={styles.stock}>
            {inStockLine(stock.count, stock.fromPrice)}
          </p>
        ) : (
          <>
            <p id="model-stock" className={styles.stock}>{`No ${name} in stock right now`}</p>
            <p className={styles.note}>Tell us what you are after and we will find one for you.</p>
          </>
        )}
        <div className={styles.actions}>
          {stock ? (
            <a className={buttonClass('primary', { size: 'large', className: styles.wide })} href={stock.href}>
              {`See all ${stock.count.toLocaleString('en-AU')} in stock`}
            </a>
          ) : (
            <a className={buttonClass('primary', { size: 'large', className: styles.wide })} href={findMeOneHref}>
              Find me one
            </a>
          )}
          <a className={buttonClass('secondary')} href={testDriveHref}>
            Book a Test Drive
          </a>
          <a className={buttonClass('secondary')} href={quoteHref}>
            Get a Quote
          </a>
        </div>
      </div>
    </section>
  )
}
