/**
 * The default pictures of the templates' big screens (issue 48), each made for its place and
 * drawn on a 16:9 canvas in bold shapes that read from the back of the room on a phone: Pitch
 * Room's slide with a bar chart, Tech Lab's code and dashboard, Music Stage's light show, Gaming
 * Arena's match score and Cinema Room's film still (a lake at dusk, letterboxed). Which screen
 * shows which is the template's choice of prop (stage.ts builds one screen prop per picture).
 */
import type { PropId } from '../../shared/prop-catalogue.ts';
import { block, gradient, write, type Picture } from './pictures.ts';

const W = 1024;
const H = 576;
type Painter = (g: CanvasRenderingContext2D) => void;
const screen = (title: string, base: string, paint: Painter): Picture => ({ title, width: W, height: H, base, paint: (g) => paint(g) });

/** A smooth wave through 0..1 for bars and lines (deterministic: every visitor sees the same picture). */
const wave = (i: number, phase = 0) => 0.5 + 0.3 * Math.sin(i * 0.9 + phase) + 0.2 * Math.sin(i * 2.3 + phase * 2);

function polygon(g: CanvasRenderingContext2D, points: [number, number][], fill: string | CanvasGradient) {
  g.fillStyle = fill;
  g.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
  g.closePath();
  g.fill();
}

const slide: Painter = (g) => {
  block(g, 0, 0, W, H, '#f7f8fb');
  block(g, 0, 0, 28, H, '#1f3a68');
  write(g, 'Growth plan 2027', 80, 92, 62, '#1f3a68', 800);
  write(g, 'Revenue by year, € million', 80, 150, 30, '#6b7486', 500);
  ['40 new cities', 'Team of 12', 'Profit in Q4'].forEach((line, i) => {
    block(g, 80, 236 + i * 78, 22, 22, '#f28c28', 11);
    write(g, line, 120, 247 + i * 78, 36, '#2b3345', 600);
  });
  // The chart: five years rising, the last one picked out.
  const base = 500;
  [0.32, 0.46, 0.6, 0.78, 1].forEach((share, i) => {
    const x = 500 + i * 96;
    const h = share * 280;
    block(g, x, base - h, 64, h, i === 4 ? '#f28c28' : '#4f7fd9', 6);
    write(g, String(12 + Math.round(share * 30)), x + 32, base - h - 22, 26, '#2b3345', 700, 'center');
    write(g, String(2023 + i), x + 32, base + 28, 24, '#6b7486', 600, 'center');
  });
  block(g, 480, base, 500, 4, '#2b3345');
  write(g, '3', W - 40, H - 30, 22, '#9aa3b5', 600, 'right');
};

const code = [
  [
    ['import', '#ff7ab2'],
    [' { train, deploy }', '#e6edf3'],
    [" from './model';", '#a5d6ff'],
  ],
  [],
  [
    ['const', '#ff7ab2'],
    [' data = ', '#e6edf3'],
    ['await', '#ff7ab2'],
    [' load(', '#d2a8ff'],
    ["'sensors'", '#a5d6ff'],
    [');', '#e6edf3'],
  ],
  [
    ['for', '#ff7ab2'],
    [' (', '#e6edf3'],
    ['const', '#ff7ab2'],
    [' batch ', '#e6edf3'],
    ['of', '#ff7ab2'],
    [' data) {', '#e6edf3'],
  ],
  [
    ['  model.fit(batch, { epochs: ', '#e6edf3'],
    ['3', '#79c0ff'],
    [' });', '#e6edf3'],
  ],
  [['}', '#e6edf3']],
  [['// ship it to the lab robot', '#8b949e']],
  [
    ['deploy', '#d2a8ff'],
    ['(model, ', '#e6edf3'],
    ["'edge-01'", '#a5d6ff'],
    [');', '#e6edf3'],
  ],
] as const;

