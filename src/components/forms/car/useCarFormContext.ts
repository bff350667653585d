'use client'

import { useState } from 'react'

import { leadFormContext, type LeadFormContext } from '@/domain/leads/formContext'

import type { CarFormSettings } from './formCar'

/**
 * A car form's context: the site's settings and no location or dealership
 * select, as the server builds it for the car forms (src/leads/leadContext.ts).
 * `now` is when the form opened; each check uses its own moment.
 */
export function useCarFormContext(settings: CarFormSettings): LeadFormContext {
  const [context] = useState(() => leadFormContext(settings, { now: new Date() }))
  return context
}
