'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { parseCalloutParam } from '@/maps/guide-rules'

/**
 * Reports the address's ?callout= to the map guide, on arrival and after every navigation (a site search
 * result on the same map guide changes only the query, which no browser event announces). Rendered inside a
 * Suspense boundary: the guide's page is prerendered without a query.
 */
export function CalloutAddress({ onChange }: { onChange: (slug: string | null) => void }) {
  const value = parseCalloutParam(useSearchParams().get('callout'))
  useEffect(() => onChange(value), [value, onChange])
  return null
}
