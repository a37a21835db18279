/**
 * Renders one XState v5 machine as a Markdown page: its doc comment, a Mermaid stateDiagram-v2
 * walked from the machine object itself, and tables of its states, transitions, actors and delays.
 *
 * Written for product owners first: a state shows its `description` (what the person sees) and
 * its screen (`meta.route`), an arrow its transition's `description` (why it exists) or else its
 * event and guard in words (the machine's `meta.guards`). Technical arrows (an invoked call
 * finishing, a timer, an immediate step) are folded under their own table.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { guardName, guardText, nameOf, namedGuards } from './statechart-guards.ts';

interface Edge {
  from: string;
  to: string;
  event: string;
  technical: boolean;
  guard: string;
  guardRaw: unknown;
  description: string;
  actions: string[];
}

/** What a machine says of itself for its pages: the guards' rules in plain words. */
interface MachineMeta {
  guards?: Record<string, string>;
}
/** What a state says of itself: its screen's route and the spec's section. */
interface StateMeta {
  route?: string;
  spec?: string;
}

const mermaidId = (node: AnyStateNode) => node.path.join('_') || 'root';
/**
 * Transitions defined on the machine itself apply in every state (unless a state handles the
 * event itself): the diagram draws them from one "any state" box rather than leave them out.
 */
const ANYWHERE = 'any_state';
const actionNames = (actions: readonly unknown[]) => actions.map(nameOf).filter((name) => !name.startsWith('xstate.'));
const guardWords = (machine: AnyStateMachine) => ((machine.root.meta ?? {}) as MachineMeta).guards ?? {};
const stateMeta = (node: AnyStateNode) => (node.meta ?? {}) as StateMeta;
/** Mermaid text: no line breaks, and none of the characters its state diagram grammar reads. */
const mermaidText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[;:#{}]/g, (c) => ({ ';': ',', ':': ' -', '#': 'no.', '{': '(', '}': ')' })[c]!)
    .trim();
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

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
  const add = (event: string, transition: { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[]; description?: string }) => {
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) {
      edges.push({
        from: mermaidId(node),
        to: mermaidId(target),
        event: eventLabel(event, node),
        technical: event === '' || event.startsWith('xstate.'),
        guard: transition.guard ? guardName(transition.guard) : '',
        guardRaw: transition.guard,
        description: transition.description ?? '',
        actions: actionNames(transition.actions),
      });
    }
  };
  for (const [event, transitions] of node.transitions) for (const t of transitions) add(event, t);
  for (const t of node.always ?? []) add('', t);
  return edges;
}

/** An arrow's label: why it exists, or its event and the rule that lets it through. */
const label = (edge: Edge, guards: Record<string, string>) =>
  mermaidText(edge.description || `${edge.event}${edge.guardRaw ? ` [${guardText(edge.guardRaw, guards)}]` : ''}`);

function stateLines(node: AnyStateNode, indent: string) {
  const { description } = node;
  const { route } = stateMeta(node);
  const says = [description, route].filter(Boolean).join(' — ');
  return says ? [`${indent}${mermaidId(node)} : ${mermaidText(says)}`] : [];
}

