
import { Icon, type IconName } from '@/components/ui/Icon'
import { linkIsSafe } from '@/domain/links'
import { linkFindsCars } from '@/domain/searchPaths'
import type { CallToActionBlock } from '@/payload-types'
import { stockedCarTypes } from '@/sites/stockedCarTypes'

import blockStyles from '../blocks.module.css'
import type { BlockContext } from '../context'
import styles from './CallToAction.module.css'

/**
 * The band of the dealer's main calls to action, each a card leading somewhere:
 * trade-in, finance, contact (its chevron drawn by CSS). One to a search by car
 * type shows while the site has such cars. Its heading shows above the cards,
 * as every block's does; an empty heading shows none.
 */
export async function CallToAction({ block, context }: { block: CallToActionBlock; context: BlockContext }) {
  const stocked = await stockedCarTypes()
  const actions = block.actions.filter((action) => linkIsSafe(action.href) && linkFindsCars(action.href, stocked))
  if (actions.length === 0) return null
  const id = `${context.key}-title`
  const heading = block.heading?.trim()
  return (
    <section className={`full-bleed ${styles.band}`} aria-labelledby={heading ? id : undefined}>
      <div className={`container ${styles.inner}`}>
        {heading ? (
          <h2 id={id} className={blockStyles.heading}>
            {heading}
          </h2>
        ) : null}
        <ul className={styles.actions}>
          {actions.map((action, at) => (
            <li key={action.id ?? at}>
              <a href={action.href} className={styles.action}>
                <span className={styles.icon}>
                  <Icon name={(action.icon ?? 'check') as IconName} size={24} />
                </span>
                <span className={styles.text}>
                  <strong>{action.title}</strong>
                  {action.text ? <span>{action.text}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
