#!/usr/bin/env bash
# Regenerates every NEONPLAY visual asset in public/.
#
# Requirements (Debian): apt-get install -y librsvg2-bin pngquant ffmpeg fonts-inter; npm ci (sharp)
#   (imagemagick is only used for previews, not needed here)
# Node >= 18; webp.mjs uses sharp from node_modules.
#
# Usage: scripts/assets/build.sh            # everything
#        scripts/assets/build.sh svg        # only the SVGs + PNGs rendered from SVG
#        scripts/assets/build.sh video      # only the hero video + poster
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PUB="$ROOT/public"
TMP="$(mktemp -d /tmp/neonplay-assets.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
WHAT="${1:-all}"

kb() { echo "$(( ($(stat -c %s "$1") + 1023) / 1024 )) KB"; }

if [[ "$WHAT" == all || "$WHAT" == svg ]]; then
  node "$HERE/svgs.mjs" "$TMP"

  # auth dialog illustrations (600x800) and social preview (1200x630)
  mkdir -p "$PUB/auth"
  for n in login signup; do
    rsvg-convert "$TMP/auth-$n.svg" -o "$TMP/auth-$n.png"
    pngquant --force --speed 1 --quality 60-90 --strip --output "$PUB/auth/$n.png" "$TMP/auth-$n.png"
    echo "public/auth/$n.png $(kb "$PUB/auth/$n.png")"
  done
  rsvg-convert "$TMP/og-image.svg" -o "$TMP/og-image.png"
  # the pages load WebP (og-image stays PNG for social previews)
  node "$HERE/webp.mjs" auth
  rm -f "$PUB/auth/login.png" "$PUB/auth/signup.png"
  pngquant --force --speed 1 --floyd=0.5 --strip --output "$PUB/og-image.png" "$TMP/og-image.png"
  echo "public/og-image.png $(kb "$PUB/og-image.png")"
fi

if [[ "$WHAT" == all || "$WHAT" == video ]]; then
  mkdir -p "$PUB/media"
  node "$HERE/hero.mjs" --check
  node "$HERE/hero.mjs" "$TMP/hero.mkv"
  # H.264 / yuv420p / no audio / moov atom first
  ffmpeg -loglevel error -y -i "$TMP/hero.mkv" -an -c:v libx264 -preset veryslow -crf 24 \
    -pix_fmt yuv420p -profile:v high -level 4.0 -movflags +faststart "$PUB/media/hero.mp4"
  # VP9, two-pass constant quality
  ffmpeg -loglevel error -y -i "$TMP/hero.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 34 -pix_fmt yuv420p \
    -row-mt 1 -deadline good -cpu-used 1 -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
  ffmpeg -loglevel error -y -i "$TMP/hero.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 34 -pix_fmt yuv420p \
    -row-mt 1 -deadline good -cpu-used 1 -pass 2 -passlogfile "$TMP/vp9" "$PUB/media/hero.webm"
  # poster = first frame
  ffmpeg -loglevel error -y -i "$TMP/hero.mkv" -frames:v 1 -q:v 6 "$PUB/media/hero-poster.jpg"
  node "$HERE/webp.mjs" media
  rm -f "$PUB/media/hero-poster.jpg"
  for f in hero.mp4 hero.webm hero-poster.webp; do echo "public/media/$f $(kb "$PUB/media/$f")"; done
fi
