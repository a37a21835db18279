/**
 * Draws a chart as an inline SVG, laid out at build time by ELK (elkjs, the Eclipse Layout
 * Kernel): compound states are boxes inside boxes, parallel regions dashed boxes side by side,
 * every arrow drawn with its event and its rule in words. An arrow that stays in its state is
 * listed inside the state's box ('↻ clock.ticked'); the machine's own arrows leave an "any state"
 * box. Every state is a `<g data-state="path">` the explorer highlights.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ChartModel, ChartState, ChartTransition } from './model.ts';

const NAME_PX = 14;
const TEXT_PX = 12;
const LINE = 17;
const PAD = 12;
export const ANY_STATE = '__any';
const nodeId = (stateId: string) => (stateId === '' ? ANY_STATE : `s:${stateId}`);

/** A conservative width of text in the sans-serif font the site uses. */
export const textWidth = (text: string, px = TEXT_PX, bold = false) => Math.ceil([...text].length * px * (bold ? 0.62 : 0.56));

/** Words broken into lines of at most `max` characters. */
export function wrap(text: string, max = 30): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The lines of an arrow's label: its event, then its rule. */
export const edgeLines = (t: ChartTransition) => [t.label, ...(t.guard ? wrap(`if ${t.guard.words}`) : [])];
/** The lines listed inside a box for its arrows that stay in it. */
const loopLine = (t: ChartTransition) => `↻ ${t.label}${t.guard ? ` (if ${t.guard.words})` : ''}`;

interface Box {
  state: ChartState | null;
  title: string;
  subtitle: string;
  loops: string[];
}

function headerLines(box: Box) {
  const loops = box.loops.flatMap((l) => wrap(l, 40));
  const width = Math.max(textWidth(box.title, NAME_PX, true), textWidth(box.subtitle), ...loops.map((l) => textWidth(l)));
  const height = PAD + LINE + 2 + (box.subtitle ? LINE : 0) + loops.length * LINE + PAD - 4;
  return { loops, width: width + 2 * PAD, height };
}

export async function layoutChart(chart: ChartModel): Promise<string> {
  const loopsOf = new Map<string, ChartTransition[]>();
  const arrows: ChartTransition[] = [];
  for (const t of chart.transitions) {
    if (t.from === t.to) loopsOf.set(t.from, [...(loopsOf.get(t.from) ?? []), t]);
    else arrows.push(t);
  }
  const boxes = new Map<string, Box & { loops: string[]; width: number; height: number; lines: string[] }>();
  const addBox = (id: string, box: Box) => {
    const h = headerLines(box);
    boxes.set(id, { ...box, lines: h.loops, width: h.width, height: h.height });
    return h;
  };
  const edges: ElkExtendedEdge[] = [];
  const labelOf = (lines: string[]): ElkLabel => ({
    text: lines.join('\n'),
    width: Math.max(...lines.map((l) => textWidth(l))) + 8,
    height: lines.length * LINE + 4,
  });

  const nodeOf = (state: ChartState, region: boolean): ElkNode => {
    const id = nodeId(state.id);
    const box: Box = {
      state,
      title: region ? state.key : state.key,
      subtitle: [state.type === 'parallel' ? 'parallel' : '', state.route].filter(Boolean).join(' · '),
      loops: (loopsOf.get(state.id) ?? []).map(loopLine),
    };
    const h = addBox(id, box);
    if (!state.children.length) return { id, width: Math.max(h.width, 110), height: h.height };
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${h.height + 6},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.minimum': `(${h.width},${h.height + 20})`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
      children: childrenOf(state),
    };
  };
  const childrenOf = (state: ChartState): ElkNode[] => {
    const regions = state.type === 'parallel';
    const children = state.children.map((c) => nodeOf(c, regions));
    if (state.initial) {
      const init = `init:${state.id}`;
      children.unshift({ id: init, width: 14, height: 14 });
      edges.push({ id: `e:${init}`, sources: [init], targets: [nodeId(state.initial)] });
    }
    return children;
  };

  const top = childrenOf(chart.root);
  if (chart.transitions.some((t) => t.from === '')) {
    const h = addBox(ANY_STATE, { state: null, title: 'any state', subtitle: 'applies in every state', loops: (loopsOf.get('') ?? []).map(loopLine) });
    top.unshift({ id: ANY_STATE, width: h.width, height: h.height });
  }
  for (const t of arrows) edges.push({ id: `t:${t.id}`, sources: [nodeId(t.from)], targets: [nodeId(t.to)], labels: [labelOf(edgeLines(t))] });

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.randomSeed': '1',
    },
    children: top,
    edges,
  };
  const laid = await new ELK().layout(graph);
  return renderSvg(chart, laid, boxes, new Map(arrows.map((t) => [`t:${t.id}`, t])));
}

