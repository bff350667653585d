import type React from 'react'

/**
 * A menu link: the site's own pages through next/link, anything else (other
 * sites, tel:) as a plain anchor, opening a new tab only when the dealer asked for one.
 */
export function SiteLink({ href, newTab = false, className, onClick, children, ...rest }: { href: string; newTab?: boolean; className?: string; onClick?: () => void; children: React.ReactNode; 'aria-label'?: string }) {
  const targetProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const ownPage = href.startsWith('/') && !href.startsWith('//')
  return !ownPage ? (
    <a href={href} className={className} onClick={onClick} {...targetProps} {...rest}>
      {children}
    </a>
  ) : (
    <a href={href} className={className} onClick={onClick} {...targetProps} {...rest}>
      {children}
    </a>
  )
}
