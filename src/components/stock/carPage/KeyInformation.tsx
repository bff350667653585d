import { Icon, type IconName } from '@/components/ui/Icon'
import type { ShortList, ShownRow } from '@/domain/specRows'

import styles from './CarDetails.module.css'

/** The rows a shopper scans first get a picture beside their label. */
const ROW_ICONS: Partial<Record<string, IconName>> = { Odometer: 'odometer', Transmission: 'gearbox', Fuel: 'fuel', Body: 'car', 'Registration expiry': 'calendar', Length: 'ruler', Sleeps: 'bed', ATM: 'weight' }

/**
 * The car's key information (the page's #key-information) as a grid of
 * label and value tiles: the first rows, then the rest behind Show More,
 * which works without JavaScript.
 */
export function KeyInformation({ info, more }: { info: ShortList<ShownRow>; more: readonly ShownRow[] }) {
  return (
    <section id="key-information" className={styles.section} aria-labelledby="key-information-title">
      <h2 id="key-information-title">Key information</h2>
      <Tiles rows={info.shown} />
      {info.toggle ? (
        <details className={styles.more}>
          <summary>
            <span className={styles.whenClosed}>{info.toggle}</span>
            <span className={styles.whenOpen}>Show Less</span>
          </summary>
          <Tiles rows={more} />
        </details>
      ) : null}
    </section>
  )
}

function Tiles({ rows }: { rows: readonly ShownRow[] }) {
  return (
    <dl className={styles.tiles}>
      {rows.map((row) => {
        const icon = ROW_ICONS[row.label]
        return (
          <div key={row.label} className={styles.tile}>
            <dt>
              {icon ? <Icon name={icon} size={18} /> : null}
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        )
      })}
    </dl>
  )
}
