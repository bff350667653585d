import type { TextField } from 'payload'

/**
 * A URL slug that is unique within one dealer site (the collection adds the
 * compound index on tenant + slug), never across the platform: two dealers
 * may both have a "midland" location.
 */
export function siteSlugField(
  description: string,
  /** A further rule for this collection; returns why the slug is refused, or null. */
  refuse?: (slug: string, siblingData: Record<string, unknown>) => string | null,
): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { description, position: 'sidebar' },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) => {
      if (!value || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return 'Use lowercase letters, digits and hyphens, e.g. midland-sales'
      return refuse?.(value, (siblingData ?? {}) as Record<string, unknown>) ?? true
    },
  }
}

export const uniqueSlugPerSite = [{ fields: ['tenant', 'slug'], unique: true }]
