import sharp from 'sharp'

/**
 * A 1920 × 1080 plan drawn like an editor's screenshot: flat areas, lanes and labels, saved as PNG. Detailed
 * enough that a crop or a shift of a rendition shows.
 */
export async function screenshotPlan(): Promise<Buffer> {
  const lanes = Array.from({ length: 24 }, (_, index) => `<path d="M ${index * 80} 0 C ${index * 80 + 300} 400, ${index * 60} 700, ${1920 - index * 70} 1080" stroke="hsl(${index * 15} 60% 55%)" stroke-width="${6 + (index % 5) * 3}" fill="none"/>`)
  const labels = Array.from({ length: 30 }, (_, index) => `<text x="${(index * 173) % 1800}" y="${60 + ((index * 97) % 1000)}" font-size="34" fill="#fff">Area ${index + 1}</text>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#2b3440"/>${lanes.join('')}${labels.join('')}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
