import type React from 'react'

/**
 * A menu link, opening a new tab only when the dealer asked for one. Props
 * that are not set are left off, not passed as undefined: a server-rendered
 * link's props go into the page's React payload too.
 */
export function SiteLink({ href, newTab = false, className, onClick, children, ...rest }: { href: string; newTab?: boolean; className?: string; onClick?: () => void; children: React.ReactNode; 'aria-label'?: string }) {
  const props: React.AnchorHTMLAttributes<HTMLAnchorElement> = { href, ...rest }
  if (className) props.className = className
  if (onClick) props.onClick = onClick
  if (newTab) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' })
  return <a {...props}>{children}</a>
}
