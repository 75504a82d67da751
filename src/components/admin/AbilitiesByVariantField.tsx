'use client'

import { JoinField, useFormFields } from '@payloadcms/ui'
import type { JoinFieldClientComponent, StaticLabel } from 'payload'

import { variantLabel } from '@/rules/slugs'

/** The field's label (a text per admin language) followed by the variant's name: "Habilidades · Bruce Banner". */
function labelOfVariant(label: StaticLabel | false | undefined, variant: string): StaticLabel {
  const name = variantLabel(variant)
  if (!label) return `Abilities · ${name}`
  if (typeof label === 'string') return `${label} · ${name}`
  return Object.fromEntries(Object.entries(label).map(([language, text]) => [language, `${text} · ${name}`]))
}

/**
 * The hero's abilities, one table per variant (the variants listed on the hero). Each table is Payload's own
 * join field narrowed to one variant: rows open in a drawer, "Add new" fills in the hero.
 */
export const AbilitiesByVariantField: JoinFieldClientComponent = (props) => {
  const variants = useFormFields(([fields]) => fields.variants?.value) as string[] | null | undefined
  if (!Array.isArray(variants) || variants.length < 2) return <JoinField {...props} />
  return (
    <div className="abilities-by-variant">
      {variants.map((variant) => (
        <JoinField
          key={variant}
          {...props}
          field={{ ...props.field, label: labelOfVariant(props.field.label, variant), where: { variant: { equals: variant } } }}
        />
      ))}
    </div>
  )
}
