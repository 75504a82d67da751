import type { FieldHook } from 'payload'

/**
 * Keeps a JSON field of points ([[lat, lng], …]) as stored when a partial update leaves it out. Payload fills
 * such a field with a shallow copy of each stored row ({ ...row }), which turns every [lat, lng] pair into an
 * object { 0: lat, 1: lng } that the shape's rules then refuse: renaming a route over REST would fail on its
 * line. The stored value itself is what the update means to keep.
 */
export const keepStoredPoints: FieldHook = ({ field, siblingData, previousValue, value }) => {
  const name = 'name' in field ? field.name : undefined
  return name && siblingData?.[name] === undefined && previousValue !== undefined ? previousValue : value
}
