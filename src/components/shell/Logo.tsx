/** The guide's word mark, drawn inline so it needs no image request; it shrinks to fit narrow screens. */
export function Logo({ size = 'small' }: { size?: 'small' | 'large' }) {
  return (
    <svg
      role="img"
      aria-label="Hero Shooter Fan Guide"
      viewBox="0 0 340 80"
      style={{ display: 'block', width: size === 'large' ? 'min(400px, 100%)' : '150px', height: 'auto' }}
    >
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
