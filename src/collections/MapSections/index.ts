import type { CollectionConfig, CollectionSlug, JoinField } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords, type AdminText } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { withLiveDrafts } from '../live-drafts'

import { sectionGeoJSONEndpoints } from './geojson-endpoints'
import { setSectionTitle } from './hooks'

const sectionJoin = (name: string, label: AdminText, collection: CollectionSlug, defaultColumns: string[]): JoinField => ({
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
  labels: { singular: adminWords('map-sections.singular'), plural: adminWords('map-sections.plural') },
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
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    slugField('name', { unique: false }),
    { name: 'map', label: adminWords('shared.fields.map'), type: 'relationship', relationTo: 'maps', required: true, index: true },
    {
      name: 'order',
      label: adminWords('shared.fields.order'),
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 0,
      admin: { description: adminWords('map-sections.descriptions.order') },
    },
    {
      name: 'mapImage',
      label: adminWords('map-sections.fields.mapImage'),
      type: 'upload',
      relationTo: 'media',
      admin: { description: adminWords('map-sections.descriptions.mapImage') },
    },
    {
      name: 'title',
      label: adminWords('shared.fields.title'),
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [setSectionTitle] },
    },
    // What belongs to the section, edited in place (a drawer); "Add new" fills in this section.
    sectionJoin('markers', adminWords('map-sections.fields.markers'), 'map-markers', ['description', 'icon', 'lat', 'lng']),
    {
      // Presentational only (no column): the section's markers, callouts or routes as CSV/JSON, the whole section
      // as GeoJSON, and all-or-nothing imports of them.
      name: 'markersInBulk',
      label: adminWords('map-sections.fields.markersInBulk'),
      type: 'ui',
      admin: { components: { Field: '/components/admin/MapDataInBulkField#MapDataInBulkField' } },
    },
    sectionJoin('callouts', adminWords('map-sections.fields.callouts'), 'map-callouts', ['name', 'slug', 'description']),
    sectionJoin('routes', adminWords('map-sections.fields.routes'), 'map-routes', ['name', 'kind', 'slug']),
    sectionJoin('hotSpot', adminWords('map-sections.fields.hotSpot'), 'power-positions', ['defDescription', 'atkDescription']),
    sectionJoin('breakouts', adminWords('map-sections.fields.breakouts'), 'breakouts', ['defDescription', 'atkDescription']),
    sectionJoin('transformations', adminWords('map-sections.fields.transformations'), 'transformations', ['description', 'video']),
    sectionJoin('utilityPlacements', adminWords('map-sections.fields.utilityPlacements'), 'utility-placements', ['side', 'description', 'image']),
  ],
})
