'use client'

import { useRowLabel } from '@payloadcms/ui'

import { useToolWords } from './use-tool-words'

/** A collapsed name/value row reads as its name ("cooldown: 12 s"), not "Property 01". */
export function NameValueRowLabel() {
  const say = useToolWords()
  const { data, rowNumber } = useRowLabel<{ name?: string; value?: string }>()
  const name = data?.name?.trim().replace(/_/g, ' ')
  const text = name ? (data?.value ? `${name}: ${data.value}` : name) : say('rows.unnamed', { number: String((rowNumber ?? 0) + 1).padStart(2, '0') })
  return <span data-testid="name-value-row-label">{text}</span>
}
