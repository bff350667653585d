
import type { HoursRow } from '@/domain/openingHours'

import styles from './OpeningHoursTable.module.css'

type Props = { rows: HoursRow[]; enquireHref: string; caption?: string }

/** The weekly hours of a location, as the rules in src/domain/openingHours.ts lay them out. */
export function OpeningHoursTable({ rows, enquireHref, caption = 'Opening hours' }: Props) {
  return (
    <table className={`hours-table ${styles.table}`}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-kind={row.kind}>
            <th scope="row">{row.label}</th>
            <td>{row.kind === 'enquire-now' ? <a href={enquireHref}>{row.text}</a> : row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
