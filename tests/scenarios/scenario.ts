/**
 * Scenario tables: the spec's rules for a machine written as literal examples, kept apart from
 * the machine so that a wrong chart cannot also be the oracle that tests it.
 *
 * Given the events that set the scene (from the machine's start), when one more event arrives,
 * then the machine is in `then.state`, the named effects ran (actions and invoked services, with
 * how many times), and the screen shows literal texts. Each table runs against the machine
 * (tests/machines/scenarios.test.ts) and, for machines with a screen, through the real screen
 * by the machine's model test with the same drivers.
 */
import type { EventObject } from 'xstate';

export interface ScreenExpectation {
  /** Texts (or accessible names) on screen after the event. */
  shows?: string[];
  /** Texts that must not be on screen. */
  hides?: string[];
  /** The route the app navigated to (as the app's navigate was called). */
  navigatesTo?: string;
}

export interface Scenario<TEvent extends EventObject = EventObject, TInput = unknown> {
  /** The rule in the spec's words. */
  rule: string;
  /** Where the rule is written: a spec section ('§4 Event save'). */
  spec: string;
  /** The machine's input, when it takes one. */
  input?: TInput;
  /** Events from the start that set the scene. */
  given: TEvent[];
  /** The state the scene is in before the event (dotted leaf path). */
  givenState?: string;
  when: TEvent;
  /**
   * Why this scenario runs against the machine only: the screen cannot reach it (its control is
   * disabled or absent there, e.g. 'Add' once 5 guests are chosen), or the screen test cannot set
   * the scene up (a stored session at start). The screen runner skips it; the machine runner does not.
   */
  machineOnly?: string;
  then: {
    /** Dotted leaf path(s) the machine is in after the event. */
    state: string | string[];
    /**
     * Named actions and invoked services that ran on this event: name → times (0 = must not run).
     * A timer the event starts counts as `after <ms> ms` (e.g. the frame's resend, 'after 1000 ms').
     */
    effects?: Record<string, number>;
    /** Literal values the context holds after the event (a partial match). */
    context?: Record<string, unknown>;
    screen?: ScreenExpectation;
  };
}

export interface ScenarioTable<TEvent extends EventObject = EventObject, TInput = unknown> {
  machine: string;
  scenarios: Scenario<TEvent, TInput>[];
}
