/**
 * The maskable app icon (`npm run assets`): the logo mark's shapes on a full-bleed square of its
 * background colour, scaled so they sit inside the safe zone — the centred circle of 40% of the
 * icon's size that every platform mask (circle, squircle, rounded square) keeps. Written as
 * public/media/icon-maskable-512.png and declared with `purpose: "maskable"` in the manifest.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZE = 512;
/** How much of the icon the mark's 64-unit box takes: its farthest point (22 units from the centre) lands at 0.27 × size, inside 0.4. */
const MARK_SCALE = 0.8;
const OUT = 'public/media/icon-maskable-512.png';

const mark = readFileSync('assets-src/logo-mark.svg', 'utf8');
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
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(OUT);
console.log(`wrote ${OUT}`);
