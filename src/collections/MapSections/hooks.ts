import type { FieldHook } from 'payload'

/** "Royal Palace · Throne Room": what pickers and lists show, since section names repeat across maps. */
export const setSectionTitle: FieldHook = async ({ data, originalDoc, req }) => {
  const mapRef = data?.map ?? originalDoc?.map
  const name = data?.name ?? originalDoc?.name ?? ''
  const mapId = typeof mapRef === 'object' && mapRef ? mapRef.id : mapRef
  if (!mapId) return name
  const map = await req.payload.findByID({ collection: 'maps', id: mapId, depth: 0, req }).catch(() => null)
  return map ? `${map.name} · ${name}` : name
}
