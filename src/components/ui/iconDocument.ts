import { DRAWINGS, ICON_PATHS, SHARP_ICONS } from './iconPaths'

/** An icon's name, or a drawing's; `-filled` after it asks for the shape filled (a saved car's heart). */
const NAME = /^(\w+?)(-filled)?$/

/**
 * An icon's (or a larger drawing's) own SVG document, served at
 * `/icons/<name>.svg` (iconFile): in black, as CSS uses it as a mask and only
 * its shape counts. Null for a name that is neither.
 */
export function iconDocument(requested: string): string | null {
  const [, name = '', filled] = NAME.exec(requested) ?? []
  const drawing = Object.hasOwn(ICON_PATHS, name)
    ? { viewBox: '0 0 24 24', path: ICON_PATHS[name as keyof typeof ICON_PATHS], strokeWidth: 2 }
    : Object.hasOwn(DRAWINGS, name)
      ? DRAWINGS[name as keyof typeof DRAWINGS]
      : null
  if (!drawing) return null
  const [cap, join] = SHARP_ICONS.includes(name) ? ['butt', 'miter'] : ['round', 'round']
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox}" fill="${filled ? '#000' : 'none'}" stroke="#000" stroke-width="${drawing.strokeWidth}" stroke-linecap="${cap}" stroke-linejoin="${join}"><path d="${drawing.path}"/></svg>`
}
