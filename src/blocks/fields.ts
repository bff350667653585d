import type { Field, TextField } from 'payload'

import { linkAddressField } from '@/fields/linkAddress'

/** A block's own heading, shown above it; empty hides it (the block then needs no heading, as a banner). */
export const headingField = (defaultValue?: string): TextField => ({ name: 'heading', type: 'text', defaultValue, admin: { description: 'Shown above the block.' } })

/** Where a block's button leads, labelled Link: a path of this site (/special-offers) or an https:// address (the link rule, src/domain/links.ts). */
export const hrefField = (name = 'href', required = true): TextField =>
  linkAddressField({ name, label: 'Link', required, admin: { description: 'Choose a page of this site, or type another website’s address.' } })

/** A labelled button: label and address side by side. */
export const buttonFields = (): Field[] => [{ type: 'row', fields: [{ name: 'label', type: 'text', required: true }, hrefField()] }]
