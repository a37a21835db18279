/**
 * Model-based testing helpers over `xstate/graph`: paths that reach every state AND take every
 * transition (shortest path to a state, then each event possible there), and the machine's leaf
 * states. The suite around them (drivers, checks, arrow coverage) is describeModel in model-test.ts.
 */
import { TestModel } from 'xstate/graph';
import { type AnyStateMachine, type AnyStateNode, type EventObject, type Snapshot } from 'xstate';

export function leafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const walk = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) {
      // Transient states (only `always` transitions) are never observed at rest.
      if (!(node.always?.length && node.transitions.size === 0)) leaves.push(node.path.join('.'));
      return;
    }
    children.forEach(walk);
  };
  walk(machine.root);
  return leaves.sort();
}

type MatchableSnapshot = Snapshot<unknown> & { matches: (value: never) => boolean; value: unknown };

function leafValue(path: string): unknown {
  const parts = path.split('.');
  return parts.reduceRight<unknown>((acc, part) => (acc === undefined ? part : { [part]: acc }), undefined);
}

/**
 * One event sequence per transition: the shortest way to a state (breadth-first over the model's
 * adjacency map), then one event that the state handles. Events a state ignores are not
 * transitions and are left out.
 */
type Adjacency<TEvent> = Record<string, { state: unknown; transitions: Record<string, { event: TEvent; state: unknown }> }>;

export function transitionCoveringPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  /** The model's own `serializeState`, when it groups snapshots (then states are found by key). */
  serialize?: (snapshot: unknown) => string,
) {
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency<TEvent>;
  const [initial] = Object.keys(adjacency);
  const routes = new Map<string, TEvent[]>([[initial!, []]]);
  const queue = [initial!];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const from = adjacency[key]!.state as unknown as { can: (event: TEvent) => boolean };
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      if (!from.can(event)) continue;
      const next = serialize ? serialize(state) : (Object.keys(adjacency).find((candidate) => adjacency[candidate]!.state === state) ?? JSON.stringify(state));
      if (!routes.has(next)) {
        routes.set(next, [...routes.get(key)!, event]);
        queue.push(next);
      }
    }
  }
  const edges = new Set<string>();
  const paths: { key: string; name: string; events: TEvent[] }[] = [];
  for (const [key, route] of routes) {
    const snapshot = adjacency[key]?.state as unknown as { can: (event: TEvent) => boolean } | undefined;
    for (const [eventKey, { event }] of Object.entries(adjacency[key]?.transitions ?? {})) {
      if (!snapshot?.can(event)) continue;
      edges.add(`${key} ${eventKey}`);
      const value = (adjacency[key]!.state as unknown as { value: unknown }).value;
      paths.push({ key: `${key} ${eventKey}`, name: `${JSON.stringify(value)} · ${route.length} steps · ${event.type}`, events: [...route, event] });
    }
  }
  return { edges, paths };
}

/** Matches a state assertion key ('loaded.paused', 'auth.signedIn') against a snapshot. */
export const stateMatcher = (snapshot: unknown, key: string) => (snapshot as MatchableSnapshot).matches(leafValue(key) as never);
