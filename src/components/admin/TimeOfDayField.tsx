'use client'

import { FieldError, TextInput, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { parseTimeOfDay, timeOfDayText } from '@/domain/timeOfDay'

/**
 * An opening or closing time, typed and shown as the public site shows it
 * ("8:30 am"), stored as before ("08:30"). What cannot be read as a time is
 * kept as typed, so the field's validation names the problem.
 */
export const TimeOfDayField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string | null>({ path })
  // What the dealer is typing, and the value it gave; any other value (loaded, reset) shows in the 12-hour form.
  const [draft, setDraft] = useState<{ text: string; value: string | null } | null>(null)
  const shown = draft && draft.value === (value ?? null) ? draft.text : timeOfDayText(value)

  // Leaving the field tidies what was typed ("8.30am") into the shown form ("8:30 am").
  const input = useRef<HTMLInputElement>(null!)
  useEffect(() => {
    const element = input.current
    const tidy = () => setDraft(null)
    element?.addEventListener('blur', tidy)
    return () => element?.removeEventListener('blur', tidy)
  }, [])

  return (
    <TextInput
      inputRef={input}
      style={mergeFieldStyles(field)}
      path={path}
      label={field.label}
      required={field.required}
      readOnly={readOnly || disabled}
      placeholder={typeof field.admin?.placeholder === 'string' ? field.admin.placeholder : undefined}
      value={shown}
      showError={showError}
      Error={<FieldError path={path} message={errorMessage} showError={showError} />}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const typed = event.target.value
        const stored = typed.trim() === '' ? null : (parseTimeOfDay(typed) ?? typed)
        setDraft({ text: typed, value: stored })
        setValue(stored)
      }}
    />
  )
}
