/**
 * A machine as the statechart explorer draws and explains it: its states as a tree (with their
 * description, screen and spec section) and every transition as an arrow, the machine's own
 * ("any state") ones included. Plain data, so it can be laid out at build time and inlined in a
 * page for the browser.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { guardName, guardText, namedGuards, nameOf } from '../statechart-guards.ts';

export interface ChartState {
  /** The state's path joined with dots ('' for the machine itself). */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string;
  route: string;
  spec: string;
  /** The id of the child a compound state starts in. */
  initial: string | null;
  children: ChartState[];
}

export interface ChartTransition {
  /** Unique within the chart: `<from>:<n>`. */
  id: string;
  /** The state that declares it ('' = the machine itself: it applies in any state). */
  from: string;
  /** Where it goes; equal to `from` when it stays (no target, or itself). */
  to: string;
  /** The event as the machine names it (`xstate.done.actor.save`, `xstate.after.3000.x`, '' for always). */
  eventType: string;
  /** The event in short words: 'pod.chosen', 'done: saveEvent', 'after 3000 ms', 'at once'. */
  label: string;
  kind: 'event' | 'done' | 'error' | 'after' | 'always';
  /** For done/error: the invoked actor's id and its source's name. */
  actor: { id: string; src: string } | null;
  guard: { code: string; words: string; names: string[] } | null;
  description: string;
  actions: string[];
}

export interface ChartModel {
  id: string;
  summary: string;
  docComment: string;
  root: ChartState;
  transitions: ChartTransition[];
  /** Every named guard the machine's arrows use, with its rule in words. */
  guards: { name: string; words: string }[];
  /** The actors the states invoke: while such a state is current, its call runs (a stub in the explorer). */
  invokes: { state: string; id: string; src: string }[];
  routes: string[];
  spec: string[];
}

interface StateMeta {
  route?: string;
  spec?: string;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

function stateOf(node: AnyStateNode): ChartState {
  const meta = (node.meta ?? {}) as StateMeta;
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  return {
    id: pathOf(node),
    key: node.key,
    type: node.type as ChartState['type'],
    description: node.description ?? '',
    route: meta.route ?? '',
    spec: meta.spec ?? '',
    initial: initial ? pathOf(initial) : null,
    children: children.map(stateOf),
  };
}

export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

const humanDelay = (delay: string) =>
  /^\d+$/.test(delay) ? `${Number(delay) >= 1000 && Number(delay) % 1000 === 0 ? `${Number(delay) / 1000} s` : `${delay} ms`}` : delay;

function transitionsOf(node: AnyStateNode, words: Record<string, string>): ChartTransition[] {
  const list: ChartTransition[] = [];
  const add = (
    eventType: string,
    t: { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[]; description?: string; reenter?: boolean },
  ) => {
    const targets = t.target?.length ? t.target : [node];
    let kind: ChartTransition['kind'] = 'event';
    let label = eventType;
    let actor: ChartTransition['actor'] = null;
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const after = /^xstate\.after\.(.+?)\./.exec(eventType);
    if (eventType === '') {
      kind = 'always';
      label = 'at once';
    } else if (done) {
      kind = done[1] as 'done' | 'error';
      const invoked = node.invoke.find((inv: { id: string }) => inv.id === done[2]);
      actor = { id: done[2]!, src: nameOf(invoked?.src ?? done[2]) };
      label = `${kind === 'done' ? 'done' : 'failed'}: ${actor.src}`;
    } else if (after) {
      kind = 'after';
      label = `after ${humanDelay(after[1]!)}`;
    }
    for (const target of targets) {
      list.push({
        id: `${pathOf(node)}:${list.length}`,
        from: pathOf(node),
        to: pathOf(target),
        eventType,
        label,
        kind,
        actor,
        guard: t.guard ? { code: guardName(t.guard), words: guardText(t.guard, words), names: namedGuards(t.guard).filter((g) => g !== 'inline') } : null,
        description: t.description ?? '',
        actions: t.actions.map(nameOf).filter((name) => !name.startsWith('xstate.')),
      });
    }
  };
  for (const [event, transitions] of node.transitions) for (const t of transitions) add(event, t);
  for (const t of node.always ?? []) add('', t);
  return list;
}

export function chartModel(machine: AnyStateMachine, docComment: string, summary: string): ChartModel {
  const words = ((machine.root.meta ?? {}) as { guards?: Record<string, string> }).guards ?? {};
  const nodes = allNodes(machine.root);
  const transitions = nodes.flatMap((node) => transitionsOf(node, words));
  const guardNames = [...new Set(transitions.flatMap((t) => t.guard?.names ?? []))];
  const metas = nodes.map((n) => (n.meta ?? {}) as StateMeta);
  return {
    id: machine.id,
    summary,
    docComment,
    root: stateOf(machine.root),
    transitions,
    guards: guardNames.map((name) => ({ name, words: words[name] ?? name })),
    invokes: nodes.flatMap((node) => node.invoke.map((inv: { id: string; src: unknown }) => ({ state: pathOf(node), id: inv.id, src: nameOf(inv.src) }))),
    routes: [...new Set(metas.map((m) => m.route).filter((r): r is string => !!r))],
    spec: [...new Set(metas.map((m) => m.spec).filter((s): s is string => !!s))],
  };
}

/** Every state of a chart, depth first, the machine itself left out. */
export const statesOf = (state: ChartState): ChartState[] => state.children.flatMap((c) => [c, ...statesOf(c)]);