const dashboard: Painter = (g) => {
  block(g, 0, 0, W, H, '#0d1117');
  block(g, 0, 0, W, 44, '#161b22');
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => block(g, 20 + i * 26, 14, 16, 16, c, 8));
  write(g, 'lab-demo — train.ts', 110, 22, 20, '#8b949e', 500);
  // The code, coloured as an editor colours it.
  code.forEach((line, row) => {
    const y = 86 + row * 44;
    write(g, String(row + 1), 46, y, 20, '#484f58', 500, 'right');
    g.font = `500 24px ui-monospace, 'DejaVu Sans Mono', monospace`;
    let x = 66;
    for (const [text, colour] of line) {
      write(g, text, x, y, 24, colour, 500);
      x += g.measureText(text).width;
    }
  });
  // The dashboard: build status, a latency chart, three figures.
  block(g, 600, 64, 404, 488, '#161b22', 12);
  block(g, 624, 84, 200, 44, '#238636', 22);
  write(g, '✓ build passing', 724, 106, 22, '#ffffff', 700, 'center');
  g.strokeStyle = '#30363d';
  g.lineWidth = 2;
  for (let i = 0; i < 4; i++) g.strokeRect(624, 150 + i * 52, 356, 52);
  g.strokeStyle = '#39c5f7';
  g.lineWidth = 6;
  g.beginPath();
  for (let i = 0; i <= 14; i++) g.lineTo(624 + i * (356 / 14), 340 - wave(i, 1) * 170);
  g.stroke();
  [
    ['CPU', '42%', '#39c5f7'],
    ['Tests', '128', '#3fb950'],
    ['Uptime', '99.9', '#d2a8ff'],
  ].forEach(([label, value, colour], i) => {
    const x = 624 + i * 122;
    block(g, x, 380, 110, 150, '#0d1117', 10);
    write(g, value!, x + 55, 440, 40, colour!, 800, 'center');
    write(g, label!, x + 55, 494, 20, '#8b949e', 600, 'center');
  });
};

const concert: Painter = (g) => {
  const glow = g.createRadialGradient(W / 2, 300, 20, W / 2, 300, 620);
  glow.addColorStop(0, '#ff5ce1');
  glow.addColorStop(0.35, '#5a128f');
  glow.addColorStop(1, '#07020f');
  block(g, 0, 0, W, H, glow);
  // Beams fanning up from the stage, in turn cyan and magenta, adding up where they cross.
  g.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + (i - 6.5) * 0.16;
    const [x0, y0] = [W / 2 + (i - 6.5) * 30, H + 20];
    const spread = 0.05;
    const reach = 900;
    polygon(
      g,
      [
        [x0, y0],
        [x0 + Math.cos(a - spread) * reach, y0 + Math.sin(a - spread) * reach],
        [x0 + Math.cos(a + spread) * reach, y0 + Math.sin(a + spread) * reach],
      ],
      i % 2 ? 'rgba(51,230,255,0.32)' : 'rgba(255,61,216,0.32)',
    );
  }
  g.globalCompositeOperation = 'source-over';
  // A ring of light, and an equaliser along the foot.
  g.strokeStyle = '#fff4fd';
  g.lineWidth = 14;
  g.shadowColor = '#ff3dd8';
  g.shadowBlur = 40;
  g.beginPath();
  g.arc(W / 2, 250, 130, 0, Math.PI * 2);
  g.stroke();
  g.shadowBlur = 0;
  const bars = 32;
  for (let i = 0; i < bars; i++) {
    const h = 30 + wave(i, 2) * 150;
    block(g, 16 + i * 31.5, H - 16 - h, 24, h, i % 4 === 0 ? '#ffffff' : gradient(g, 0, H, 0, H - 180, ['#33e6ff', '#ff3dd8']), 4);
  }
  block(g, 28, 28, 104, 44, '#ff2d55', 22);
  write(g, 'LIVE', 80, 51, 26, '#ffffff', 800, 'center');
};

function team(g: CanvasRenderingContext2D, x: number, colour: string, letter: string, name: string, players: number) {
  // A shield with the team's letter, its name, and who of the five is still alive.
  polygon(
    g,
    [
      [x - 70, 150],
      [x + 70, 150],
      [x + 70, 250],
      [x, 310],
      [x - 70, 250],
    ],
    colour,
  );
  write(g, letter, x, 225, 90, '#0a0f1e', 900, 'center');
  write(g, name, x, 360, 44, colour, 800, 'center');
  for (let i = 0; i < 5; i++) block(g, x - 110 + i * 46, 400, 36, 36, i < players ? colour : '#2a3350', 6);
}

