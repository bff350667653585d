'use client'

import { useRowLabel } from '@payloadcms/ui'

import { timeOfDayText } from '@/domain/timeOfDay'

/**
 * Array rows in the admin carry their content as their label (a menu item's
 * words, a holiday's date, a team member's name) instead of "Row 01"; a row
 * not filled in yet falls back to its number.
 */

function ordinal(index: number | undefined): string {
  return String((index ?? 0) + 1).padStart(2, '0')
}

export function LabelRowLabel() {
  const { data, rowNumber: index } = useRowLabel<{ label?: string | null }>()
  return <span>{data?.label?.trim() || `Item ${ordinal(index)}`}</span>
}

export function TeamMemberRowLabel() {
  const { data, rowNumber: index } = useRowLabel<{ name?: string | null; role?: string | null }>()
  const name = data?.name?.trim()
  if (!name) return <span>{`Team member ${ordinal(index)}`}</span>
  return <span>{data?.role?.trim() ? `${name} · ${data.role.trim()}` : name}</span>
}

const HOLIDAY_DATE = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function HolidayRowLabel() {
  const { data, rowNumber: index } = useRowLabel<{ date?: string | null; status?: string | null; open?: string | null; close?: string | null }>()
  const day = data?.date ? new Date(data.date) : null
  if (!day || Number.isNaN(day.getTime())) return <span>{`Holiday ${ordinal(index)}`}</span>
  // Read in UTC, as the public site reads the stored day (src/sites/locationView.ts).
  const date = HOLIDAY_DATE.format(day)
  const hours = data?.status === 'Open' && data.open && data.close ? `${timeOfDayText(data.open)} – ${timeOfDayText(data.close)}` : 'Closed'
  return <span>{`${date} · ${hours}`}</span>
}
