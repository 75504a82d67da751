/**
 * The picture a hero without a portrait shows wherever a portrait would be (the roster, the counter-pick
 * helper, the tier list, the map's hero layer): its role's stand-in, drawn by scripts/make-static-images.ts
 * (src/seed/images.ts heroPlaceholder) into public/, never game art.
 */
export const HERO_PLACEHOLDER_SIZE = 256

export const heroPlaceholderUrl = (role: string) => `/heroes/roles/${role}-avatar.webp`
