/**
 * Draws each pod template's display image from its scene (`npm run template-images`): a room in
 * one-point perspective in the scene's own colours, with its frames, models and light, written as
 * a small WebP to public/media/templates/<podId>.webp. Fails if an image reaches 100 KB.
 */
import { mkdirSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { templateCatalogue } from '../server/pods/catalogue.ts';
import { podSceneSchema, type PodScene } from '../server/pods/scene.ts';

const W = 800;
const H = 600;
const OUT = 'public/media/templates';
const MAX_BYTES = 100 * 1024;

function shade(hex: string, factor: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function drawRoom(scene: PodScene, name: string) {
  const { width, depth, height, shape } = scene.room;
  // The back wall's rectangle shrinks with depth; the front edges are the image corners.
  const scale = Math.min(0.62, 6 / depth + 0.12);
  const bw = Math.min(W * 0.8, W * scale * (width / Math.max(width, depth)) + 120);
  const bh = Math.min(H * 0.55, bw * (height / width) + 60);
  const bx = (W - bw) / 2;
  const by = H * 0.42 - bh / 2;
  const { floor, walls, ceiling } = scene.materials;
  const light = scene.lights.find((l) => l.type === 'point' || l.type === 'spot')?.color ?? '#ffffff';
  const open = shape === 'open';
  const round = shape === 'round';
  const backTop = round ? `M${bx},${by + 40} Q${W / 2},${by - 50} ${bx + bw},${by + 40}` : `M${bx},${by} L${bx + bw},${by}`;
  const frames = scene.slots.filter((s) => s.kind === 'frame' && Math.abs(s.rotation.y) < 0.01);
  const models = scene.slots.filter((s) => s.kind === 'model');
  const frameRects = frames.map((slot) => {
    const fw = (slot.scale.x / width) * bw;
    const fh = (slot.scale.y / height) * bh;
    const cx = W / 2 + (slot.position.x / width) * bw;
    const cy = by + bh - (slot.position.y / height) * bh;
    return `<rect x="${cx - fw / 2}" y="${cy - fh / 2}" width="${fw}" height="${fh}" rx="4" fill="${shade(light, 0.55)}" stroke="${shade(walls.color, 0.55)}" stroke-width="5"/>
      <rect x="${cx - fw / 2 + 8}" y="${cy - fh / 2 + 8}" width="${fw - 16}" height="${fh - 16}" fill="url(#glow)" opacity="0.6"/>`;
  });
  const modelShapes = models.map((slot, i) => {
    const cx = W / 2 + (slot.position.x / width) * (bw + (W - bw) * 0.5);
    const cy = by + bh + 40 + (i % 2) * 30 + ((slot.position.z + depth / 2) / depth) * 60;
    const size = 34 + (i % 3) * 10;
    return i % 2 === 0
      ? `<rect x="${cx - size / 2}" y="${cy - size}" width="${size}" height="${size}" rx="6" fill="${shade(light, 0.8)}" opacity="0.9"/>`
      : `<ellipse cx="${cx}" cy="${cy - size / 2}" rx="${size / 2}" ry="${size / 2}" fill="${shade(floor.color, 1.35)}" opacity="0.95"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="30%" r="60%"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor.color, 0.8)}"/><stop offset="1" stop-color="${shade(floor.color, 1.1)}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${scene.background}"/>
  ${open ? '' : `<polygon points="0,0 ${W},0 ${bx + bw},${by} ${bx},${by}" fill="${shade(ceiling.color, 0.85)}"/>`}
  <polygon points="0,${open ? H * 0.35 : 0} ${bx},${by + (open ? bh * 0.3 : 0)} ${bx},${by + bh} 0,${H}" fill="${shade(walls.color, 0.78)}"/>
  <polygon points="${W},${open ? H * 0.35 : 0} ${bx + bw},${by + (open ? bh * 0.3 : 0)} ${bx + bw},${by + bh} ${W},${H}" fill="${shade(walls.color, 0.7)}"/>
  <path d="${backTop} L${bx + bw},${by + bh} L${bx},${by + bh} Z" fill="${walls.color}"/>
  <polygon points="${bx},${by + bh} ${bx + bw},${by + bh} ${W},${H} 0,${H}" fill="url(#floor)"/>
  <ellipse cx="${W / 2}" cy="${by + 30}" rx="${bw * 0.5}" ry="${bh * 0.5}" fill="url(#glow)" opacity="0.45"/>
  ${frameRects.join('\n  ')}
  ${modelShapes.join('\n  ')}
  <rect x="0" y="${H - 76}" width="${W}" height="76" fill="rgb(0,0,0)" opacity="0.45"/>
  <text x="28" y="${H - 26}" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${name}</text>
</svg>`;
}

const ids = new Set<string>();
let failed = false;
mkdirSync(OUT, { recursive: true });
if (templateCatalogue.length !== 24) throw new Error(`Expected 24 templates, found ${templateCatalogue.length}`);
for (const template of templateCatalogue) {
  if (ids.has(template.podId)) throw new Error(`Duplicate podId ${template.podId}`);
  ids.add(template.podId);
  const scene = podSceneSchema.parse(template.scene);
  const file = `${OUT}/${template.podId}.webp`;
  await sharp(Buffer.from(drawRoom(scene, template.name))).resize(480, 360).webp({ quality: 72, effort: 6 }).toFile(file);
  const { size } = statSync(file);
  console.log(`${file} ${(size / 1024).toFixed(1)} KB`);
  if (size >= MAX_BYTES) failed = true;
}
if (failed) {
  console.error('An image is 100 KB or more.');
  process.exit(1);
}
