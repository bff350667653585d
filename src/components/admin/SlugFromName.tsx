'use client'

import { TextField, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { slugify } from '@/domain/models'

/**
 * A slug that follows the name as it is typed ('LandCruiser 300' →
 * landcruiser-300), until the person types a slug of their own; a saved
 * slug is never changed, so a published address stays put.
 */
export function SlugFromName(props: TextFieldClientProps) {
  const name = useFormFields(([fields]) => fields.name?.value)
  const { value, setValue } = useField<string>({ path: props.path })
  const [own, setOwn] = useState(Boolean(value))
  useEffect(() => {
    if (!own && typeof name === 'string') setValue(slugify(name))
  }, [name, own, setValue])
  return (
    <div onInput={() => setOwn(true)}>
      <TextField {...props} />
    </div>
  )
}
