/**
 * Neon pictures (issue 48): the templates' neon signs, each with words of its own drawn as glowing
 * tubes (decor.ts hangs each on a dark board), and the glowing work of the Neon Gallery's neon
 * frames (lights.ts). A sign's words are data here, so no two places hang the same sign
 * (tests/pod-app/template-pictures.test.ts).
 */
import type { PropId } from '../../shared/prop-catalogue.ts';
import { block, gradient, type Picture } from './pictures.ts';

export interface NeonSign extends Picture {
  /** Its words, a line each. */
  lines: readonly string[];
}

/** Strokes and fills drawn twice in the tube's colour with its glow around them, then a thin light core along the tube. */
function glowing(g: CanvasRenderingContext2D, colour: string, blur: number, draw: () => void) {
  g.save();
  g.shadowColor = colour;
  g.shadowBlur = blur;
  g.fillStyle = g.strokeStyle = colour;
  draw();
  draw();
  g.shadowBlur = 0;
  g.fillStyle = g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth /= 2.5;
  draw();
  g.restore();
}

function letters(g: CanvasRenderingContext2D, w: number, h: number, lines: readonly string[], tube: string, rim: string) {
  block(g, 0, 0, w, h, '#0a0a12');
  g.lineWidth = 5;
  glowing(g, rim, 12, () => g.strokeRect(14, 14, w - 28, h - 28));
  const row = (h - 40) / lines.length;
  lines.forEach((line, i) => {
    g.font = `800 100px system-ui, 'DejaVu Sans', sans-serif`;
    // As large as fits the board's width and its row.
    const size = Math.min(row * 0.9, (100 * (w - 64)) / g.measureText(line).width);
    g.font = `800 ${size}px system-ui, 'DejaVu Sans', sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.lineWidth = size / 12;
    glowing(g, tube, 22, () => g.fillText(line, w / 2, 20 + row * (i + 0.5)));
  });
}

const sign = (lines: readonly string[], tube: string, rim: string): NeonSign => ({
  title: `neon sign: ${lines.join(' ')}`,
  lines,
  width: 512,
  height: 256,
  base: tube,
  paint: (g, w, h) => letters(g, w, h, lines, tube, rim),
});

/** Each neon sign prop's words and colours: one sign a template. */
export const neonSigns = {
  'decor/neon-game-on': sign(['GAME', 'ON'], '#33e6ff', '#ff3dd8'),
  'decor/neon-now-showing': sign(['NOW', 'SHOWING'], '#ff5a4a', '#ffd9a0'),
  'decor/neon-after-dark': sign(['ART', 'AFTER DARK'], '#ff3dd8', '#33e6ff'),
} satisfies Partial<Record<PropId, NeonSign>>;

/** The neon frame's work: a sun going down over cyan waves, in light on deep indigo. */
export const neonArtwork: Picture = {
  title: 'a glowing work: a sun over waves',
  width: 480,
  height: 320,
  base: '#5a1f8a',
  paint: (g, w, h) => {
    block(g, 0, 0, w, h, gradient(g, 0, 0, 0, h, ['#12082a', '#2a0c46']));
    g.shadowColor = '#ff3dd8';
    g.shadowBlur = 40;
    block(g, w * 0.3 - 80, h * 0.42 - 80, 160, 160, gradient(g, 0, h * 0.42 - 80, 0, h * 0.42 + 80, ['#ffd166', '#ff3dd8']), 80);
    g.shadowBlur = 0;
    g.lineCap = 'round';
    [0, 1, 2].forEach((i) => {
      g.lineWidth = 10 - i * 2;
      glowing(g, i === 1 ? '#ffd9a0' : '#33e6ff', 18, () => {
        g.beginPath();
        for (let x = 20; x <= w - 20; x += 10) g.lineTo(x, h * (0.62 + i * 0.11) + Math.sin(x / 38 + i) * 14);
        g.stroke();
      });
    });
  },
};
