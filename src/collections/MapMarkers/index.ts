import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { MARKER_LIST_PAGE_SIZE } from './admin-list'
import { markerEndpoints } from './endpoints'
import { withTextStamp } from '@/fields/translation-stamp'

/** lat/lng are plain numbers in the viewer's image coordinates (CRS.Simple), not geographic points. */
const coordinate = (name: 'lat' | 'lng', limit: number) => ({
  name,
  label: adminWords(name === 'lat' ? 'shared.fields.lat' : 'shared.fields.lng'),
  type: 'number' as const,
  required: true,
  min: -limit,
  max: limit,
  admin: { width: '50%', step: 0.01 },
})

export const MapMarkers: CollectionConfig = withTextStamp({
  slug: 'map-markers',
  labels: { singular: adminWords('map-markers.singular'), plural: adminWords('map-markers.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'description',
    defaultColumns: ['section', 'icon', 'description', 'lat', 'lng'],
    hidden: hiddenFromAuthors,
    pagination: { defaultLimit: MARKER_LIST_PAGE_SIZE, limits: [25, MARKER_LIST_PAGE_SIZE, 100] },
    components: { beforeListTable: ['/components/admin/MarkerFilters#MarkerFilters'] },
  },
  access: contentAccess,
  endpoints: markerEndpoints,
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    // Section titles read "Map · Section", so this column names both (drawn on the server, never "<No …>" first).
    {
      ...sectionField,
      label: adminWords('shared.fields.mapSection'),
      admin: { components: { Cell: '/components/admin/MarkerSectionCell#MarkerSectionCell' } },
    },
    {
      name: 'icon',
      label: adminWords('map-markers.fields.icon'),
      type: 'relationship',
      relationTo: 'marker-icons',
      required: true,
      admin: { components: { Cell: '/components/admin/MarkerIconCell#MarkerIconCell' } },
    },
    {
      // Optional: a spot that belongs to one hero (a Peni Parker nest spot); the viewer's hero layer shows it.
      name: 'hero',
      label: adminWords('shared.fields.hero'),
      type: 'relationship',
      relationTo: 'heroes',
      index: true,
      admin: { description: adminWords('map-markers.descriptions.hero') },
    },
    {
      // Presentational only (no column): the section's map, where a click or a drag sets lat and lng below.
      name: 'placement',
      label: adminWords('map-markers.fields.placement'),
      type: 'ui',
      admin: { components: { Field: '/components/admin/MarkerPlacementField#MarkerPlacementField' } },
    },
    { type: 'row', fields: [coordinate('lat', MAP_IMAGE_BOUNDS.maxLat), coordinate('lng', MAP_IMAGE_BOUNDS.maxLng)] },
    { type: 'row', fields: [
      { name: 'image1', label: adminWords('map-markers.fields.image1'), type: 'upload', relationTo: 'media', admin: { width: '50%' } },
      { name: 'image2', label: adminWords('map-markers.fields.image2'), type: 'upload', relationTo: 'media', admin: { width: '50%' } },
    ] },
    {
      name: 'description',
      label: adminWords('shared.fields.description'),
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 2000,
      admin: { components: { Cell: '/components/admin/MarkerDescriptionCell#MarkerDescriptionCell' } },
    },
  ],
})
