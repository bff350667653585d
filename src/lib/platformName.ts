/** The platform's own name in the admin and staff emails; an agency running it under its own brand sets PLATFORM_NAME. */
export const DEFAULT_PLATFORM_NAME = 'Forecourt'

export function platformName(): string {
  return process.env.PLATFORM_NAME?.trim() || DEFAULT_PLATFORM_NAME
}

/** The browser tab's icon for the admin: the platform's initial on a dark square, so no tab shows another product's mark. */
export function platformIconUrl(name: string): string {
  const initial = (name.trim().charAt(0) || 'F').toUpperCase().replace(/[<>&'"]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f2937"/><text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="19" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
