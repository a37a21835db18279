#!/usr/bin/env bash
# Re-makes the committed media in public/ from assets-src/ and ffmpeg filters, deterministically.
# Needs Debian's ffmpeg (built with librsvg, libvpx, libx264, libmp3lame, libwebp, freetype) and
# fonts-dejavu-core, and a build for the walkthrough. CI does not run this: it uses the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
mkdir -p public/media/ads public/sounds

# Logo mark, favicon, wordmark logo and app icons.
cp assets-src/logo-mark.svg public/favicon.svg
sed 's/width="64" height="64"/width="120" height="40"/; s/viewBox="0 0 64 64"/viewBox="0 0 192 64"/' assets-src/logo-mark.svg \
  | sed 's#</svg>#  <text x="76" y="44" font-family="DejaVu Sans, system-ui, sans-serif" font-weight="700" font-size="34" fill="\#eef0f5">Pods</text>\n</svg>#' \
  | grep -v "<rect" > public/media/logo.svg
npx tsx scripts/make-app-icons.ts

# Looping logo animation (3 s): the mark turning gently over a glow; its poster is the first frame.
{ echo '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">'
  echo '  <rect width="320" height="320" fill="#0b0d12"/>'
  echo '  <g transform="translate(60 60) scale(3.125)">'
  sed '1d;$d' assets-src/logo-mark.svg
  echo '  </g>'
  echo '</svg>'; } > public/media/logo-loop-poster.svg
ff -f lavfi -i "color=c=0x0b0d12:s=320x320:d=3:r=30" -i assets-src/logo-mark.svg \
  -filter_complex "[1:v]scale=200:200,format=rgba,rotate='0.15*sin(2*PI*t/3)':c=none:ow=260:oh=260[m];[0:v][m]overlay=(W-w)/2:(H-h)/2-8*sin(2*PI*t/3)" \
  -an -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p public/media/logo-loop.webm
ff -f lavfi -i "color=c=0x0b0d12:s=320x320:d=3:r=30" -i assets-src/logo-mark.svg \
  -filter_complex "[1:v]scale=200:200,format=rgba,rotate='0.15*sin(2*PI*t/3)':c=none:ow=260:oh=260[m];[0:v][m]overlay=(W-w)/2:(H-h)/2-8*sin(2*PI*t/3)" \
  -an -c:v libx264 -crf 30 -pix_fmt yuv420p -movflags +faststart public/media/logo-loop.mp4

# Walkthrough: the real app in use on a phone, captured in Chromium from the built app (needs
# `npm run build` first; scripts/make-walkthrough.ts).
npx tsx scripts/make-walkthrough.ts

# Sounds: a click, a pop and a short arpeggio.
ff -f lavfi -i "aevalsrc='0.8*sin(2*PI*1800*t)*exp(-60*t)':s=44100:d=0.06" -ac 1 -b:a 64k public/sounds/button-tap.mp3
ff -f lavfi -i "aevalsrc='0.7*sin(2*PI*(500+900*t)*t)*exp(-18*t)':s=44100:d=0.2" -ac 1 -b:a 64k public/sounds/like.mp3
ff -f lavfi -i "aevalsrc='0.5*(sin(2*PI*523*t)*between(t,0,0.25)+sin(2*PI*659*t)*between(t,0.25,0.5)+sin(2*PI*784*t)*between(t,0.5,1))*exp(-2*mod(t,0.25))':s=44100:d=1" -ac 1 -b:a 64k public/sounds/jingle.mp3

# Ads, default avatar, and the 3D frame's loading image.
ad() { ff -f lavfi -i "gradients=s=600x300:c0=$1:c1=$2:x0=0:y0=0:x1=600:y1=300:d=1,drawtext=fontfile=$font:text='$3':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2" -frames:v 1 -c:v libwebp -quality 70 "$4"; }
ad 0x6d4aff 0x1f1147 'Host your launch in 3D' public/media/ads/ad-1.webp
ad 0x0f6b66 0x0b2d3a 'Pods for teams' public/media/ads/ad-2.webp
ad 0x8f2a5a 0x2a0f22 'Your gallery, in 3D' public/media/ads/ad-3.webp
ff -f lavfi -i "color=c=0x2a2f3a:s=128x128:d=1,geq=lum='if(lt(hypot(X-64,Y-48),24)+lt(hypot(X-64,Y-130),48),170,60)':cb=128:cr=128" -frames:v 1 -c:v libwebp public/media/default-avatar.webp
ff -i assets-src/logo-mark.svg -vf "scale=256:256" -frames:v 1 -c:v libwebp public/media/loading-pod.webp

cat > public/manifest.webmanifest <<'JSON'
{
  "id": "/",
  "name": "Pods",
  "short_name": "Pods",
  "description": "Build your own 3D space, connect with friends and host live events.",
  "start_url": "/",
  "display": "standalone",
  "background_color": "#0b0d12",
  "theme_color": "#0b0d12",
  "icons": [
    { "src": "/media/icon-192.png", "sizes": "192x192", "type": "image/png" },
    { "src": "/media/icon-512.png", "sizes": "512x512", "type": "image/png" },
    { "src": "/media/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" }
  ]
}
JSON
du -ah public | sort -k2
