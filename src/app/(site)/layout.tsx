import type { Metadata } from 'next'
import type React from 'react'

import '@/components/ui/tokens.css'
import '@/components/ui/base.css'
import './site.css'

export const metadata: Metadata = { title: 'Forecourt' }

/** Root layout of every dealer site; the site itself (name, theme) is chosen in sites/[host]/layout.tsx. */
export default function PublicRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  )
}
