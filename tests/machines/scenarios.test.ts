/**
 * Runs every spec scenario table (tests/scenarios/) against its machine, purely: the given events
 * from the machine's start (`initialTransition`, then `transition`), then the `when` event. The
 * state after it must match `then.state`; the named actions, invoked services (`xstate.spawnChild`,
 * counted by their src) and timers (`after <ms> ms`) that the `when` step returned are counted
 * against `then.effects`; `then.context` is a partial match, except that an empty object in it
 * (`errors: {}`) must be empty. Each scenario is its own test,
 * '<machine>: <rule>'. The same tables run through the real screens in the model tests.
 */
import { describe, expect, it } from 'vitest';
import {
  getInitialMicrosteps,
  getMicrosteps,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { eventLifecycleMachine } from '../../machines/eventLifecycle.ts';
import { eventSaveMachine } from '../../machines/eventSave.ts';
import { followStatusMachine } from '../../machines/followStatus.ts';
import { guestSelectionMachine } from '../../machines/guestSelection.ts';
import { iframeAuthMachine } from '../../machines/iframeAuth.ts';
import { onboardingMachine } from '../../machines/onboarding.ts';
import { sessionMachine } from '../../machines/session.ts';
import { videoPlaybackMachine } from '../../machines/videoPlayback.ts';
import { roomVisitMachine } from '../../machines/roomVisit.ts';
import type { Scenario, ScenarioTable } from '../scenarios/scenario.ts';
import { eventLifecycleScenarios } from '../scenarios/eventLifecycle.ts';
import { eventSaveScenarios } from '../scenarios/eventSave.ts';
import { followStatusScenarios } from '../scenarios/followStatus.ts';
import { guestSelectionScenarios } from '../scenarios/guestSelection.ts';
import { iframeAuthScenarios } from '../scenarios/iframeAuth.ts';
import { onboardingScenarios } from '../scenarios/onboarding.ts';
import { sessionScenarios } from '../scenarios/session.ts';
import { videoPlaybackScenarios } from '../scenarios/videoPlayback.ts';
import { roomVisitScenarios } from '../scenarios/roomVisit.ts';

const runs: [AnyStateMachine, ScenarioTable<EventObject, unknown>][] = [
  [onboardingMachine, onboardingScenarios],
  [sessionMachine, sessionScenarios],
  [eventLifecycleMachine, eventLifecycleScenarios],
  [eventSaveMachine, eventSaveScenarios],
  [guestSelectionMachine, guestSelectionScenarios],
  [followStatusMachine, followStatusScenarios],
  [iframeAuthMachine, iframeAuthScenarios],
  [videoPlaybackMachine, videoPlaybackScenarios],
  [roomVisitMachine, roomVisitScenarios],
] as never;

interface ExecutedAction {
  type: string;
  params?: unknown;
}

/** What an executed action is called in a table: its name, an invoked service's src, or a timer. */
function effectName(action: ExecutedAction): string {
  const params = (action.params ?? {}) as { src?: unknown; delay?: unknown };
  if (action.type === 'xstate.spawnChild' && typeof params.src === 'string') return params.src;
  if (action.type === 'xstate.raise' && typeof params.delay === 'number') return `after ${params.delay} ms`;
  return action.type;
}

/** The names a table may use: the machine's own actions and services, and any timer. */
function knownEffect(machine: AnyStateMachine, name: string) {
  const { actions, actors } = machine.implementations as { actions: object; actors: object };
  return name in actions || name in actors || /^after \d+ ms$/.test(name);
}

/** Where `expected` holds an empty object (`errors: {}`): a partial match would take any object there. */
function emptyObjectPaths(expected: unknown, path: string[] = []): string[][] {
  if (expected === null || typeof expected !== 'object') return [];
  const entries = Object.entries(expected);
  if (entries.length === 0 && !Array.isArray(expected)) return [path];
  return entries.flatMap(([key, value]) => emptyObjectPaths(value, [...path, key]));
}
const at = (value: unknown, path: string[]) => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

const leafValue = (path: string): unknown => path.split('.').reduceRight<unknown>((inner, part) => (inner === undefined ? part : { [part]: inner }), undefined);

function run(machine: AnyStateMachine, scenario: Scenario<EventObject, unknown>) {
  let [snapshot] = initialTransition(machine, scenario.input as never);
  for (const event of scenario.given) [snapshot] = transition(machine, snapshot, event as never);
  if (scenario.givenState) expect(snapshot.matches(leafValue(scenario.givenState) as never), `given state ${scenario.givenState}`).toBe(true);
  const [next, actions] = transition(machine, snapshot, scenario.when as never);
  return { snapshot: next, effects: (actions as ExecutedAction[]).map(effectName) };
}

interface Arrow {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}
const pathOf = (node: AnyStateNode) => node.path.join('.') || '(root)';
const guardName = (guard: unknown) => (typeof guard === 'string' ? guard : ((guard as { type?: string } | undefined)?.type ?? (guard ? 'a guard' : '')));
/** An arrow of the chart as the failure message names it: 'pending --start [isHost]--> starting'. */
const arrowName = (arrow: Arrow) =>
  `${pathOf(arrow.source)} --${arrow.eventType || 'always'}${arrow.guard ? ` [${guardName(arrow.guard)}]` : ''}--> ${(arrow.target ?? []).map(pathOf).join(', ') || '(stays)'}`;

/** Every arrow the chart declares: on events (timers and services' done/error included), and `always`. */
function declaredArrows(machine: AnyStateMachine) {
  const arrows: Arrow[] = [];
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) arrows.push(...(list as Arrow[]));
    arrows.push(...((node.always ?? []) as Arrow[]));
    Object.values(node.states).forEach((child) => walk(child as AnyStateNode));
  };
  walk(machine.root);
  return arrows;
}

