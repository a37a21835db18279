/**
 * Makes each pod template's display image from its scene (`npm run template-images`), written as
 * a small WebP to public/media/templates/<podId>.webp. With a build (dist/pod-app) the images are
 * real renders of the pod app (scripts/template-images/: Playwright in Chromium, the server started
 * for it); without one, or with `--drawn`, each is drawn: a room in one-point perspective in the
 * scene's own colours with its frames, embeds, models and light (props are not drawn). Checks the
 * catalogue first (24 templates, unique podIds, valid scenes) and fails if an image reaches 100 KB.
 */
import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { templateCatalogue } from '../server/pods/catalogue.ts';
import { podSceneSchema, type PodScene, type Vector } from '../shared/pod-scene.ts';
import { portArgument, runTemplateSpec } from './template-images/run.ts';

const W = 800;
const H = 600;
const OUT = 'public/media/templates';
const MAX_BYTES = 100 * 1024;

function fail(message: string): never {
  console.error(`make-template-images: ${message}`);
  process.exit(1);
}

function shade(hex: string, factor: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (n: number) => n.toFixed(1);

function drawRoom(scene: PodScene, name: string) {
  const { width, depth, height, shape } = scene.room;
  // The back wall is a rectangle in the middle of the image; the front of the room is the image frame.
  const bw = Math.min(W * 0.62, Math.max(W * 0.34, W * 0.55 * Math.sqrt(width / depth)));
  const bh = Math.min(H * 0.5, Math.max(H * 0.3, bw * (height / width) * 1.1));
  const bx = (W - bw) / 2;
  const by = H * 0.44 - bh / 2;
  // Project a point of the room: t runs from 0 at the back wall to 1 at the front.
  const project = (p: Vector): [number, number, number] => {
    const t = Math.max(0, Math.min(1, (p.z + depth / 2) / depth)) ** 1.6;
    const left = bx * (1 - t);
    const top = by * (1 - t);
    const rw = bw + (W - bw) * t;
    const rh = bh + (H - bh) * t;
    return [left + (p.x / width + 0.5) * rw, top + (1 - p.y / height) * rh, rw / bw];
  };
  const { floor, walls, ceiling } = scene.materials;
  const glowLight = scene.lights.find((l) => l.type === 'point' || l.type === 'spot');
  const light = glowLight?.color ?? '#ffffff';
  const [gx, gy] = project(glowLight?.position ?? { x: 0, y: height * 0.8, z: 0 });
  const open = shape === 'open';
  const round = shape === 'round';

  const panels = scene.slots
    .filter((s) => s.kind === 'frame' || s.kind === 'embed')
    .map((slot) => {
      // The panel's corners: its local x axis turns with rotation.y; y stays vertical.
      const ax = Math.cos(slot.rotation.y) * (slot.scale.x / 2);
      const az = -Math.sin(slot.rotation.y) * (slot.scale.x / 2);
      const hy = slot.scale.y / 2;
      const corners = [
        [-1, 1],
        [1, 1],
        [1, -1],
        [-1, -1],
      ].map(([sx = 0, sy = 0]) => project({ x: slot.position.x + sx * ax, y: slot.position.y + sy * hy, z: slot.position.z + sx * az }));
      const points = corners.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
      const fill = slot.kind === 'embed' ? shade(walls.color, 0.25) : shade(light, 0.6);
      return (
        `<polygon points="${points}" fill="${fill}" stroke="${shade(walls.color, 0.45)}" stroke-width="4" stroke-linejoin="round"/>` +
        (slot.kind === 'embed'
          ? `<polygon points="${points}" fill="${light}" opacity="0.18"/>`
          : `<polygon points="${points}" fill="url(#glow)" opacity="0.55"/>`)
      );
    });
  const texts = scene.slots
    .filter((s) => s.kind === 'text')
    .map((slot) => {
      const [x, y, k] = project(slot.position);
      const len = 26 * k;
      return [0, 1, 2]
        .map(
          (i) =>
            `<line x1="${f(x - len / 2)}" y1="${f(y + i * 9 * k)}" x2="${f(x + len / 2 - (i === 2 ? len / 3 : 0))}" y2="${f(y + i * 9 * k)}" stroke="${shade(walls.color, 0.4)}" stroke-width="${f(3 * k)}" stroke-linecap="round"/>`,
        )
        .join('');
    });
  const models = scene.slots
    .filter((s) => s.kind === 'model')
    .sort((a, b) => a.position.z - b.position.z)
    .map((slot, i) => {
      const [x, y, k] = project(slot.position);
      const size = (26 + (i % 3) * 8) * k;
      const shadow = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * 0.6)}" ry="${f(size * 0.16)}" fill="#000000" opacity="0.25"/>`;
      if (i % 3 === 0)
        return `${shadow}<rect x="${f(x - size / 2)}" y="${f(y - size)}" width="${f(size)}" height="${f(size)}" rx="${f(size / 8)}" fill="${shade(light, 0.85)}"/><rect x="${f(x - size / 2)}" y="${f(y - size)}" width="${f(size)}" height="${f(size / 4)}" rx="${f(size / 8)}" fill="${shade(light, 1.1)}"/>`;
      if (i % 3 === 1)
        return `${shadow}<circle cx="${f(x)}" cy="${f(y - size / 2)}" r="${f(size / 2)}" fill="${shade(floor.color, floor.color < '#808080' ? 1.8 : 0.7)}"/>`;
      return `${shadow}<polygon points="${f(x - size / 2)},${f(y)} ${f(x + size / 2)},${f(y)} ${f(x)},${f(y - size * 1.2)}" fill="${shade(walls.color, walls.color < '#808080' ? 1.9 : 0.75)}"/>`;
    });
  const sideTop = open ? H * 0.34 : 0;
  const backTop = round ? `M${f(bx)},${f(by + 30)} Q${f(W / 2)},${f(by - 40)} ${f(bx + bw)},${f(by + 30)}` : `M${f(bx)},${f(by)} L${f(bx + bw)},${f(by)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="35%" r="65%"><stop offset="0" stop-color="${light}" stop-opacity="0.95"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor.color, 0.78)}"/><stop offset="1" stop-color="${shade(floor.color, 1.08)}"/></linearGradient>
    <linearGradient id="back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(walls.color, 0.92)}"/><stop offset="1" stop-color="${walls.color}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${scene.background}"/>
  ${open ? '' : `<polygon points="0,0 ${W},0 ${f(bx + bw)},${f(by)} ${f(bx)},${f(by)}" fill="${shade(ceiling.color, 0.82)}"/>`}
  <polygon points="0,${f(sideTop)} ${f(bx)},${f(by + (open ? bh * 0.3 : 0))} ${f(bx)},${f(by + bh)} 0,${H}" fill="${shade(walls.color, 0.8)}"/>
  <polygon points="${W},${f(sideTop)} ${f(bx + bw)},${f(by + (open ? bh * 0.3 : 0))} ${f(bx + bw)},${f(by + bh)} ${W},${H}" fill="${shade(walls.color, 0.68)}"/>
  <path d="${backTop} L${f(bx + bw)},${f(by + bh)} L${f(bx)},${f(by + bh)} Z" fill="url(#back)"/>
  <polygon points="${f(bx)},${f(by + bh)} ${f(bx + bw)},${f(by + bh)} ${W},${H} 0,${H}" fill="url(#floor)"/>
  <ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(bw * 0.55)}" ry="${f(bh * 0.45)}" fill="url(#glow)" opacity="0.4"/>
  ${panels.join('\n  ')}
  ${texts.join('\n  ')}
  ${models.join('\n  ')}
  ${nameBand(name)}
</svg>`;
}

