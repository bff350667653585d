import type { Field } from 'payload'

import { inDateOrder } from '@/domain/openingHours'

/** The admin's weekdays, in the order a dealer reads them; the number is the spec's weekday (0 Sunday). */
export const WEEKDAY_FIELDS = [
  { name: 'monday', label: 'Monday', weekday: 1 },
  { name: 'tuesday', label: 'Tuesday', weekday: 2 },
  { name: 'wednesday', label: 'Wednesday', weekday: 3 },
  { name: 'thursday', label: 'Thursday', weekday: 4 },
  { name: 'friday', label: 'Friday', weekday: 5 },
  { name: 'saturday', label: 'Saturday', weekday: 6 },
  { name: 'sunday', label: 'Sunday', weekday: 0 },
] as const

/** Stored 24-hour ('08:30'); the admin shows and takes it in the 12-hour form the public site shows ('8:30 am'). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const isOpen = (_data: unknown, siblingData: { status?: string } | undefined) => siblingData?.status === 'Open'

const time = (name: 'open' | 'close', label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: {
    placeholder: name === 'open' ? '8:30 am' : '5:00 pm',
    width: '25%',
    // A closed day has no times to enter.
    condition: isOpen,
    components: { Field: '@/components/admin/TimeOfDayField#TimeOfDayField' },
  },
  validate: (value: string | null | undefined, { siblingData }: { siblingData: { status?: string } }) => {
    if (siblingData.status !== 'Open') return true
    if (!value) return `Enter the ${name === 'open' ? 'opening' : 'closing'} time, e.g. ${name === 'open' ? '8:30 am' : '5:00 pm'}`
    return TIME.test(value) ? true : 'Enter a time such as 8:30 am or 5:00 pm'
  },
})

const status: Field = {
  name: 'status',
  type: 'select',
  defaultValue: 'Closed',
  options: ['Open', 'Closed'],
  admin: { width: '25%' },
}

/** One row per weekday: open or closed, and the hours in the dealer's own time zone. */
export const weeklyHoursField: Field = {
  name: 'openingHours',
  type: 'group',
  label: 'Opening hours',
  admin: { description: 'Times are the dealer\u2019s local time, e.g. 8:30 am or 5:00 pm. A closed day shows as Closed, or "By appointment only" where the site serves by appointment.' },
  fields: WEEKDAY_FIELDS.map(({ name, label }) => ({
    name,
    label,
    type: 'group',
    fields: [{ type: 'row', fields: [status, time('open', 'Opens'), time('close', 'Closes')] }],
  })),
}

/** Public holidays and other days with different hours. */
export const specialHoursField: Field = {
  name: 'specialHours',
  type: 'array',
  label: 'Holiday hours',
  labels: { singular: 'Holiday', plural: 'Holidays' },
  admin: {
    description: 'Days that differ from the weekly hours, such as public holidays. Shoppers see them in a holiday hours dialog. Saved in date order.',
    components: { RowLabel: '@/components/admin/RowLabels#HolidayRowLabel' },
  },
  hooks: { beforeChange: [({ value }) => (Array.isArray(value) ? inDateOrder(value) : value)] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd/M/yyyy' }, width: '25%' } },
        status,
        time('open', 'Opens'),
        time('close', 'Closes'),
      ],
    },
    {
      name: 'department',
      type: 'select',
      defaultValue: 'all',
      options: [
        { label: 'All departments', value: 'all' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
      ],
    },
  ],
}
