'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientProps } from 'payload'

import { BRAND_COLOUR_TEXT, brandColourRefusal, contrastRatio, ratioText, type CheckedBrandColour } from '@/domain/contrast'
import { HEX_COLOUR_PATTERN } from '@/domain/theme'

/**
 * A brand colour: a colour picker and its hex, side by side, and a sample of
 * the text the site puts on it with their contrast. A colour below WCAG AA is
 * named here as it is picked; the server refuses it on save with the same
 * words, beside the field.
 */
export function BrandColourField({ field, path: pathFromProps, readOnly, checked }: TextFieldClientProps & { checked?: CheckedBrandColour }) {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled, customComponents } = useField<string | null>({ path })
  const locked = readOnly || disabled
  const valid = Boolean(value && HEX_COLOUR_PATTERN.test(value))
  const sample = checked && valid && value ? BRAND_COLOUR_TEXT[checked] : null
  const refusal = checked && valid && value ? brandColourRefusal(checked, value) : null
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'text', showError && 'error'].filter(Boolean).join(' ')} style={{ ...mergeFieldStyles(field), display: 'grid', gap: 6 }}>
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="color"
          aria-label={`${typeof field.label === 'string' ? field.label : 'Colour'}: pick`}
          value={valid && value ? value.toLowerCase() : '#000000'}
          disabled={locked}
          onChange={(event) => setValue(event.target.value)}
          style={{ inlineSize: 44, blockSize: 40, padding: 2, border: '1px solid var(--theme-elevation-150)', borderRadius: 4, background: 'none' }}
        />
        <input
          id={id}
          type="text"
          name={path}
          value={value ?? ''}
          placeholder="#eb0a1e"
          readOnly={locked}
          spellCheck={false}
          onChange={(event) => setValue(event.target.value.trim() || null)}
          style={{ flex: 1, minInlineSize: 0, fontFamily: 'monospace' }}
        />
      </div>
      {sample && value ? (
        <p role="status" style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
          <span style={{ background: value, color: sample.text, padding: '2px 8px', borderRadius: 4 }}>{sample.words}</span>
          <span>{refusal ?? `${ratioText(contrastRatio(value, sample.text))}: reads at WCAG AA.`}</span>
        </p>
      ) : null}
      {customComponents?.Description}
    </div>
  )
}
