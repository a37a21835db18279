/**
 * The chart's declared arrows: every candidate of every `on` entry, `always`, `after` and invoke
 * onDone/onError of every state node (the root's too), each with a label unique in the machine,
 * and the event types a model test must drive to take them.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A declared transition, as XState's state nodes hold it (TransitionDefinition, without its type parameters). */
export interface AnyTransition {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

export interface Arrow {
  /** '<source> —<event> [guard]→ <targets>', unique in the machine. */
  label: string;
  eventType: string;
  transition: AnyTransition;
}

const nodeName = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : '(root)');
const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'guard';
};

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    (Object.values(node.states) as AnyStateNode[]).forEach(walk);
  };
  walk(machine.root);
  return nodes;
}

/** Every declared transition of the chart: each candidate of `on`, `always`, `after`, invoke onDone/onError. */
export function declaredArrows(machine: AnyStateMachine): Arrow[] {
  const arrows: Arrow[] = [];
  const seen = new Set<unknown>();
  const add = (node: AnyStateNode, eventType: string, candidates: readonly AnyTransition[]) => {
    candidates.forEach((transition, index) => {
      if (seen.has(transition)) return;
      seen.add(transition);
      const targets = transition.target?.map((target) => nodeName(target)).join(', ') || '(stays)';
      const guard = guardName(transition.guard);
      const nth = candidates.length > 1 && !guard ? ` #${index + 1}` : '';
      arrows.push({ label: `${nodeName(node)} —${eventType || 'always'}${guard ? ` [${guard}]` : ''}${nth}→ ${targets}`, eventType, transition });
    });
  };
  for (const node of allNodes(machine)) {
    for (const [eventType, candidates] of node.transitions) add(node, eventType, candidates as unknown as AnyTransition[]);
    if (node.always) add(node, '', node.always as unknown as AnyTransition[]);
    for (const delayed of node.after as unknown as AnyTransition[]) add(node, delayed.eventType, [delayed]);
  }
  return arrows;
}

/** The event types the chart handles and the test must drive (automatic ones included, `always` and `xstate.done.state.*` not). */
export function drivenEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set(declaredArrows(machine).map((arrow) => arrow.eventType));
  return [...types].filter((type) => type !== '' && !type.startsWith('xstate.done.state.')).sort();
}
