/**
 * Pictures on props (issue 48): a template's screen shows a picture made for that template (a
 * slide, a film still: screen-pictures.ts) until the owner puts media in front of it, and neon
 * signs and framed works show their lettering and art (neon-pictures.ts). No image file ships: each
 * picture is drawn once in the browser, on a canvas of its own size, by its `paint` (through the
 * texture provider, textures.ts); in Node tests there is none and a face wears its picture's main
 * colour. A face is self-lit like a media frame (world/items.ts), so the two share a shader program.
 */
import { DoubleSide, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import { place, type Xyz } from './kit.ts';
import { pictureTexture, plainMap } from './textures.ts';

export interface Picture {
  /** What it shows, in a few words (for tests and for reading the code). */
  title: string;
  /** Canvas size in pixels: the face it is shown on has the same aspect. */
  width: number;
  height: number;
  /** Its main colour: the face's colour where no canvas draws it. */
  base: string;
  paint: (g: CanvasRenderingContext2D, width: number, height: number) => void;
}

const materials = new Map<Picture, MeshBasicMaterial>();

function pictureMaterial(picture: Picture): MeshBasicMaterial {
  let material = materials.get(picture);
  if (!material) {
    const map = pictureTexture(picture);
    material = new MeshBasicMaterial({ name: 'picture', map: map ?? plainMap(), color: map ? '#ffffff' : picture.base, side: DoubleSide, toneMapped: false });
    materials.set(picture, material);
  }
  return material;
}

/** A w×h panel whose centre is at `at`, facing +z, showing the picture (one draw call). */
export function pictureFace(picture: Picture, w: number, h: number, at: Xyz): Mesh {
  const face = new Mesh(place(new PlaneGeometry(w, h), at), pictureMaterial(picture));
  face.name = 'picture';
  face.userData.picture = picture;
  return face;
}

/** Text at (x, y) in the given size (px), weight and colour; `align` as the canvas's textAlign. */
export function write(
  g: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  weight = 700,
  align: CanvasTextAlign = 'left',
) {
  g.font = `${weight} ${size}px system-ui, 'DejaVu Sans', sans-serif`;
  g.textAlign = align;
  g.textBaseline = 'middle';
  g.fillStyle = colour;
  g.fillText(text, x, y);
}

/** A rectangle filled with a colour or a gradient, its corners rounded by r. */
export function block(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, colour: string | CanvasGradient, r = 0) {
  g.fillStyle = colour;
  g.beginPath();
  g.roundRect(x, y, w, h, r);
  g.fill();
}

/** A gradient along the line (x0, y0)–(x1, y1) through evenly spaced colours. */
export function gradient(g: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number, colours: string[]): CanvasGradient {
  const fill = g.createLinearGradient(x0, y0, x1, y1);
  colours.forEach((colour, i) => fill.addColorStop(i / Math.max(1, colours.length - 1), colour));
  return fill;
}
