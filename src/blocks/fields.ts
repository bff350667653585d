import type { Field, TextField } from 'payload'

import { blockLinkProblem } from '@/domain/blockLinks'

/** A block's own heading, shown above it; empty hides it (the block then needs no heading, as a banner). */
export const headingField = (defaultValue?: string): TextField => ({ name: 'heading', type: 'text', defaultValue, admin: { description: 'Shown above the block.' } })

/** Where a block's button leads: a path of this site (/special-offers) or an https:// address. */
export const hrefField = (name = 'href', required = true): TextField => ({
  name,
  type: 'text',
  required,
  validate: (value: string | null | undefined) => (value ? (blockLinkProblem(value) ?? true) : required ? 'Required' : true),
  admin: { description: 'A page of this site, e.g. /special-offers, or a full https:// address.' },
})

/** A labelled button: label and address side by side. */
export const buttonFields = (): Field[] => [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true }, hrefField()] }]