function renderNode(node: AnyStateNode, indent: string, lines: string[], guards: Record<string, string>) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    children.forEach((child, i) => {
      if (i > 0) lines.push(`${indent}--`);
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
        renderChildren(child, `${indent}  `, lines, guards);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`, ...stateLines(child, indent));
      }
      // A region's own transitions (they apply whichever of its states is current).
      for (const edge of edgesOf(child)) lines.push(`${indent}${edge.from} --> ${edge.to}: ${label(edge, guards)}`);
    });
    return;
  }
  renderChildren(node, indent, lines, guards);
}

function renderChildren(node: AnyStateNode, indent: string, lines: string[], guards: Record<string, string>) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return renderNode(node, indent, lines, guards);
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
      renderNode(child, `${indent}  `, lines, guards);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      lines.push(...stateLines(child, indent));
    }
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    for (const edge of edgesOf(child)) lines.push(`${indent}${edge.from} --> ${edge.to}: ${label(edge, guards)}`);
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
}

/** The machine's own transitions, from the "any state" box (one with no target stays in it). */
function renderRootEdges(root: AnyStateNode, indent: string, lines: string[], guards: Record<string, string>) {
  const edges = edgesOf(root);
  if (!edges.length) return;
  lines.push(`${indent}state "any state" as ${ANYWHERE}`);
  for (const edge of edges) lines.push(`${indent}${ANYWHERE} --> ${edge.to === mermaidId(root) ? ANYWHERE : edge.to}: ${label(edge, guards)}`);
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

/** The screens a machine's states are on (`meta.route`) and the spec's sections (`meta.spec`), each once, in chart order. */
export function screensOf(machine: AnyStateMachine) {
  const metas = allNodes(machine.root).map(stateMeta);
  return {
    routes: [...new Set(metas.map((m) => m.route).filter((r): r is string => !!r))],
    spec: [...new Set(metas.map((m) => m.spec).filter((s): s is string => !!s))],
  };
}

/** Every guard a machine's transitions name. */
const guardsUsed = (machine: AnyStateMachine) => [
  ...new Set(
    allNodes(machine.root)
      .flatMap(edgesOf)
      .flatMap((e) => (e.guardRaw ? namedGuards(e.guardRaw) : []))
      .filter((g) => g !== 'inline'),
  ),
];

/** What a machine's pages cannot explain: states without a description, guards without words (the docs check fails on any). */
export function missingDescriptions(machine: AnyStateMachine): string[] {
  const guards = guardWords(machine);
  return [
    ...allNodes(machine.root)
      .filter((node) => node !== machine.root && !node.description)
      .map((node) => `${machine.id}: state ${node.path.join('.')} has no description`),
    ...guardsUsed(machine)
      .filter((g) => !guards[g])
      .map((g) => `${machine.id}: guard ${g} has no words in meta.guards`),
  ];
}

export function renderStatechart(machine: AnyStateMachine, docComment: string): string {
  const guards = guardWords(machine);
  const lines: string[] = ['```mermaid', 'stateDiagram-v2'];
  if (machine.root.type === 'parallel') {
    // Mermaid draws concurrent regions only inside a composite state.
    lines.push(`  state "${machine.id} (parallel)" as root {`);
    renderNode(machine.root, '    ', lines, guards);
    lines.push('  }');
  } else {
    renderNode(machine.root, '  ', lines, guards);
  }
  renderRootEdges(machine.root, '  ', lines, guards);
  lines.push('```');
  const nodes = allNodes(machine.root);
  const edges = nodes.flatMap(edgesOf);
  const pathOf = (id: string) => (id === 'root' ? 'any state' : id.split('_').join('.'));
  const rule = (e: Edge) => (e.guardRaw ? `${cell(guardText(e.guardRaw, guards))} (\`${e.guard}\`)` : '—');
  const transitionTable = (rows: Edge[]) => [
    '| event | from | to | only if | why | actions |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (e) => `| \`${e.event}\` | ${pathOf(e.from)} | ${pathOf(e.to)} | ${rule(e)} | ${cell(e.description) || '—'} | ${e.actions.join(', ') || '—'} |`,
    ),
  ];
  const states = nodes.filter((n) => n !== machine.root);
  const stateTable = [
    '| state | what the person sees | screen | spec |',
    '|---|---|---|---|',
    ...states.map(
      (n) =>
        `| ${n.path.join('.')} | ${cell(n.description ?? '') || '—'} | ${stateMeta(n).route ? `\`${stateMeta(n).route}\`` : '—'} | ${cell(stateMeta(n).spec ?? '') || '—'} |`,
    ),
  ];
  const technical = edges.filter((e) => e.technical);
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
    '## States',
    '',
    stateTable.join('\n'),
    '',
    '## Transitions',
    '',
    transitionTable(edges.filter((e) => !e.technical)).join('\n'),
    '',
    ...(technical.length
      ? [
          '<details><summary>Technical transitions: calls finishing, timers, immediate steps</summary>',
          '',
          transitionTable(technical).join('\n'),
          '',
          '</details>',
          '',
        ]
      : []),
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
  return (match?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
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
