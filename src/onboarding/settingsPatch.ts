import { DEFAULT_SITE_SETTINGS, type StoredSiteSettings } from '@/domain/site-settings'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The full `settings` value to write for a seed: the seed's overrides, and an
 * explicit empty value for every other setting, so a setting removed from the
 * seed goes back to the platform default instead of keeping its old override.
 */
export function settingsPatch(stored: StoredSiteSettings): Record<string, unknown> {
  const fill = (defaults: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(defaults).map(([key, fallback]) => {
        const value = given[key]
        if (isPlainObject(fallback)) return [key, fill(fallback, isPlainObject(value) ? value : {})]
        if (Array.isArray(fallback)) return [key, value ?? []]
        return [key, value ?? null]
      }),
    )
  return fill(DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>, stored as Record<string, unknown>)
}
