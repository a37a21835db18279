/**
 * Model-based testing helpers over `xstate/graph`: paths that reach every state AND take every
 * transition (shortest path to a state, then each event possible there), the machine's leaf
 * states, and a coverage report printed by each suite.
 */
import { TestModel } from 'xstate/graph';
import { initialTransition, transition, type AnyStateMachine, type AnyStateNode, type EventObject, type Snapshot } from 'xstate';

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

/** Dotted leaf paths a snapshot is in (several for parallel machines). */
export function activeLeaves(snapshot: MatchableSnapshot, leaves: string[]) {
  return leaves.filter((leaf) => snapshot.matches(leafValue(leaf) as never));
}
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

export function reportCoverage(name: string, leaves: string[], visited: Set<string>, edges: Set<string>, taken: Set<string>) {
  const states = leaves.filter((leaf) => visited.has(leaf)).length;
  const transitions = [...edges].filter((edge) => taken.has(edge)).length;
  console.log(`${name} model coverage: states ${states}/${leaves.length}, transitions ${transitions}/${edges.size}`);
  return { states: states / leaves.length, transitions: transitions / edges.size };
}

type Check<S> = (snapshot: S) => void | Promise<void>;

/**
 * Drives one event sequence: after the start and after each event the model's snapshot is
 * computed from the chart (pure `transition`), and every state assertion whose leaf it is in
 * runs against the real screen. Returns the leaves it checked.
 */
export async function runPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
  sequence: EventObject[],
  params: { states: Record<string, Check<never>>; events: Record<string, (event: never) => void | Promise<void>> },
) {
  const checked = new Set<string>();
  const checkAll = async (snapshot: unknown) => {
    for (const [leaf, check] of Object.entries(params.states)) {
      if (!stateMatcher(snapshot, leaf)) continue;
      checked.add(leaf);
      await check(snapshot as never);
    }
  };
  let [snapshot] = initialTransition(machine, input as never);
  await checkAll(snapshot);
  for (const event of sequence) {
    const drive = params.events[event.type];
    if (!drive) throw new Error(`No driver for ${event.type}`);
    await drive(event as never);
    [snapshot] = transition(machine, snapshot, event as never);
    await checkAll(snapshot);
  }
  return checked;
}
