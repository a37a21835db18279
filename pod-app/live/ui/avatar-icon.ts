/**
 * A small flat picture of an avatar (its shape in its colour, and its accessory) for the People
 * panel and the avatar chooser: the same choice as the 3D avatar (avatar-model.ts), drawn in SVG.
 */
import { AVATAR_HEX, type Avatar, type AvatarAccessory, type AvatarShape } from '../../../shared/avatar.ts';

const SVG = 'http://www.w3.org/2000/svg';
const TRIM = '#0b0d12';

/** The head of each silhouette (24 × 24 box): its centre height, top and half width. */
interface Head {
  cy: number;
  top: number;
  half: number;
}

type Part = [tag: string, attrs: Record<string, string | number>];

const SHAPES: Record<AvatarShape, { parts: Part[]; head: Head }> = {
  capsule: { parts: [['rect', { x: 7, y: 5, width: 10, height: 17, rx: 5 }]], head: { cy: 10, top: 5, half: 5 } },
  block: { parts: [['rect', { x: 6, y: 5, width: 12, height: 17, rx: 3 }]], head: { cy: 10, top: 5, half: 6 } },
  cone: {
    parts: [
      ['circle', { cx: 12, cy: 9, r: 4 }],
      ['path', { d: 'M12 11 19 22H5z' }],
    ],
    head: { cy: 9, top: 5, half: 4 },
  },
  robot: {
    parts: [
      ['rect', { x: 8, y: 5, width: 8, height: 6, rx: 1 }],
      ['rect', { x: 6, y: 12, width: 12, height: 8, rx: 1 }],
      ['rect', { x: 10.5, y: 20, width: 3, height: 2 }],
    ],
    head: { cy: 8, top: 5, half: 4 },
  },
};

const visor = ({ cy, half }: Head): Part => ['rect', { x: 12 - half * 0.7, y: cy - 1, width: half * 1.4, height: 2, rx: 1 }];

const ACCESSORIES: Record<AvatarAccessory, (head: Head) => Part[]> = {
  none: (head) => [visor(head)],
  hat: (head) => [
    visor(head),
    ['rect', { x: 12 - head.half - 1.5, y: head.top - 0.5, width: head.half * 2 + 3, height: 1.5, rx: 0.5 }],
    ['rect', { x: 12 - head.half * 0.75, y: head.top - 4, width: head.half * 1.5, height: 3.8, rx: 1 }],
  ],
  glasses: ({ cy }) => [
    ['circle', { cx: 10, cy, r: 1.7 }],
    ['circle', { cx: 14, cy, r: 1.7 }],
    ['rect', { x: 11, y: cy - 0.4, width: 2, height: 0.8 }],
  ],
  headphones: (head) => [
    visor(head),
    [
      'path',
      {
        d: `M${12 - head.half - 0.6} ${head.cy}A${head.half + 0.6} ${head.half + 0.6} 0 0 1 ${12 + head.half + 0.6} ${head.cy}`,
        fill: 'none',
        stroke: TRIM,
        'stroke-width': 1.3,
      },
    ],
    ['rect', { x: 12 - head.half - 1.8, y: head.cy - 1.8, width: 2.4, height: 3.6, rx: 1 }],
    ['rect', { x: 12 + head.half - 0.6, y: head.cy - 1.8, width: 2.4, height: 3.6, rx: 1 }],
  ],
};

const draw = ([tag, attrs]: Part, fill: string) => {
  const element = document.createElementNS(SVG, tag);
  element.setAttribute('fill', fill);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, String(value));
  return element;
};

/** The avatar as a decorative SVG (hidden from screen readers: say it with describeAvatar). */
export function avatarIcon(avatar: Avatar, className = 'avatar-icon') {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  svg.dataset.avatar = `${avatar.shape} ${avatar.colour} ${avatar.accessory}`;
  const { parts, head } = SHAPES[avatar.shape];
  svg.append(...parts.map((part) => draw(part, AVATAR_HEX[avatar.colour])), ...ACCESSORIES[avatar.accessory](head).map((part) => draw(part, TRIM)));
  return svg;
}
