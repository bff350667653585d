import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { styleguideIsOpen } from '@/components/ui/styleguideIsOpen'

export const metadata: Metadata = { title: 'Baseline', robots: { index: false, follow: false } }

/**
 * /_baseline on any dealer host: the same build's root layout with one
 * server-rendered heading and paragraph, and no client component. bench:pages
 * measures it beside the shopper's pages, so their LCP and TBT read as a
 * difference from what this machine gives any page, and its scripts are the
 * framework's floor (Next and React's root chunks) that every page loads.
 */
export default async function BaselinePage() {
  // Decided per request: the flag belongs to the running server, not the build.
  await connection()
  // Open where the styleguide is (development, and the test and bench servers), never in production.
  if (!styleguideIsOpen()) notFound()
  return (
    <main className="not-found">
      <h1>Baseline</h1>
      <p>A page with no client components, measured beside the shopper&apos;s pages.</p>
    </main>
  )
}