const scoreboard: Painter = (g) => {
  block(g, 0, 0, W, H, gradient(g, 0, 0, W, 0, ['#05304a', '#0a1020', '#0a1020', '#4a0839']));
  block(g, 0, 0, W, 64, '#050912');
  write(g, 'GRAND FINAL · MAP 3', W / 2, 33, 28, '#c9d6ff', 700, 'center');
  block(g, 24, 12, 96, 40, '#ff2d55', 20);
  write(g, 'LIVE', 72, 33, 24, '#ffffff', 800, 'center');
  team(g, 200, '#33e6ff', 'W', 'WOLVES', 4);
  team(g, W - 200, '#ff3dd8', 'F', 'FOXES', 2);
  write(g, '2 : 1', W / 2, 240, 150, '#ffffff', 900, 'center');
  block(g, W / 2 - 90, 340, 180, 56, '#050912', 28);
  write(g, '12:48', W / 2, 369, 36, '#ffd166', 800, 'center');
  // Each team's share of the map, as a bar along the foot.
  block(g, 60, 490, W - 120, 30, '#1b2238', 15);
  block(g, 60, 490, (W - 120) * 0.62, 30, '#33e6ff', 15);
  block(g, 60 + (W - 120) * 0.62, 490, (W - 120) * 0.38, 30, '#ff3dd8', 15);
};

const film: Painter = (g) => {
  const horizon = 330;
  block(g, 0, 0, W, horizon, gradient(g, 0, 64, 0, horizon, ['#141a44', '#4b2f6e', '#c25a5a', '#f59a4a', '#ffd27a']));
  g.fillStyle = 'rgba(255,255,255,0.8)';
  for (let i = 0; i < 40; i++) g.fillRect((i * 211) % W, 70 + ((i * 97) % 110), 2, 2);
  // The sun going down behind the hills.
  g.shadowColor = '#ffcf70';
  g.shadowBlur = 60;
  block(g, W / 2 + 120 - 70, horizon - 70, 140, 140, '#fff0c2', 70);
  g.shadowBlur = 0;
  const ridge = (base: number, rise: number, step: number, phase: number, colour: string) =>
    polygon(
      g,
      [
        [0, horizon + 1],
        ...Array.from({ length: Math.ceil(W / step) + 1 }, (_, i): [number, number] => [i * step, base - wave(i, phase) * rise]),
        [W, horizon + 1],
      ],
      colour,
    );
  ridge(horizon - 40, 90, 96, 0.4, '#6e3f6f');
  ridge(horizon - 10, 70, 64, 2.1, '#41264f');
  ridge(horizon + 2, 40, 40, 4.0, '#251634');
  // The lake holds the sky upside down, with the sun's streaks across it.
  block(g, 0, horizon, W, H - horizon, gradient(g, 0, horizon, 0, H - 64, ['#e38a54', '#6a3a63', '#1a1634']));
  for (let i = 0; i < 9; i++) block(g, W / 2 + 120 - (90 - i * 8), horizon + 14 + i * 20, 2 * (90 - i * 8), 5, 'rgba(255,226,160,0.7)', 3);
  // A lone pine on the near shore, then the letterbox.
  polygon(
    g,
    [
      [130, 520],
      [175, 250],
      [220, 520],
    ],
    '#0d0a16',
  );
  block(g, 60, 500, 330, 30, '#0d0a16', 15);
  block(g, 0, 0, W, 64, '#000000');
  block(g, 0, H - 64, W, 64, '#000000');
};

/** Each screen prop's picture (stage.ts). */
export const screenPictures = {
  'stage/screen-slide': screen('a slide: a title, three points and a rising bar chart', '#f7f8fb', slide),
  'stage/screen-dashboard': screen('code in an editor beside a build dashboard', '#0d1117', dashboard),
  'stage/screen-concert': screen('a light show: beams, a ring of light and an equaliser', '#5a128f', concert),
  'stage/screen-scoreboard': screen('a match score between two teams, live', '#0a1020', scoreboard),
  'stage/screen-film': screen('a film still: a lake and hills at dusk, letterboxed', '#c25a5a', film),
} satisfies Partial<Record<PropId, Picture>>;
