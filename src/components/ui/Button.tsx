import type React from 'react'

import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon'
export type ButtonOptions = { size?: 'small' | 'medium' | 'large'; block?: boolean; className?: string }

/** The classes of a button, for links and summaries that look like one: the variant's, and the size's or width's when not the usual. */
export function buttonClass(variant: ButtonVariant = 'primary', { size = 'medium', block = false, className }: ButtonOptions = {}): string {
  return [styles[variant], size !== 'medium' && styles[size], block && styles.block, className].filter(Boolean).join(' ')
}

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonOptions & { variant?: ButtonVariant; ref?: React.Ref<HTMLButtonElement> }

/** A button; an icon button must be given an aria-label. */
export function Button({ variant = 'primary', size, block, className, type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, { size, block, className })} {...props} />
}
