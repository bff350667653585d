'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import type { HolidayRow } from '@/domain/openingHours'

import styles from './OpeningHoursTable.module.css'

/**
 * The holiday opening hours dialog, on the site's modal: focus stays inside,
 * Escape closes it and focus returns to the button.
 */
export function HolidayHoursDialog({ rows, title = 'Holiday opening hours' }: { rows: HolidayRow[]; title?: string }) {
  const [open, setOpen] = useState(false)
  if (rows.length === 0) return null
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <Button block onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <table className={`hours-table ${styles.table}`}>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.date}-${row.department ?? 'all'}`}>
                <th scope="row">{row.label}</th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  )
}
