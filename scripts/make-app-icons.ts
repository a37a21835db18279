/**
 * The app icons (`npm run assets`), from assets-src/logo-mark.svg, as palette PNGs: the browser
 * fetches the manifest's icon while a page is still loading, so its size counts (192 px: 22 KB as
 * full-colour PNG, 6 KB with a palette, no visible difference for a flat mark).
 * - icon-192.png and icon-512.png: the mark as drawn, rounded square included;
 * - icon-maskable-512.png: the mark's shapes on a full-bleed square of its background colour,
 *   scaled so they sit inside the safe zone — the centred circle of 40% of the icon's size that
 *   every platform mask (circle, squircle, rounded square) keeps; declared with
 *   `purpose: "maskable"` in the manifest.
 */
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';

const SIZE = 512;
/** How much of the icon the mark's 64-unit box takes: its farthest point (22 units from the centre) lands at 0.27 × size, inside 0.4. */
const MARK_SCALE = 0.8;
const OUT = 'public/media/icon-maskable-512.png';
const asPng = (image: Sharp) => image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 });

const mark = readFileSync('assets-src/logo-mark.svg', 'utf8');
for (const size of [192, 512]) {
  await asPng(sharp(Buffer.from(mark), { density: (72 * size) / 64 }).resize(size, size)).toFile(`public/media/icon-${size}.png`);
}
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(mark)?.[1];
if (!background) throw new Error('assets-src/logo-mark.svg has no background <rect fill>');
// Everything inside the mark's <svg> but its rounded background square.
const inner = mark
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/\s*<rect[^>]*\/>/, '');
const offset = (SIZE * (1 - MARK_SCALE)) / 2;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${(SIZE * MARK_SCALE) / 64})">${inner}</g>
</svg>`;
await asPng(sharp(Buffer.from(svg))).toFile(OUT);
console.log(`wrote public/media/icon-192.png, public/media/icon-512.png and ${OUT}`);
