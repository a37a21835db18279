/**
 * The structural picture distance behind the template test (scripts/lib/image-structure.ts): a
 * recoloured copy of a picture is the same picture; another layout is not.
 */
import { describe, expect, it } from 'vitest';
import { colourVariety, DISTINCT_TEMPLATES, pairDistances, structureDistance, type RgbImage } from '../../scripts/lib/image-structure.ts';

type Rgb = [number, number, number];
interface Shape {
  kind: 'rect' | 'disc';
  x: number;
  y: number;
  w: number;
  h: number;
  colour: Rgb;
}

const W = 128;
const H = 277;

/** A room-like picture: a shaded wall and floor, and shapes standing in it. */
function draw(shapes: Shape[], wall: Rgb, floor: Rgb, horizon = 0.55): RgbImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const base = y < H * horizon ? wall : floor;
      // Soft light falling off from the top: shading that is not structure.
      const light = 0.75 + 0.25 * (1 - y / H);
      let colour: Rgb = [base[0] * light, base[1] * light, base[2] * light];
      for (const s of shapes) {
        const inside = s.kind === 'rect' ? x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h : ((x - s.x) / s.w) ** 2 + ((y - s.y) / s.h) ** 2 <= 1;
        if (inside) colour = s.colour;
      }
      data.set(
        colour.map((c) => Math.round(c)),
        (y * W + x) * 3,
      );
    }
  }
  return { width: W, height: H, data, channels: 3 };
}

const hall: Shape[] = [
  { kind: 'rect', x: 20, y: 40, w: 40, h: 50, colour: [200, 180, 120] },
  { kind: 'rect', x: 75, y: 50, w: 30, h: 30, colour: [60, 90, 160] },
  { kind: 'disc', x: 40, y: 200, w: 18, h: 12, colour: [30, 120, 60] },
  { kind: 'rect', x: 80, y: 170, w: 25, h: 60, colour: [150, 60, 50] },
];
const recoloured: Shape[] = hall.map((s, i) => ({
  ...s,
  colour: (
    [
      [40, 60, 200],
      [230, 220, 90],
      [200, 40, 160],
      [90, 200, 210],
    ] as Rgb[]
  )[i]!,
}));
const garden: Shape[] = [
  { kind: 'disc', x: 64, y: 120, w: 45, h: 30, colour: [90, 140, 70] },
  { kind: 'rect', x: 5, y: 215, w: 118, h: 14, colour: [210, 200, 170] },
  { kind: 'disc', x: 100, y: 60, w: 12, h: 12, colour: [240, 240, 220] },
];
const stage: Shape[] = [
  { kind: 'rect', x: 10, y: 20, w: 108, h: 70, colour: [20, 20, 30] },
  { kind: 'rect', x: 0, y: 180, w: 128, h: 30, colour: [120, 70, 40] },
  { kind: 'rect', x: 15, y: 230, w: 20, h: 20, colour: [200, 30, 30] },
  { kind: 'rect', x: 93, y: 230, w: 20, h: 20, colour: [200, 30, 30] },
];

describe('structure distance', () => {
  const original = draw(hall, [180, 170, 160], [110, 90, 70]);

  it('is 0 for the same picture', () => {
    expect(structureDistance(original, original)).toBe(0);
  });

  it('counts a recoloured copy (other wall, floor and object colours) as the same picture', () => {
    const copy = draw(recoloured, [60, 80, 120], [200, 200, 190]);
    expect(structureDistance(original, copy)).toBeLessThan(DISTINCT_TEMPLATES);
  });

  it('counts a brighter, lower-contrast copy as the same picture', () => {
    const copy = { ...original, data: original.data.map((v) => 60 + Math.round(v * 0.7)) };
    expect(structureDistance(original, copy)).toBeLessThan(DISTINCT_TEMPLATES);
  });

  it('tells different layouts apart, whatever their colours', () => {
    const others = [draw(garden, [180, 170, 160], [110, 90, 70]), draw(stage, [180, 170, 160], [110, 90, 70], 0.7)];
    for (const other of others) expect(structureDistance(original, other)).toBeGreaterThan(DISTINCT_TEMPLATES);
  });

  it('lists every pair, closest first', () => {
    const items = [
      { name: 'hall', image: original },
      { name: 'hall recoloured', image: draw(recoloured, [60, 80, 120], [200, 200, 190]) },
      { name: 'garden', image: draw(garden, [150, 200, 230], [120, 160, 90]) },
    ];
    const pairs = pairDistances(items);
    expect(pairs).toHaveLength(3);
    expect(pairs[0]).toMatchObject({ a: 'hall', b: 'hall recoloured' });
    expect(pairs[0]!.distance).toBeLessThan(DISTINCT_TEMPLATES);
    expect(pairs[1]!.distance).toBeGreaterThan(DISTINCT_TEMPLATES);
  });

  it('refuses pictures of different sizes', () => {
    expect(() => structureDistance(original, { ...original, width: 64, height: 554 })).toThrow(/sizes differ/);
  });
});

describe('colour variety', () => {
  it('is 0 for a blank picture and clearly more for a room', () => {
    const blank = { width: W, height: H, data: new Uint8Array(W * H * 3).fill(17), channels: 3 };
    expect(colourVariety(blank)).toBe(0);
    expect(colourVariety(draw(hall, [180, 170, 160], [110, 90, 70]))).toBeGreaterThan(0.2);
  });
});
