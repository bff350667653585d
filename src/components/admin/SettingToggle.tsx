'use client'

import { CheckboxInput, FieldDescription, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { CheckboxFieldClientProps } from 'payload'

/**
 * A site setting's checkbox. A site that stores nothing follows the platform
 * default, so the box shows that default (ticked when it is on) rather than
 * an unticked box that contradicts what the site does. Only a click stores a
 * value: saving the form untouched keeps the site on the default.
 */
export function SettingToggle({ field, path: pathFromProps, readOnly, platformDefault }: CheckboxFieldClientProps & { platformDefault: boolean }) {
  const path = pathFromProps ?? field.name
  const { value, setValue, disabled } = useField<boolean | null>({ path })
  const checked = value ?? platformDefault
  return (
    <div className={['field-type', 'checkbox', checked && 'checkbox--checked'].filter(Boolean).join(' ')} style={mergeFieldStyles(field)}>
      <CheckboxInput
        id={`field-${path.replace(/\./g, '__')}`}
        name={path}
        label={field.label}
        checked={checked}
        readOnly={readOnly || disabled}
        onToggle={() => setValue(!checked)}
      />
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
