/**
 * One model-based test of a machine through its real screen: `describeModel(name, options)`
 * defines the whole suite, so a model test is its state checks, its drivers, its sample events
 * and how to mount the screen.
 *
 * - Paths: the shortest way to every (state, data) the sample events reach, then each event the
 *   state handles (tests/model/support/model-coverage.ts), for each input variant.
 * - Each step is driven through the screen by the event's driver; the chart's next snapshot is
 *   computed with XState's pure transition, and every state check whose leaf that snapshot is in
 *   runs against the screen. A check that makes no assertion fails the path.
 * - Coverage is counted over the chart's declared arrows: every candidate of every `on` entry,
 *   `always`, `after` and invoke onDone/onError of every state node (the root's too). Each step
 *   records which declared arrows XState took (its microstep inspection events), and the suite
 *   fails unless every declared arrow was taken, save those listed as `unreachable` (printed).
 * - Drivers are derived from the machine: the suite fails when the drivers' keys differ from the
 *   events the chart handles, automatic ones included (`xstate.done.actor.<id>`,
 *   `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`); `always` arrows and the
 *   machine's own `xstate.done.state.*` need none.
 * - Scenario tables (tests/scenarios/<machine>.ts) run through the same drivers on a fresh screen:
 *   the chart must agree with `then.state` and the screen must show `then.screen` literally.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { TestModel } from 'xstate/graph';
import { createActor, type AnyStateMachine, type AnyStateNode, type EventFromLogic, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { leafStates, stateMatcher, transitionCoveringPaths } from './model-coverage.ts';
import type { Scenario, ScenarioTable } from '../../scenarios/scenario.ts';

/** A declared transition, as XState's state nodes hold it (TransitionDefinition, without its type parameters). */
interface AnyTransition {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

/** An event as a test writes it: its type and literal data. */
export type SampleEvent = EventObject & Record<string, unknown>;

/** What a state check is told about the path that led to it: the events driven, literal data. */
export interface ModelStep<TInput = unknown> {
  /** The events driven so far on this path (the last one is the one just driven). */
  events: SampleEvent[];
  /** The event just driven (undefined at the start). */
  last: SampleEvent | undefined;
  input: TInput;
  /** The input variant's name ('' when there is one input). */
  variant: string;
}

export type StateCheck<TMachine extends AnyStateMachine> = (snapshot: SnapshotFrom<TMachine>, step: ModelStep<InputFrom<TMachine>>) => unknown;
export type Driver = (event: never) => unknown;

/** Drivers: one for each event the machine declares (checked at compile time) and each automatic one (checked by the suite). */
export type Drivers<TMachine extends AnyStateMachine> = Record<EventFromLogic<TMachine>['type'], Driver> & Record<string, Driver>;

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine's input (one variant). */
  input?: InputFrom<TMachine>;
  /** Named input variants, each explored on its own (instead of `input`). */
  inputs?: Record<string, InputFrom<TMachine>>;
  /** Renders the screen fresh for one path (after the previous path's `afterEach`). */
  mount: (input: InputFrom<TMachine>, variant: string) => unknown;
  /** One check for each leaf state, with literal expectations. */
  states: Record<string, StateCheck<TMachine>>;
  drivers: Drivers<TMachine>;
  /** Sample events with literal data, or those to try in a snapshot (default: one `{ type }` per driver). */
  events?: readonly (EventObject | SampleEvent)[] | ((snapshot: SnapshotFrom<TMachine>) => readonly (EventObject | SampleEvent)[]);
  /** Sample events for one input variant (instead of `events`). */
  variantEvents?: (
    variant: string,
    input: InputFrom<TMachine>,
  ) => readonly (EventObject | SampleEvent)[] | ((snapshot: SnapshotFrom<TMachine>) => readonly (EventObject | SampleEvent)[]);
  /** Groups snapshots: each data variant worth its own expectations gets its own key. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Also drive the empty path (the arrival) for each variant. */
  arrival?: boolean;
  /** Declared arrows that cannot be driven through the screen, each with why (printed by the coverage test). */
  unreachable?: { arrow: string; why: string }[];
  /** Spec scenarios, run through the screen with the same drivers. */
  scenarios?: ScenarioTable<EventObject, InputFrom<TMachine>>;
  /** The route the app navigated to last (for scenarios' `navigatesTo`). */
  navigated?: () => string | undefined;
  beforeAll?: () => unknown;
  beforeEach?: () => unknown;
  afterEach?: () => unknown;
  afterAll?: () => unknown;
  /** Runs after each path (extra checks on what the path did). */
  afterPath?: (path: { events: SampleEvent[]; input: InputFrom<TMachine>; variant: string }) => unknown;
  /** Timeout of the `beforeAll` hook. */
  beforeAllTimeout?: number;
  /** More tests inside the suite (they may use `drive` to run an event sequence with its checks). */
  tests?: (helpers: ModelHelpers<TMachine>) => void;
}

