import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { compactStoredSettings, siteSettingsSchema } from '@/domain/site-settings'

/** Runs the one settings schema (src/domain/site-settings.ts) on every save, naming the field that is wrong. */
export const validateSettings: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || !('settings' in data)) return data
  const result = siteSettingsSchema.safeParse(compactStoredSettings(data.settings))
  if (result.success) return data
  throw new ValidationError(
    {
      collection: 'tenants',
      errors: result.error.issues.map((issue) => ({
        path: ['settings', ...issue.path].join('.'),
        message: issue.message,
      })),
    },
    req.t,
  )
}
