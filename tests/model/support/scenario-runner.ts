/**
 * Runs one spec scenario (tests/scenarios/<machine>.ts) through the screen with the model test's
 * drivers: the chart must agree with `then.state` and the screen must show `then.screen` literally.
 */
import { expect, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { stateMatcher } from './model-coverage.ts';
import type { Scenario } from '../../scenarios/scenario.ts';

export interface ScenarioRun<TMachine extends AnyStateMachine, TInput> {
  /** The model test's name (for its messages). */
  name: string;
  /** The input variants, by name (a scenario runs with the one equal to its input, else the first's). */
  variants: [string, TInput][];
  mount: (input: TInput, variant: string) => unknown;
  /** Drives events through the screen without the state checks; resolves to the chart's snapshot. */
  drive: (events: EventObject[], input: TInput, variant: string) => Promise<SnapshotFrom<TMachine>>;
  /** The route the app navigated to last. */
  navigated?: () => string | undefined;
}

export async function runScenario<TMachine extends AnyStateMachine, TInput>(scenario: Scenario<EventObject, TInput>, run: ScenarioRun<TMachine, TInput>) {
  const same = (input: unknown) => JSON.stringify(input) === JSON.stringify(scenario.input);
  const [variant, fallback] = run.variants.find(([, input]) => scenario.input === undefined || same(input)) ?? ['scenario', run.variants[0]![1]];
  const input = scenario.input ?? fallback;
  await run.mount(input, variant);
  // The scenario's own literal expectations are the oracle here (the state checks expect the sample events' data).
  const snapshot = await run.drive([...scenario.given, scenario.when], input, variant);
  const expected = Array.isArray(scenario.then.state) ? scenario.then.state : [scenario.then.state];
  for (const leaf of expected) expect(stateMatcher(snapshot, leaf), `the chart is in ${leaf}`).toBe(true);
  const shown = scenario.then.screen;
  if (!shown) return;
  for (const text of shown.shows ?? []) await vi.waitFor(() => expect(onScreen(text), `'${text}' is on screen`).toBe(true));
  for (const text of shown.hides ?? []) expect(onScreen(text), `'${text}' is not on screen`).toBe(false);
  if (shown.navigatesTo !== undefined) {
    const navigated = run.navigated;
    if (!navigated) throw new Error(`${run.name}: a scenario expects navigation but the model test gives no navigated()`);
    await vi.waitFor(() => expect(navigated()).toBe(shown.navigatesTo));
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
