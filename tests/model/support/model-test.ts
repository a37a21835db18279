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
 *   `always`, `after` and invoke onDone/onError of every state node (the root's too:
 *   declared-arrows.ts). Each step records which declared arrows XState took (its microstep
 *   inspection events: taken-arrows.ts), and the suite
 *   fails unless every declared arrow was taken, save those listed as `unreachable` (printed).
 * - Drivers are derived from the machine: the suite fails when the drivers' keys differ from the
 *   events the chart handles, automatic ones included (`xstate.done.actor.<id>`,
 *   `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`); `always` arrows and the
 *   machine's own `xstate.done.state.*` need none.
 * - Scenario tables (tests/scenarios/<machine>.ts) run through the same drivers on a fresh screen
 *   (scenario-runner.ts): the chart must agree with `then.state` and the screen must show `then.screen` literally.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { leafStates, stateMatcher, transitionCoveringPaths } from './model-coverage.ts';
import { drivenEventTypes } from './declared-arrows.ts';
import { arrowRecord, startChart, stepChart } from './taken-arrows.ts';
import { runScenario } from './scenario-runner.ts';
import type { Scenario, ScenarioTable } from '../../scenarios/scenario.ts';

export { declaredArrows, drivenEventTypes, type Arrow } from './declared-arrows.ts';
export { startChart, stepChart } from './taken-arrows.ts';
export { onScreen } from './scenario-runner.ts';

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
  const { arrows, taken, unknownTaken, note } = arrowRecord(machine);
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
        await runScenario(scenario as Scenario<EventObject, Input>, {
          name,
          variants,
          mount: options.mount,
          drive: (events, input, variant) => drive(events as SampleEvent[], input, variant, false),
          navigated: options.navigated,
        });
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
}
