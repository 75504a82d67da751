'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { checkPolyline } from '@/maps/routes'

import { DrawnShapeField, useDrawnPoints, useOtherShapes } from './DrawnShapeField'
import { idOf } from './use-section-image'

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
  return (
    <DrawnShapeField
      label={field.label || 'Route on the map'}
      className="route-line"
      shape="line"
      drawn={drawn}
      sectionId={sectionId}
      ownName={typeof routeName === 'string' && routeName ? routeName : 'This route'}
      others={others}
      words={{ point: 'point', whole: 'route', of: 'route', draws: 'the route' }}
      help={
        <>
          Click the map to add points in the order a player walks them; drag a point to move it. A focused point
          also moves with the arrow keys (Shift for small steps), and Delete removes it. The numbers show the
          order. Faint outlines are this section’s callouts; faint dashed lines its other routes.
        </>
      }
    />
  )
}
