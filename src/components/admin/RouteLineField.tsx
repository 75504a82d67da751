'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { checkPolyline } from '@/maps/routes'

import { DrawnShapeField, useDrawnPoints, useOtherShapes } from './DrawnShapeField'
import { idOf } from './use-section-image'
import { useToolWords } from './use-tool-words'

/**
 * The route's line, drawn on its section's image (DrawnShapeField): points to click in walking order, drag,
 * undo and clear, judged by the collection's rules (src/maps/routes.ts), with the section's callouts and other
 * routes faintly around it.
 */
export const RouteLineField: JSONFieldClientComponent = ({ field, path }) => {
  const { id: routeId } = useDocumentInfo()
  const sectionId = idOf(useFormFields(([fields]) => fields.section?.value))
  const routeName = useFormFields(([fields]) => fields.name?.value)
  const drawn = useDrawnPoints(path ?? field.name, checkPolyline)
  const others = useOtherShapes(sectionId, { collection: 'map-routes', id: routeId })
  const say = useToolWords()
  return (
    <DrawnShapeField
      label={field.label || say('route.label')}
      className="route-line"
      shape="line"
      drawn={drawn}
      sectionId={sectionId}
      ownName={typeof routeName === 'string' && routeName ? routeName : say('route.ownName')}
      others={others}
      kind="route"
      help={say('route.help')}
    />
  )
}
