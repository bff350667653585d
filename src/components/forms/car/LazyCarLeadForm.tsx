'use client'

import dynamic from 'next/dynamic'

/**
 * The car forms' code, fetched when a form is about to show: react-hook-form,
 * zod and the schemas are not part of the car page's first download (its
 * JavaScript budget, BENCHMARKS.md).
 */
export const LazyCarLeadForm = dynamic(() => import('./CarLeadForm'), {
  ssr: false,
  loading: () => <p role="status">Loading the form…</p>,
})
