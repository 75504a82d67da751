#!/usr/bin/env bash
# Renders the seed's small video clips from ffmpeg's own generators (no footage from anywhere).
# Needs ffmpeg (`apt-get install ffmpeg`); the clips are committed, so `npm start` never needs it.
set -euo pipefail
out="$(dirname "$0")/../src/seed/assets"
mkdir -p "$out"
vp9=(-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -an -pix_fmt yuv420p)

# Home background: slow drifting gradients in the three role colours.
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=960x540:c0=0x12336b:c1=0x6b1612:c2=0x0f5a3a:c3=0x07080c:nb_colors=4:speed=0.015:d=8:r=24" \
  "${vp9[@]}" "$out/home-background.webm"

# Transformations: a collapsing wall, a rising platform, a shifting bridge.
ffmpeg -y -loglevel error -f lavfi -i "life=s=320x180:mold=10:r=12:ratio=0.1:death_color=#3b1a12:life_color=#f2743a,scale=640:360:flags=neighbor" \
  -t 4 "${vp9[@]}" "$out/transformation-collapse.webm"
ffmpeg -y -loglevel error -f lavfi -i "cellauto=s=320x180:rule=30:r=12,scale=640:360:flags=neighbor,colorchannelmixer=rr=0.2:gg=0.8:bb=1" \
  -t 4 "${vp9[@]}" "$out/transformation-rise.webm"
ffmpeg -y -loglevel error -f lavfi -i "mandelbrot=s=640x360:r=12:end_scale=0.2" \
  -t 4 "${vp9[@]}" "$out/transformation-shift.webm"
ls -l "$out"
