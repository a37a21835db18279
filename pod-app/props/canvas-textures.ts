/**
 * The procedural textures, drawn once each on a 256 px canvas: light, mostly grey detail (grain,
 * weave, joints, blades, ripples) that the material's colour tints, so one wood texture serves
 * oak and walnut alike. A seeded random keeps every visitor's textures identical. Props' pictures
 * (pictures.ts) are drawn here too, each on a canvas of its own size by its own `paint`.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import type { SurfaceTexture } from '../../shared/prop-catalogue.ts';
import type { TextureProvider } from './textures.ts';

const SIZE = 256;
type Paint = (g: CanvasRenderingContext2D, random: () => number) => void;

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const grey = (level: number, alpha = 1) => `rgba(${level},${level},${level},${alpha})`;

/**
 * Specks in two tones: gathered into one path per tone and filled once each (thousands of
 * separate fills are most of a texture's time on a slow phone).
 */
function speckle(g: CanvasRenderingContext2D, random: () => number, count: number, dark: number, light: number, size = 2) {
  const tones = [new Path2D(), new Path2D()];
  for (let i = 0; i < count; i++) tones[random() < 0.5 ? 0 : 1]!.rect(random() * SIZE, random() * SIZE, size, size);
  [dark, light].forEach((level, tone) => {
    g.fillStyle = grey(level, 0.35);
    g.fill(tones[tone]!);
  });
}

function grain(g: CanvasRenderingContext2D, random: () => number, lines: number) {
  for (let i = 0; i < lines; i++) {
    const y = random() * SIZE;
    g.strokeStyle = grey(150 + random() * 60, 0.35);
    g.lineWidth = 1 + random() * 2;
    g.beginPath();
    g.moveTo(0, y);
    for (let x = 0; x <= SIZE; x += 32) g.lineTo(x, y + Math.sin(x / 40 + i) * 3);
    g.stroke();
  }
}

const painters: Record<SurfaceTexture, Paint> = {
  wood: (g, r) => grain(g, r, 40),
  planks: (g, r) => {
    grain(g, r, 50);
    g.fillStyle = grey(120, 0.6);
    for (let y = 0; y < SIZE; y += 64) g.fillRect(0, y, SIZE, 2);
    for (let row = 0; row < 4; row++) g.fillRect((row * 97) % SIZE, row * 64, 2, 64);
  },
  fabric: (g, r) => {
    for (let i = 0; i < SIZE; i += 4) {
      g.fillStyle = grey(215, 0.5);
      g.fillRect(i, 0, 2, SIZE);
      g.fillRect(0, i + 2, SIZE, 1);
    }
    speckle(g, r, 800, 200, 255, 1);
  },
  concrete: (g, r) => speckle(g, r, 3000, 170, 255, 3),
  marble: (g, r) => {
    speckle(g, r, 600, 220, 255, 3);
    for (let i = 0; i < 7; i++) {
      g.strokeStyle = grey(150, 0.45);
      g.lineWidth = 1 + r() * 1.5;
      g.beginPath();
      let x = r() * SIZE;
      g.moveTo(x, 0);
      for (let y = 0; y <= SIZE; y += 16) g.lineTo((x += (r() - 0.5) * 30), y);
      g.stroke();
    }
  },
  tiles: (g, r) => {
    speckle(g, r, 500, 220, 255, 2);
    g.fillStyle = grey(150);
    for (let i = 0; i < SIZE; i += 64) {
      g.fillRect(i, 0, 3, SIZE);
      g.fillRect(0, i, SIZE, 3);
    }
  },
  grass: (g, r) => {
    // Blades in eight shades, one stroke per shade.
    const shades = Array.from({ length: 8 }, () => new Path2D());
    for (let i = 0; i < 2500; i++) {
      const shade = shades[Math.floor(r() * shades.length)]!;
      const x = r() * SIZE;
      const y = r() * SIZE;
      shade.moveTo(x, y);
      shade.lineTo(x + (r() - 0.5) * 4, y - 6);
    }
    shades.forEach((shade, i) => {
      g.strokeStyle = grey(170 + ((i + 0.5) / shades.length) * 85, 0.6);
      g.stroke(shade);
    });
  },
  sand: (g, r) => speckle(g, r, 5000, 200, 255, 1.5),
  'raked-sand': (g, r) => {
    speckle(g, r, 3000, 205, 255, 1.5);
    // Raked lines: the zen garden's ripples, light on one side and shadowed on the other.
    for (let y = 0; y < SIZE; y += 12) {
      g.fillStyle = grey(140, 0.7);
      g.fillRect(0, y, SIZE, 3);
      g.fillStyle = grey(255, 0.9);
      g.fillRect(0, y + 4, SIZE, 3);
    }
  },
  water: (g, r) => {
    for (let i = 0; i < 60; i++) {
      g.strokeStyle = grey(255, 0.25 + r() * 0.25);
      g.lineWidth = 1.5;
      g.beginPath();
      const x = r() * SIZE;
      const y = r() * SIZE;
      g.ellipse(x, y, 10 + r() * 24, 3 + r() * 4, 0, 0, Math.PI * 2);
      g.stroke();
    }
  },
  'metal-grid': (g, r) => {
    speckle(g, r, 800, 200, 255, 2);
    g.fillStyle = grey(140, 0.8);
    for (let i = 0; i < SIZE; i += 32) {
      g.fillRect(i, 0, 2, SIZE);
      g.fillRect(0, i, SIZE, 2);
    }
  },
};

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas, g: canvas.getContext('2d')! };
}

export const canvasTextureProvider: TextureProvider = {
  surface: (name) => {
    const { canvas, g } = canvasOf(SIZE, SIZE);
    g.fillStyle = grey(235);
    g.fillRect(0, 0, SIZE, SIZE);
    painters[name](g, seeded(name.length * 7919 + name.charCodeAt(0)));
    const texture = new CanvasTexture(canvas);
    texture.wrapS = texture.wrapT = RepeatWrapping;
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    return texture;
  },
  picture: (picture) => {
    const { canvas, g } = canvasOf(picture.width, picture.height);
    picture.paint(g, picture.width, picture.height);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = 4;
    return texture;
  },
};
