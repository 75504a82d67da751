#!/usr/bin/env bash
# Renders the seed's small video clips: the home background from ffmpeg's own generators, the transformations
# from frames drawn here (no footage from anywhere).
# Needs ffmpeg (`apt-get install ffmpeg`); the clips are committed, so `npm start` never needs it.
set -euo pipefail
out="$(dirname "$0")/../src/seed/assets"
mkdir -p "$out"
vp9=(-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -an -pix_fmt yuv420p)

# Home background: slow drifting gradients in the three role colours.
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=960x540:c0=0x12336b:c1=0x6b1612:c2=0x0f5a3a:c3=0x07080c:nb_colors=4:speed=0.015:d=8:r=24" \
  "${vp9[@]}" "$out/home-background.webm"

# Transformations: a wall collapsing into rubble, a platform rising, a bridge swinging across a gap. Drawn frame
# by frame as SVG (scripts/seed-clip-frames.ts, sharp), then encoded; each clip stays well under 1 MB.
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
npx tsx "$(dirname "$0")/seed-clip-frames.ts" "$frames"
for clip in transformation-collapse transformation-rise transformation-shift; do
  ffmpeg -y -loglevel error -framerate 12 -i "$frames/$clip/%04d.png" "${vp9[@]}" "$out/$clip.webm"
done
ls -l "$out"
