import type { CollectionConfig, FieldHook, JSONFieldValidation } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { mapScopedSlugField } from '@/fields/map-slug'
import { keepStoredPoints } from '@/fields/points'
import { adminMessage, adminOptions, adminWords, problemMessage } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { checkPolyline, ROUTE_KINDS } from '@/maps/routes'
import { revalidateCollection } from '@/cache/revalidate'
import { routeEndpoints } from './endpoints'
import { withTextStamp } from '@/fields/translation-stamp'

/** A route's name: short, as a player would say it over voice chat ("Library flank"). */
const NAME_MAX = 60

/** The admin's JSON editor may hand over its text; the REST body arrives parsed. */
function parsedLine(raw: unknown): { value: unknown } | { message: string } {
  if (typeof raw !== 'string') return { value: raw }
  if (!raw.trim()) return { value: null }
  try {
    return { value: JSON.parse(raw) }
  } catch {
    return { message: 'The route must be JSON: [[lat, lng], …].' }
  }
}

const validateLine: JSONFieldValidation = (raw, { req }) => {
  const parsed = parsedLine(raw)
  if ('message' in parsed) return adminMessage(req, 'routeJson')
  if (parsed.value === null || parsed.value === undefined) return adminMessage(req, 'routeDraw')
  const checked = checkPolyline(parsed.value)
  return checked.ok ? true : problemMessage(req, checked)
}

/** Stored as the rules give it back: points rounded to hundredths, a repeated point dropped. */
const normaliseLine: FieldHook = ({ value }) => {
  const parsed = parsedLine(value)
  if ('message' in parsed) return value
  const checked = checkPolyline(parsed.value)
  return checked.ok ? checked.value : value
}

/**
 * Routes: the lines players take across a section (a flank, a rotation, the payload's path, an escape), drawn
 * over the section image in its own CRS.Simple units as markers and callouts use. Shown as the viewer's Routes
 * layer (one style per kind), served by /api/maps/{map}/routes and found by Find on map.
 */
export const MapRoutes: CollectionConfig = withTextStamp({
  slug: 'map-routes',
  labels: { singular: adminWords('map-routes.singular'), plural: adminWords('map-routes.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'section', 'slug'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  endpoints: routeEndpoints,
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    {
      ...sectionField,
      label: adminWords('shared.fields.mapSection'),
      admin: { components: { Cell: '/components/admin/MarkerSectionCell#MarkerSectionCell' } },
    },
    {
      name: 'kind',
      label: adminWords('shared.fields.kind'),
      type: 'select',
      required: true,
      options: adminOptions('map-routes.options.kind', ROUTE_KINDS),
      admin: { description: adminWords('map-routes.descriptions.kind') },
    },
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true, localized: true, maxLength: NAME_MAX, admin: { description: adminWords('map-routes.descriptions.name') } },
    mapScopedSlugField('map-routes', { taken: 'routeSlugTaken', query: 'route' }),
    { name: 'description', label: adminWords('shared.fields.description'), type: 'text', localized: true, maxLength: 160, admin: { description: adminWords('map-routes.descriptions.description') } },
    {
      name: 'line',
      label: adminWords('map-routes.fields.line'),
      type: 'json',
      required: true,
      validate: validateLine,
      hooks: { beforeValidate: [keepStoredPoints, normaliseLine] },
      admin: {
        // Drawn on the section's image; the value stays the points [[lat, lng], …] in the image's coordinates.
        components: { Field: '/components/admin/RouteLineField#RouteLineField' },
        description: adminWords('map-routes.descriptions.line'),
      },
    },
  ],
})
