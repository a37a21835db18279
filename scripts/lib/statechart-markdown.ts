/**
 * Renders one XState v5 machine as a Markdown page: its doc comment, a Mermaid stateDiagram-v2
 * walked from the machine object itself, and tables of transitions, actors and delays.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface Edge { from: string; to: string; event: string; guard: string; actions: string[] }

const mermaidId = (node: AnyStateNode) => node.path.join('_') || 'root';
/**
 * Transitions defined on the machine itself apply in every state (unless a state handles the
 * event itself): the diagram draws them from one "any state" box rather than leave them out.
 */
const ANYWHERE = 'any_state';
const nameOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'type' in value) return String((value as { type: unknown }).type);
  if (typeof value === 'function') return value.name && value.name !== 'anonymous' ? value.name : 'inline';
  return 'inline';
};
const actionNames = (actions: readonly unknown[]) => actions.map(nameOf).filter((name) => !name.startsWith('xstate.'));

function eventLabel(event: string, node: AnyStateNode) {
  if (event === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) {
    const invoked = node.invoke.find((inv: { id: string }) => inv.id === actor[2]);
    return `${actor[1]}: ${nameOf(invoked?.src ?? actor[2])}`;
  }
  const delayed = /^xstate\.after\.(.+?)\./.exec(event);
  return delayed ? `after ${delayed[1]}` : event;
}

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  const add = (event: string, transition: { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[] }) => {
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) {
      edges.push({ from: mermaidId(node), to: mermaidId(target), event: eventLabel(event, node), guard: transition.guard ? nameOf(transition.guard) : '', actions: actionNames(transition.actions) });
    }
  };
  for (const [event, transitions] of node.transitions) for (const t of transitions) add(event, t);
  for (const t of node.always ?? []) add('', t);
  return edges;
}

const label = (edge: Edge) => `${edge.event}${edge.guard ? ` [${edge.guard}]` : ''}${edge.actions.length ? ` / ${edge.actions.join(', ')}` : ''}`;

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    children.forEach((child, i) => {
      if (i > 0) lines.push(`${indent}--`);
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
      renderChildren(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    });
    return;
  }
  renderChildren(node, indent, lines);
}

function renderChildren(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return renderNode(node, indent, lines);
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    }
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    for (const edge of edgesOf(child)) lines.push(`${indent}${edge.from} --> ${edge.to}: ${label(edge)}`);
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
}

/** The machine's own transitions, from the "any state" box (one with no target stays in it). */
function renderRootEdges(root: AnyStateNode, indent: string, lines: string[]) {
  const edges = edgesOf(root);
  if (!edges.length) return;
  lines.push(`${indent}state "any state" as ${ANYWHERE}`);
  for (const edge of edges) lines.push(`${indent}${ANYWHERE} --> ${edge.to === mermaidId(root) ? ANYWHERE : edge.to}: ${label(edge)}`);
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

export function renderStatechart(machine: AnyStateMachine, docComment: string): string {
  const lines: string[] = ['```mermaid', 'stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid draws concurrent regions only inside a composite state.
    lines.push(`  state "${machine.id} (parallel)" as root {`);
    renderNode(machine.root, '    ', lines);
    lines.push('  }');
  } else {
    renderNode(machine.root, '  ', lines);
  }
  renderRootEdges(machine.root, '  ', lines);
  lines.push('```');
  const nodes = allNodes(machine.root);
  const edges = nodes.flatMap(edgesOf);
  const pathOf = (id: string) => (id === 'root' ? 'any state' : id.split('_').join('.'));
  const table = [
    '| event | from | to | guard | actions |',
    '|---|---|---|---|---|',
    ...edges.map((e) => `| \`${e.event}\` | ${pathOf(e.from)} | ${pathOf(e.to)} | ${e.guard || '—'} | ${e.actions.join(', ') || '—'} |`),
  ];
  const actors = [...new Set(nodes.flatMap((n) => n.invoke.map((inv: { src: unknown }) => nameOf(inv.src))))].sort();
  const delays = Object.keys((machine.implementations as { delays?: Record<string, unknown> }).delays ?? {}).sort();
  return [
    `# ${machine.id}`,
    '',
    '_Generated by `npm run docs` from `machines/` — do not edit by hand._',
    '',
    docComment.trim(),
    '',
    lines.join('\n'),
    '',
    '## Transitions',
    '',
    table.join('\n'),
    '',
    '## Invoked actors',
    '',
    actors.length ? actors.map((a) => `- \`${a}\``).join('\n') : 'None.',
    '',
    '## Delays',
    '',
    delays.length ? delays.map((d) => `- \`${d}\``).join('\n') : 'None.',
    '',
  ].join('\n');
}

/** The leading `/** … *\/` block of a machine's source, as plain Markdown text. */
export function leadingDocComment(source: string): string {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  return (match?.[1] ?? '').split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n').trim();
}

/** A machine's summary for the index: its doc comment's first paragraph, whole (never cut mid-sentence). */
export function summaryOf(docComment: string): string {
  const paragraph: string[] = [];
  for (const line of docComment.trim().split('\n')) {
    if (!line.trim()) break;
    paragraph.push(line.trim());
  }
  const text = paragraph.join(' ');
  // A paragraph that leads into a list ('…when they arrive on a page directly:') ends at the sentence before.
  const lastStop = text.lastIndexOf('. ');
  return text.endsWith(':') && lastStop > 0 ? text.slice(0, lastStop + 1) : text;
}
