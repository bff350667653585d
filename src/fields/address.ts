import type { Field } from 'payload'

import { AUSTRALIAN_STATES, INVALID_POSTCODE_MESSAGE } from '@/domain/australianAddress'

/** Street, then city, state and 4-digit postcode on one row: the Australian address of a site or a location. */
export const streetAddressFields = (): Field[] => [
  { name: 'street', type: 'text' },
  {
    type: 'row',
    fields: [
      { name: 'city', type: 'text' },
      { name: 'state', type: 'select', options: AUSTRALIAN_STATES.map((state) => ({ label: state, value: state })) },
      {
        name: 'postcode',
        type: 'text',
        validate: (value: string | null | undefined) => (!value || /^\d{4}$/.test(value) ? true : INVALID_POSTCODE_MESSAGE),
      },
    ],
  },
]
