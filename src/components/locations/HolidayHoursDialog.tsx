'use client'

import { useRef } from 'react'

import type { HolidayRow } from '@/domain/openingHours'

/**
 * The holiday opening hours dialog. The native <dialog> gives focus
 * trapping, Escape to close and focus return to the button by keyboard.
 */
export function HolidayHoursDialog({ rows, title = 'Holiday opening hours' }: { rows: HolidayRow[]; title?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  if (rows.length === 0) return null
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => dialog.current?.showModal()}>
        {title}
      </button>
      <dialog ref={dialog} className="holiday-dialog" aria-labelledby="holiday-dialog-title">
        <h2 id="holiday-dialog-title">{title}</h2>
        <table className="hours-table">
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.date}-${row.department ?? 'all'}`}>
                <th scope="row">{row.label}</th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog">
          <button type="submit" className="button-primary">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}
