import type { CSSProperties } from 'react'

import { iconFile } from './iconFile'
import type { IconName } from './iconPaths'

export type { IconName }

/**
 * One of the site's icons: one element, drawn by CSS (icons.css) from the
 * icon's own file, in the text's colour. 20 px unless given a size (or sized
 * by its parent's CSS); decorative unless given a label.
 */
export function Icon({ name, size, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  const style = { '--icon': `url(${iconFile(name)})`, ...(size ? { '--icon-size': `${size}px` } : {}) } as CSSProperties
  return <span className={className ? `icon ${className}` : 'icon'} style={style} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} />
}
