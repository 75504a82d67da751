import mark from './logo.svg'

const NAME = 'Hero Shooter Fan Guide'

/**
 * The guide's word mark (logo.svg). In the navigation it is that file, fetched once and kept by the browser for every
 * page, instead of each page's HTML carrying its drawing (issue 49: about 180 bytes of brotli a page). The home
 * page's large one is drawn inline: it is the biggest thing on that screen beside the tagline, and as a file it
 * would become the largest paint and wait for a request.
 */
export function Logo({ size = 'small' }: { size?: 'small' | 'large' }) {
  // eslint-disable-next-line @next/next/no-img-element -- a vector drawing of 0.6 KB, nothing for an optimizer to do
  if (size === 'small') return <img src={(mark as { src: string }).src} alt={NAME} width={150} height={35} style={{ display: 'block' }} />
  return (
    <svg role="img" aria-label={NAME} viewBox="0 0 340 80" style={{ display: 'block', width: 'min(400px, 100%)', height: 'auto' }}>
      <polygon points="4,8 66,8 80,40 66,72 4,72 18,40" fill="#f2c230" />
      <text x="42" y="49" textAnchor="middle" fontSize="24" fontWeight="800" fill="#111" fontFamily="system-ui, sans-serif">
        6v6
      </text>
      <text x="92" y="38" fontSize="25" fontWeight="800" fill="#eef1f6" fontFamily="system-ui, sans-serif" letterSpacing="1.5">
        HERO SHOOTER
      </text>
      <text x="92" y="66" fontSize="19" fontWeight="600" fill="#f2c230" fontFamily="system-ui, sans-serif" letterSpacing="5">
        FAN GUIDE
      </text>
    </svg>
  )
}
