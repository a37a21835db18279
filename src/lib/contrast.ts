/** WCAG 2 contrast between colours (#rrggbb), and a colour nudged until it reads on a background. */
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it reads on the background with at least `minimum` contrast (WCAG AA
 * for normal text: 4.5), else the same hue mixed step by step towards black (on a light
 * background) or white (on a dark one) until it does.
 */
export function readableOn(colour: string, background: string, minimum = 4.5) {
  const towards = luminance(background) > 0.18 ? 0 : 255;
  const start = channels(colour);
  for (let step = 0; step <= 100; step += 2) {
    const mixed = toHex(start.map((v) => v + (towards - v) * (step / 100)));
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