/** The `always` arrows passed between consecutive microsteps (their source left, their target entered). */
function alwaysArrowsBetween(arrows: Arrow[], snapshots: AnyMachineSnapshot[]) {
  const passed: Arrow[] = [];
  for (let i = 1; i < snapshots.length; i += 1) {
    const [before, after] = [snapshots[i - 1]!, snapshots[i]!];
    const arrow = arrows.find(
      (a) =>
        !a.eventType &&
        before.matches(leafValue(a.source.path.join('.')) as never) &&
        (a.target ?? []).every((t) => after.matches(leafValue(t.path.join('.')) as never)),
    );
    if (arrow) passed.push(arrow);
  }
  return passed;
}

/** The arrows a scenario's `when` step takes (and, for the start, the `always` arrows its input decides). */
function arrowsTaken(machine: AnyStateMachine, scenario: Scenario<EventObject, unknown>, arrows: Arrow[]) {
  let [snapshot] = initialTransition(machine, scenario.input as never);
  const taken =
    scenario.given.length === 0 ? alwaysArrowsBetween(arrows, [snapshot, ...getInitialMicrosteps(machine, scenario.input as never).map(([s]) => s)]) : [];
  for (const event of scenario.given) [snapshot] = transition(machine, snapshot, event as never);
  taken.push(...(machine.getTransitionData(snapshot as never, scenario.when as never) as Arrow[]));
  taken.push(
    ...alwaysArrowsBetween(
      arrows,
      getMicrosteps(machine, snapshot, scenario.when as never).map(([s]) => s),
    ),
  );
  return taken;
}

describe.each(runs.map(([machine, table]) => [table.machine, machine, table] as const))('%s scenarios', (name, machine, table) => {
  it('names the machine it runs against', () => {
    expect(machine.id).toBe(name);
  });

  it('has a scenario for every arrow of the chart', () => {
    const arrows = declaredArrows(machine);
    const taken = new Set(table.scenarios.flatMap((scenario) => arrowsTaken(machine, scenario, arrows)));
    expect(arrows.filter((arrow) => !taken.has(arrow)).map(arrowName)).toEqual([]);
  });

  it.each(table.scenarios.map((scenario) => [`${name}: ${scenario.rule}`, scenario] as const))('%s', (_title, scenario) => {
    const { snapshot, effects } = run(machine, scenario);
    for (const state of [scenario.then.state].flat()) {
      expect(snapshot.matches(leafValue(state) as never), `in ${state}, but in ${JSON.stringify(snapshot.value)}`).toBe(true);
    }
    for (const [effect, times] of Object.entries(scenario.then.effects ?? {})) {
      expect(knownEffect(machine, effect), `${effect} is an action, service or timer of ${name}`).toBe(true);
      expect(
        effects.filter((ran) => ran === effect),
        `${effect} ran (all: ${effects.join(', ') || 'none'})`,
      ).toHaveLength(times);
    }
    if (scenario.then.context) {
      expect(snapshot.context).toMatchObject(scenario.then.context);
      for (const path of emptyObjectPaths(scenario.then.context)) expect(at(snapshot.context, path), `context.${path.join('.')}`).toEqual({});
    }
  });
});
