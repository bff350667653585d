'use client'

import { TextInput, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'

import { lenderName } from '@/domain/financeLenders'

type Chosen = { value: string | { value: string } }

/**
 * The site's finance providers as chips that read as the lender's name
 * ("Angle Finance"), as on the public site; the site stores the keys the
 * stock feed uses ("angle"), and a new key can still be typed.
 */
export const FinanceProvidersField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, disabled } = useField<string[] | null>({ path })
  const keys = Array.isArray(value) ? value : []
  const valueToRender = keys.map((key, index) => ({
    id: `${key}${index}`,
    label: `${lenderName(key)} (${key})`,
    // React-select keys options by their value's string; the index keeps repeated keys apart.
    value: { toString: () => `${key}${index}`, value: key },
  }))
  return (
    <TextInput
      hasMany
      path={path}
      label={field.label}
      description={field.admin?.description}
      style={mergeFieldStyles(field)}
      readOnly={readOnly || disabled}
      showError={showError}
      value=""
      valueToRender={valueToRender as never}
      onChange={(selected: unknown) => {
        const options = (Array.isArray(selected) ? selected : selected ? [selected] : []) as Chosen[]
        setValue(options.map((option) => (typeof option.value === 'object' ? option.value.value : option.value)))
      }}
    />
  )
}
