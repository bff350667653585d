
import { Icon, type IconName } from '@/components/ui/Icon'

import styles from './HomeSections.module.css'

export type HomeAction = { title: string; text: string; href: string; icon: IconName }

/** The band of the dealer's main calls to action: trade-in, finance, contact. */
export function HomeActions({ actions }: { actions: readonly HomeAction[] }) {
  if (actions.length === 0) return null
  return (
    <section className={`full-bleed ${styles.actionsBand}`} aria-labelledby="actions-title">
      <div className="container">
        <h2 id="actions-title" className="visually-hidden">
          How we can help
        </h2>
        <ul className={styles.actions}>
          {actions.map((action) => (
            <li key={action.href}>
              <a href={action.href} className={styles.action}>
                <span className={styles.actionIcon}>
                  <Icon name={action.icon} size={24} />
                </span>
                <span className={styles.actionText}>
                  <strong>{action.title}</strong>
                  <span>{action.text}</span>
                </span>
                <Icon name="chevronRight" className={styles.actionArrow} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
