'use client'

import { SelectInput, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useMemo, useRef, type CSSProperties } from 'react'

import { variantLabel } from '@/rules/slugs'

import { useCmsJson } from './use-cms-json'
import { useToolWords } from './use-tool-words'

/**
 * An ability's variant, chosen among its hero's own variants (kept on the hero, where editors add one).
 * The value stays the variant's slug; the server checks it against the hero too.
 */
export const VariantField: TextFieldClientComponent = ({ field, path }) => {
  const say = useToolWords()
  const { value, setValue, showError } = useField<string>({ potentiallyStalePath: path })
  const heroRef = useFormFields(([fields]) => fields.hero?.value) as number | string | { id: number | string } | undefined
  const heroId = typeof heroRef === 'object' && heroRef ? heroRef.id : heroRef
  const hero = useCmsJson<{ variants?: string[] | null }>(
    heroId ? `/heroes/${heroId}?depth=0&draft=true&select[variants]=true` : undefined,
  )
  const variants = useMemo(() => (heroId && hero?.variants) || [], [heroId, hero])
  // Once a hero's variants arrive: a one-form hero's form is chosen without asking, and a choice that
  // belonged to the previously chosen hero is cleared. A stored ability keeps its value on opening.
  const heroSeen = useRef<typeof heroId>(undefined)
  useEffect(() => {
    if (!heroId || !hero || heroSeen.current === heroId) return
    const opening = heroSeen.current === undefined
    heroSeen.current = heroId
    if (value && (variants.includes(value) || opening)) return
    const next = variants.length === 1 ? variants[0] : ''
    if (next !== (value ?? '')) setValue(next)
  }, [heroId, hero, variants, value, setValue])

  const options = [...new Set([...variants, ...(value ? [value] : [])])].map((variant) => ({
    label: variants.includes(variant) ? variantLabel(variant) : say('variant.notOne', { variant: variantLabel(variant) }),
    value: variant,
  }))
  const description = heroId
    ? say('variant.description')
    : say('variant.chooseHero')

  return (
    <SelectInput
      path={path}
      name={field.name}
      label={field.label ?? say('variant.label')}
      required={field.required}
      options={options}
      value={value ?? ''}
      readOnly={!heroId}
      showError={showError}
      description={description}
      isClearable={false}
      // The row's width, as Payload's own fields take it.
      style={(field.admin?.width ? { '--field-width': field.admin.width } : { flex: '1 1 auto' }) as CSSProperties}
      onChange={(option) => {
        const chosen = Array.isArray(option) ? option[0] : option
        setValue(chosen && typeof chosen === 'object' && 'value' in chosen ? String(chosen.value) : '')
      }}
    />
  )
}