export interface ModelHelpers<TMachine extends AnyStateMachine> {
  /** The paths the suite drives (each variant's). */
  plans: readonly { name: string; events: SampleEvent[]; variant: string }[];
  /** Drives events through the screen from the start, running the state checks after each step. */
  drive: (events: readonly (EventObject | SampleEvent)[], input?: InputFrom<TMachine>, variant?: string) => Promise<SnapshotFrom<TMachine>>;
}

// ── the chart's declared arrows ───────────────────────────────────────────────────────────────

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

// ── pure steps that report the arrows they took ───────────────────────────────────────────────

type InspectableSystem = { _sendInspectionEvent: (event: { type: string; _transitions?: AnyTransition[] }) => void };

function inspectingScope(machine: AnyStateMachine, taken: AnyTransition[]) {
  const self = createActor(machine as AnyStateMachine, {} as never);
  const system = self.system as unknown as InspectableSystem;
  system._sendInspectionEvent = (event) => {
    if (event.type === '@xstate.microstep') taken.push(...(event._transitions ?? []));
  };
  return { self, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {}, system, emit: () => {}, actionExecutor: () => {} };
}

/** The chart's start from `input`, with the arrows (e.g. `always`) it took. */
export function startChart<TMachine extends AnyStateMachine>(machine: TMachine, input: unknown): [SnapshotFrom<TMachine>, AnyTransition[]] {
  const taken: AnyTransition[] = [];
  const snapshot = machine.getInitialSnapshot(inspectingScope(machine, taken) as never, input as never);
  return [snapshot as SnapshotFrom<TMachine>, taken];
}

/** XState's pure transition, with the declared arrows it took (the event's and any `always` after it). */
export function stepChart<TMachine extends AnyStateMachine>(
  machine: TMachine,
  snapshot: SnapshotFrom<TMachine>,
  event: EventObject,
): [SnapshotFrom<TMachine>, AnyTransition[]] {
  const taken: AnyTransition[] = [];
  const next = machine.transition(snapshot as never, event as never, inspectingScope(machine, taken) as never);
  return [next as SnapshotFrom<TMachine>, taken];
}

// ── the suite ─────────────────────────────────────────────────────────────────────────────────

interface Plan<TInput> {
  name: string;
  events: SampleEvent[];
  input: TInput;
  variant: string;
}

