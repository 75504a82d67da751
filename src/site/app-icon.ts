/**
 * The installed app's icon: the word mark's badge (src/components/shell/Logo.tsx), the yellow six-sided plate with
 * "6v6", on the guide's night background. `maskable` keeps the badge inside the middle 80% that every launcher's
 * mask leaves whole. scripts/make-static-images.ts renders it into public/icons/ at the sizes the manifest lists.
 */
export const APP_BACKGROUND = '#0d0f14'
const APP_ACCENT = '#f2c230'

/** Square sizes the manifest names: Android's launcher (192), the splash screen and install dialog (512). */
export const APP_ICON_SIZES = [192, 512] as const

export function appIconPath(size: number, maskable: boolean): string {
  return `/icons/app-${maskable ? 'maskable-' : ''}${size}.png`
}

export function appIconSvg(size: number, maskable: boolean): string {
  // The badge is 76 wide and 64 high in the word mark's own units; scale it to fill the safe area.
  const safe = maskable ? 0.62 : 0.86
  const scale = (size * safe) / 76
  const x = (size - 76 * scale) / 2
  const y = (size - 64 * scale) / 2
  const corner = maskable ? 0 : Math.round(size * 0.18)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${APP_BACKGROUND}"/>
  <g transform="translate(${x} ${y}) scale(${scale}) translate(-4 -8)">
    <polygon points="4,8 66,8 80,40 66,72 4,72 18,40" fill="${APP_ACCENT}"/>
    <text x="42" y="49" text-anchor="middle" font-size="24" font-weight="800" fill="#111" font-family="DejaVu Sans, sans-serif">6v6</text>
  </g>
</svg>`
}
