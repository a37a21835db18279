/**
 * How different two pictures are in STRUCTURE, not colour: where their edges are. Used by the
 * template test (e2e/pod-templates.spec.ts), so that a template that is another one recoloured
 * (same room, same things in the same places, other materials) counts as the same picture.
 *
 * Each picture (small, e.g. 128 px wide) is lightly blurred; its colour gradient is the strongest
 * Sobel gradient over its three channels, so an edge survives any recolouring that leaves the two
 * sides of it different colours. The edge map keeps the strongest EDGE_SHARE of pixels (a share by
 * rank, so contrast and brightness do not matter), above a small floor (a flat picture has none).
 * The distance is the share of edge pixels with no edge of the other picture within TOLERANCE
 * pixels, averaged both ways: 0 for the same layout, towards 1 for unrelated ones. Pure: no I/O.
 */

export interface RgbImage {
  width: number;
  height: number;
  /** Row-major pixels, `channels` bytes each (RGB or RGBA; alpha is ignored). */
  data: Uint8Array;
  channels: number;
}

export const EDGE_SHARE = 0.12;
/**
 * Two templates' arrival views must be further apart than this. Measured on the 24 arrival views:
 * recoloured copies (hue turned, channels swapped) score 0.000–0.105, while the closest pair of
 * distinct templates scored 0.224 (two open-air places, mostly a horizon line): the threshold sits
 * between the two, so a recolour of another template fails and a different place passes.
 */
export const DISTINCT_TEMPLATES = 0.18;
export const TOLERANCE = 2;
const GRADIENT_FLOOR = 24;

function blurredChannels(image: RgbImage): Float32Array[] {
  const { width: w, height: h, data, channels } = image;
  return [0, 1, 2].map((c) => {
    const out = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            sum += data[(yy * w + xx) * channels + c]!;
            n++;
          }
        }
        out[y * w + x] = sum / n;
      }
    }
    return out;
  });
}

/** The strongest Sobel gradient magnitude over the three channels, per pixel (0 on the border). */
export function colourGradient(image: RgbImage): Float32Array {
  const { width: w, height: h } = image;
  const planes = blurredChannels(image);
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      let best = 0;
      for (const p of planes) {
        const at = (dx: number, dy: number) => p[(y + dy) * w + x + dx]!;
        const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
        const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
        best = Math.max(best, Math.hypot(gx, gy));
      }
      out[y * w + x] = best;
    }
  }
  return out;
}

/** The picture's edges: its strongest EDGE_SHARE of gradients that clear the floor. */
export function edgeMap(image: RgbImage): Uint8Array {
  const gradient = colourGradient(image);
  const sorted = Float32Array.from(gradient).sort();
  const cut = Math.max(GRADIENT_FLOOR, sorted[Math.floor(sorted.length * (1 - EDGE_SHARE))] ?? Infinity);
  return Uint8Array.from(gradient, (g) => (g >= cut ? 1 : 0));
}

function dilate(edges: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(edges.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!edges[y * w + x]) continue;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++) {
        out.fill(1, yy * w + Math.max(0, x - r), yy * w + Math.min(w - 1, x + r) + 1);
      }
    }
  }
  return out;
}

/** Share of `a`'s edge pixels with no edge of `b` near them (0 when `a` has no edges and `b` none). */
function unmatched(a: Uint8Array, bNear: Uint8Array, bCount: number): number {
  let edges = 0;
  let missed = 0;
  for (let i = 0; i < a.length; i++) {
    if (!a[i]) continue;
    edges++;
    if (!bNear[i]) missed++;
  }
  if (edges === 0) return bCount === 0 ? 0 : 1;
  return missed / edges;
}

interface Structure {
  width: number;
  height: number;
  edges: Uint8Array;
  near: Uint8Array;
  count: number;
}

/** A picture's edges, and where they are within TOLERANCE: computed once per picture. */
export function structureOf(image: RgbImage): Structure {
  const edges = edgeMap(image);
  const count = edges.reduce((sum, v) => sum + v, 0);
  return { width: image.width, height: image.height, edges, near: dilate(edges, image.width, image.height, TOLERANCE), count };
}

function distanceBetween(a: Structure, b: Structure): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  return (unmatched(a.edges, b.near, b.count) + unmatched(b.edges, a.near, a.count)) / 2;
}

/** Structural distance between two pictures of the same size, 0 (same layout) to 1. */
export const structureDistance = (a: RgbImage, b: RgbImage) => distanceBetween(structureOf(a), structureOf(b));

/**
 * How much of the picture is not its most common colour (colours rounded to 16 levels a
 * channel): 0 for a blank picture of one colour.
 */
export function colourVariety(image: RgbImage): number {
  const counts = new Map<number, number>();
  const pixels = image.width * image.height;
  for (let i = 0; i < pixels; i++) {
    const o = i * image.channels;
    const key = ((image.data[o]! >> 4) << 8) | ((image.data[o + 1]! >> 4) << 4) | (image.data[o + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return 1 - Math.max(...counts.values()) / pixels;
}

/** Every pair's structural distance, closest first. */
export function pairDistances(items: readonly { name: string; image: RgbImage }[]) {
  const structures = items.map((item) => structureOf(item.image));
  const pairs: { a: string; b: string; distance: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) pairs.push({ a: items[i]!.name, b: items[j]!.name, distance: distanceBetween(structures[i]!, structures[j]!) });
  }
  return pairs.sort((x, y) => x.distance - y.distance);
}