/** The template's name on a dark band along the bottom, as on every preview. */
const nameBand = (name: string) => `<rect x="0" y="${H - 56}" width="${W}" height="56" fill="#000000" opacity="0.45"/>
  <text x="24" y="${H - 19}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`;

/** Renders every template in the built pod app into `dir` (one PNG each); false if it could not. */
function renderTemplates(dir: string): boolean {
  if (process.argv.includes('--drawn') || !existsSync('dist/pod-app/index.html')) return false;
  const rendered = runTemplateSpec('template-images/render.spec.ts', { TEMPLATE_RENDERS: dir }, portArgument());
  if (!rendered) console.warn('make-template-images: rendering failed; drawing the images instead');
  return rendered;
}

if (templateCatalogue.length !== 24) fail(`expected 24 templates, found ${templateCatalogue.length}`);
const ids = new Set<string>();
for (const template of templateCatalogue) {
  if (ids.has(template.podId)) fail(`duplicate podId ${template.podId}`);
  ids.add(template.podId);
  const result = podSceneSchema.safeParse(template.scene);
  if (!result.success) fail(`${template.podId}: invalid scene: ${result.error.message}`);
  const count = (kind: string) => template.scene.slots.filter((s) => s.kind === kind).length;
  const slots = template.scene.slots.length;
  if (slots < 5 || slots > 10 || count('frame') < 1 || count('text') < 1 || count('sound') !== 1) {
    fail(`${template.podId}: needs 5–10 slots with a frame, a text and exactly one sound (has ${slots})`);
  }
}

mkdirSync(OUT, { recursive: true });
const renders = mkdtempSync(join(tmpdir(), 'pods-template-renders-'));
const rendered = renderTemplates(renders);
let tooBig = false;
for (const template of templateCatalogue) {
  const file = `${OUT}/${template.podId}.webp`;
  const render = join(renders, `${template.podId}.png`);
  const image =
    rendered && existsSync(render)
      ? sharp(render)
          .resize(W, H)
          .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${nameBand(template.name)}</svg>`) }])
      : sharp(Buffer.from(drawRoom(podSceneSchema.parse(template.scene), template.name)));
  await sharp(await image.png().toBuffer())
    .resize(480, 360)
    .webp({ quality: 70, effort: 6 })
    .toFile(file);
  const { size } = statSync(file);
  console.log(`${file} ${(size / 1024).toFixed(1)} KB`);
  if (size >= MAX_BYTES) tooBig = true;
}
if (tooBig) fail('an image is 100 KB or more');
