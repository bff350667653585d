/**
 * How large an image may be to serve as a site's logo. The header shows it
 * a few hundred pixels wide and the favicon is drawn from it; a 6000 px
 * photograph set as a logo costs every visitor's phone its bytes and the
 * server a second and more to draw the icon.
 */
export const SITE_LOGO_LIMITS = { longSidePx: 2000, bytes: 2 * 1024 * 1024 } as const

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`

/** Why an image may not be a site's logo, in words for the person who chose it; null when it may. */
export function siteLogoProblem(image: { width?: number | null; height?: number | null; filesize?: number | null }): string | null {
  const longSide = Math.max(image.width ?? 0, image.height ?? 0)
  if (longSide > SITE_LOGO_LIMITS.longSidePx) {
    return `This image is ${image.width} × ${image.height} px; a logo may be at most ${SITE_LOGO_LIMITS.longSidePx} px on its long side. Resize it and upload it again.`
  }
  if ((image.filesize ?? 0) > SITE_LOGO_LIMITS.bytes) {
    return `This image is ${megabytes(image.filesize!)}; a logo may be at most ${megabytes(SITE_LOGO_LIMITS.bytes)}. Save it smaller (a PNG or SVG of the logo alone) and upload it again.`
  }
  return null
}