const r = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;

function renderSvg(
  chart: ChartModel,
  laid: ElkNode,
  boxes: Map<string, Box & { lines: string[]; width: number; height: number }>,
  arrows: Map<string, ChartTransition>,
): string {
  const parts: string[] = [];
  const regionIds = new Set<string>();
  const markRegions = (state: ChartState) => {
    if (state.type === 'parallel') for (const c of state.children) regionIds.add(nodeId(c.id));
    state.children.forEach(markRegions);
  };
  markRegions(chart.root);
  const drawNode = (node: ElkNode) => {
    const x = r(node.x);
    const y = r(node.y);
    const w = r(node.width);
    const h = r(node.height);
    if (node.id.startsWith('init:')) {
      parts.push(`<circle class="initial" cx="${r(x + w / 2)}" cy="${r(y + h / 2)}" r="6"/>`);
      return;
    }
    const box = boxes.get(node.id)!;
    const state = box.state;
    const compound = !!node.children?.length;
    const classes = [
      'state',
      compound ? 'compound' : 'leaf',
      regionIds.has(node.id) ? 'region' : '',
      state?.type === 'final' ? 'final' : '',
      node.id === ANY_STATE ? 'any' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const title = state ? [state.id, state.description].filter(Boolean).join(': ') : 'Any state: arrows that apply whichever state is current';
    parts.push(`<g class="${classes}" data-state="${escapeXml(state ? state.id : ANY_STATE)}"><title>${escapeXml(title)}</title>`);
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/>`);
    if (state?.type === 'final') parts.push(`<rect class="inner" x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" rx="7"/>`);
    let ty = y + PAD + NAME_PX;
    const tx = compound ? x + PAD : x + w / 2;
    const anchor = compound ? 'start' : 'middle';
    parts.push(`<text class="name" x="${r(tx)}" y="${r(ty)}" text-anchor="${anchor}">${escapeXml(box.title)}</text>`);
    if (box.subtitle) {
      ty += LINE;
      parts.push(`<text class="route" x="${r(tx)}" y="${r(ty)}" text-anchor="${anchor}">${escapeXml(box.subtitle)}</text>`);
    }
    for (const line of box.lines) {
      ty += LINE;
      parts.push(`<text class="loop" x="${r(tx)}" y="${r(ty)}" text-anchor="${anchor}">${escapeXml(line)}</text>`);
    }
    parts.push('</g>');
    for (const child of node.children ?? []) drawNode(child);
  };
  for (const child of laid.children ?? []) drawNode(child);

  const edgeParts: string[] = [];
  const labelParts: string[] = [];
  const allEdges: ElkExtendedEdge[] = [];
  const collect = (node: ElkNode) => {
    allEdges.push(...(node.edges ?? []));
    (node.children ?? []).forEach(collect);
  };
  collect(laid);
  for (const edge of allEdges) {
    const t = arrows.get(edge.id);
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    if (!points.length) continue;
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${r(p.x)} ${r(p.y)}`).join(' ');
    const cls = t ? `edge ${t.kind}` : 'edge start';
    const title = t ? `<title>${escapeXml([t.label, t.guard ? `only if ${t.guard.words}` : '', t.description].filter(Boolean).join(' — '))}</title>` : '';
    edgeParts.push(`<g class="${cls}"${t ? ` data-transition="${escapeXml(t.id)}"` : ''}>${title}<path d="${d}" marker-end="url(#arrow)"/></g>`);
    for (const label of edge.labels ?? []) {
      const lines = (label.text ?? '').split('\n');
      const lx = r(label.x);
      const ly = r(label.y);
      labelParts.push(
        `<g class="label ${t?.kind ?? ''}"${t ? ` data-transition="${escapeXml(t.id)}"` : ''}><rect x="${lx}" y="${ly}" width="${r(label.width)}" height="${r(label.height)}" rx="4"/>` +
          lines.map((line, i) => `<text x="${r(lx + 4)}" y="${r(ly + 2 + (i + 1) * LINE - 4)}"${i ? ' class="rule"' : ''}>${escapeXml(line)}</text>`).join('') +
          '</g>',
      );
    }
  }
  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  return [
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="chart-title">`,
    `<title id="chart-title">The ${escapeXml(chart.id)} statechart</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"/></marker></defs>',
    ...parts,
    ...edgeParts,
    ...labelParts,
    '</svg>',
  ].join('\n');
}
