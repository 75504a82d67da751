import type { CollectionConfig, CollectionSlug, JoinField } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { withLiveDrafts } from '../live-drafts'

import { sectionGeoJSONEndpoints } from './geojson-endpoints'
import { setSectionTitle } from './hooks'

const sectionJoin = (name: string, label: string, collection: CollectionSlug, defaultColumns: string[]): JoinField => ({
  name,
  label,
  type: 'join',
  collection,
  on: 'section',
  defaultLimit: 0,
  admin: { defaultColumns },
})

export const MapSections: CollectionConfig = withLiveDrafts({
  slug: 'map-sections',
  labels: { singular: 'Map section', plural: 'Map sections' },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'slug', 'mapImage'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  endpoints: sectionGeoJSONEndpoints,
  defaultSort: 'order',
  // A section's slug is unique within its map: every map has its own "spawn".
  indexes: [{ fields: ['map', 'slug'], unique: true }],
  hooks: {
    afterChange: [indexForSearch, revalidateCollection],
    afterDelete: [indexForSearch, revalidateCollection],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', { unique: false }),
    { name: 'map', type: 'relationship', relationTo: 'maps', required: true, index: true },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 0,
      admin: { description: 'Play order within the map; the first section opens by default.' },
    },
    {
      name: 'mapImage',
      label: 'Map image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Top-down image for the interactive viewer, 16:9.' },
    },
    {
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [setSectionTitle] },
    },
    // What belongs to the section, edited in place (a drawer); "Add new" fills in this section.
    sectionJoin('markers', 'Markers', 'map-markers', ['description', 'icon', 'lat', 'lng']),
    {
      // Presentational only (no column): the section's markers, callouts or routes as CSV/JSON, the whole section
      // as GeoJSON, and all-or-nothing imports of them.
      name: 'markersInBulk',
      type: 'ui',
      admin: { components: { Field: '/components/admin/MapDataInBulkField#MapDataInBulkField' } },
    },
    sectionJoin('callouts', 'Callouts', 'map-callouts', ['name', 'slug', 'description']),
    sectionJoin('routes', 'Routes', 'map-routes', ['name', 'kind', 'slug']),
    sectionJoin('hotSpot', 'Hot spot', 'power-positions', ['defDescription', 'atkDescription']),
    sectionJoin('breakouts', 'Breakouts', 'breakouts', ['defDescription', 'atkDescription']),
    sectionJoin('transformations', 'Transformations', 'transformations', ['description', 'video']),
    sectionJoin('utilityPlacements', 'Utility placements', 'utility-placements', ['side', 'description', 'image']),
  ],
})