/** A check's source with no statement in its body ('() => {}'). */
const emptyBody = (check: (...args: never[]) => unknown) => /=>\s*(\{\s*\}|undefined|void 0)\s*$|^[^{]*\{\s*\}\s*$/.test(check.toString().trim());

export function describeModel<TMachine extends AnyStateMachine>(name: string, options: ModelOptions<TMachine>) {
  const { machine, states, drivers } = options;
  type Input = InputFrom<TMachine>;
  const variants: [string, Input][] = options.inputs ? Object.entries(options.inputs) : [['', options.input as Input]];
  const leaves = leafStates(machine);
  const arrows = declaredArrows(machine);
  const arrowOf = new Map<unknown, Arrow>(arrows.map((arrow) => [arrow.transition, arrow]));
  const unreachable = new Map((options.unreachable ?? []).map((u) => [u.arrow, u.why]));
  const serialize = options.serializeState as ((snapshot: unknown) => string) | undefined;

  const plans: Plan<Input>[] = variants.flatMap(([variant, input]) => {
    const sample = options.variantEvents?.(variant, input) ?? options.events ?? Object.keys(drivers).map((type) => ({ type }));
    const model = new TestModel(machine, { input, stateMatcher, events: sample, ...(serialize ? { serializeState: serialize } : {}) } as never);
    const { paths } = transitionCoveringPaths(model as never, serialize);
    const prefix = variant ? `${variant} ` : '';
    const arrival = options.arrival ? [{ name: `${prefix}arrival`, events: [], input, variant }] : [];
    return [...arrival, ...paths.map((path) => ({ name: `${prefix}${path.name}`, events: path.events as SampleEvent[], input, variant }))];
  });

  const visited = new Set<string>();
  const taken = new Set<string>();
  const unknownTaken = new Set<string>();

  const note = (transitions: AnyTransition[]) => {
    for (const transition of transitions) {
      const arrow = arrowOf.get(transition);
      if (arrow) taken.add(arrow.label);
      else unknownTaken.add(`${transition.source.id} ${transition.eventType}`);
    }
  };

  const checkAll = async (snapshot: SnapshotFrom<TMachine>, step: ModelStep<Input>) => {
    for (const [leaf, check] of Object.entries(states)) {
      if (!stateMatcher(snapshot, leaf)) continue;
      visited.add(leaf);
      const before = expect.getState().assertionCalls;
      await check(snapshot, step);
      if (expect.getState().assertionCalls === before) throw new Error(`The state check for '${leaf}' made no assertion`);
    }
  };

  /** Drives events through the screen; with `check`, the state checks run after each step. */
  const drive = async (events: SampleEvent[], input: Input, variant: string, check = true) => {
    let [snapshot, transitions] = startChart(machine, input);
    note(transitions);
    if (check) await checkAll(snapshot, { events: [], last: undefined, input, variant });
    for (const [index, event] of events.entries()) {
      const driver = drivers[event.type];
      if (!driver) throw new Error(`No driver for ${event.type}`);
      await driver(event as never);
      [snapshot, transitions] = stepChart(machine, snapshot, event);
      note(transitions);
      if (check) await checkAll(snapshot, { events: events.slice(0, index + 1), last: event, input, variant });
    }
    return snapshot;
  };

  describe(`${name} model`, () => {
    if (options.beforeAll) beforeAll(options.beforeAll, options.beforeAllTimeout);
    if (options.beforeEach) beforeEach(options.beforeEach);
    if (options.afterEach) afterEach(options.afterEach);
    if (options.afterAll) afterAll(options.afterAll);

    it('has a state check, making assertions, for every leaf state', () => {
      expect(Object.keys(states).sort()).toEqual(leaves);
      const empty = Object.entries(states)
        .filter(([, check]) => emptyBody(check as never))
        .map(([leaf]) => leaf);
      expect(empty, 'state checks with an empty body').toEqual([]);
    });

    it('has a driver for every event the chart handles, automatic ones included', () => {
      expect(Object.keys(drivers).sort()).toEqual(drivenEventTypes(machine));
    });

    it.each(plans.map((plan) => [plan.name, plan] as const))('takes %s', async (_name, plan) => {
      await options.mount(plan.input, plan.variant);
      await drive(plan.events, plan.input, plan.variant);
      await options.afterPath?.(plan);
    });

    options.tests?.({
      plans,
      drive: (events, input = variants[0]![1], variant = variants[0]![0]) => drive(events as SampleEvent[], input, variant),
    });

    if (options.scenarios) {
      // Scenarios the screen cannot drive say why (`machineOnly`); they run against the machine alone (tests/machines/scenarios.test.ts).
      const onScreen = options.scenarios.scenarios.filter((scenario) => !scenario.machineOnly);
      it.each(onScreen.map((scenario) => [`${scenario.spec}: ${scenario.rule}`, scenario] as const))('scenario %s', async (_name, scenario) => {
        await runScenario(scenario as Scenario<EventObject, Input>);
      });
    }

    it('takes every declared arrow of the chart and checks every state', () => {
      const declared = arrows.map((arrow) => arrow.label);
      const missing = declared.filter((label) => !taken.has(label) && !unreachable.has(label));
      const states = leaves.filter((leaf) => visited.has(leaf)).length;
      const counted = declared.filter((label) => taken.has(label)).length;
      console.log(
        `${name} model coverage: states ${states}/${leaves.length}, arrows ${counted}/${declared.length}` +
          (unreachable.size ? `; not drivable (${unreachable.size}): ${[...unreachable].map(([arrow, why]) => `${arrow} (${why})`).join('; ')}` : ''),
      );
      expect(
        [...unreachable.keys()].filter((label) => !declared.includes(label)),
        'unreachable arrows the chart does not declare',
      ).toEqual([]);
      expect(
        [...unreachable.keys()].filter((label) => taken.has(label)),
        'arrows listed as unreachable but taken',
      ).toEqual([]);
      expect([...unknownTaken], 'arrows taken that the chart does not declare').toEqual([]);
      expect(missing, 'declared arrows no path took').toEqual([]);
      expect(
        leaves.filter((leaf) => !visited.has(leaf)),
        'leaf states no path checked',
      ).toEqual([]);
    });
  });

  async function runScenario(scenario: Scenario<EventObject, Input>) {
    const same = (input: unknown) => JSON.stringify(input) === JSON.stringify(scenario.input);
    const [variant, fallback] = variants.find(([, input]) => scenario.input === undefined || same(input)) ?? ['scenario', variants[0]![1]];
    const input = scenario.input ?? fallback;
    await options.mount(input, variant);
    // The scenario's own literal expectations are the oracle here (the state checks expect the sample events' data).
    const snapshot = await drive([...scenario.given, scenario.when] as SampleEvent[], input, variant, false);
    const expected = Array.isArray(scenario.then.state) ? scenario.then.state : [scenario.then.state];
    for (const leaf of expected) expect(stateMatcher(snapshot, leaf), `the chart is in ${leaf}`).toBe(true);
    const shown = scenario.then.screen;
    if (!shown) return;
    for (const text of shown.shows ?? []) await vi.waitFor(() => expect(onScreen(text), `'${text}' is on screen`).toBe(true));
    for (const text of shown.hides ?? []) expect(onScreen(text), `'${text}' is not on screen`).toBe(false);
    if (shown.navigatesTo !== undefined) {
      if (!options.navigated) throw new Error(`${name}: a scenario expects navigation but the model test gives no navigated()`);
      await vi.waitFor(() => expect(options.navigated!()).toBe(shown.navigatesTo));
    }
  }
}

/** A text on screen, or an element with that accessible name. */
export function onScreen(text: string) {
  if (screen.queryAllByText(text).length > 0) return true;
  return [...document.body.querySelectorAll('*')].some((element) => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.getAttribute('title');
    return label === text || (element instanceof HTMLInputElement && element.value === text && element.type !== 'hidden');
  });
}
