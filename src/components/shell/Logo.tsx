/** The guide's word mark, drawn inline so it needs no image request. */
export function Logo({ size = 'small' }: { size?: 'small' | 'large' }) {
  const height = size === 'large' ? 96 : 36
  return (
    <svg role="img" aria-label="Hero Shooter Fan Guide" height={height} viewBox="0 0 300 80" style={{ display: 'block' }}>
      <polygon points="8,8 60,8 72,40 60,72 8,72 20,40" fill="#f2c230" />
      <text x="40" y="50" textAnchor="middle" fontSize="30" fontWeight="800" fill="#111" fontFamily="system-ui, sans-serif">
        6v6
      </text>
      <text x="84" y="38" fontSize="26" fontWeight="800" fill="#eef1f6" fontFamily="system-ui, sans-serif" letterSpacing="2">
        HERO SHOOTER
      </text>
      <text x="84" y="66" fontSize="20" fontWeight="600" fill="#f2c230" fontFamily="system-ui, sans-serif" letterSpacing="6">
        FAN GUIDE
      </text>
    </svg>
  )
}
