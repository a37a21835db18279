/**
 * The explorer's simulator: the real machine object, run with its effects replaced by named
 * stubs. Invoked actors become promises that never settle on their own (the viewer resolves or
 * fails them), actions that call the app do nothing and are logged by name, timers never fire on
 * their own (the viewer fires them), and every named guard answers what the viewer's toggle says.
 * Each step keeps the snapshot it reached, so stepping back restores it.
 */
import {
  createActor,
  createMachine,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { ChartModel, ChartTransition } from '../lib/statechart-site/model.ts';

export interface Samples {
  /** The machine's input when it starts. */
  input?: unknown;
  /** Each event's data besides its type. */
  events?: Record<string, Record<string, unknown>>;
  /** Each invoked actor's output when the viewer resolves it (by the actor's source name). */
  outputs?: Record<string, unknown>;
  /** Each guard's outcome before the viewer toggles it (false otherwise). */
  guards?: Record<string, boolean>;
}

export interface Step {
  /** What happened, in short words: 'Started', 'route.entered', 'done: saveEvent'. */
  label: string;
  /** The states current after it, leaf paths ('choosingTemplate', 'sheet.open.idle'). */
  states: string[];
  /** The event that made it ('' for the start and for a step back). */
  eventType: string;
  /** The actions it ran, by name. */
  actions: string[];
  snapshot: unknown;
}

/** An action the app provides (it reaches outside the machine) rather than one of XState's own (assign, raise, …). */
const isAppAction = (action: unknown) => typeof action === 'function' && !String((action as { type?: unknown }).type ?? '').startsWith('xstate.');

/** The machine with every effect a named stub and every named guard read from `guardValue`. */
export function stubMachine(machine: AnyStateMachine, guardValue: (name: string) => boolean): AnyStateMachine {
  const impl = machine.implementations as { actions?: Record<string, unknown>; actors?: Record<string, unknown>; guards?: Record<string, unknown> };
  const actions = Object.fromEntries(
    Object.entries(impl.actions ?? {})
      .filter(([, action]) => isAppAction(action))
      .map(([name]) => [name, () => {}]),
  );
  const actors = Object.fromEntries(Object.keys(impl.actors ?? {}).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  const guards = Object.fromEntries(Object.keys(impl.guards ?? {}).map((name) => [name, () => guardValue(name)]));
  return machine.provide({ actions, actors, guards } as never);
}

/** A clock whose timers never fire: the viewer fires a delayed transition with a button. */
const stoppedClock = { setTimeout: () => 0 as unknown, clearTimeout: () => {} } as unknown as {
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
};

/** The current leaf states of a snapshot's value, as dotted paths. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}
/** Every current state: the leaves and their ancestors ('' is the machine itself). */
export const activePaths = (value: unknown) => {
  const all = new Set<string>(['']);
  for (const leaf of leafPaths(value)) leaf.split('.').forEach((_, i, parts) => all.add(parts.slice(0, i + 1).join('.')));
  return all;
};

export interface Choice {
  eventType: string;
  label: string;
  /** Whether the machine takes the event now (its rules as toggled). */
  enabled: boolean;
  /** The arrows it may take, in the order the machine tries them. */
  branches: ChartTransition[];
}
export interface PendingCall {
  id: string;
  src: string;
  canResolve: boolean;
  canFail: boolean;
  output: unknown;
}

export class Simulator {
  readonly guardValues = new Map<string, boolean>();
  history: Step[] = [];
  error = '';
  private machine: AnyStateMachine;
  private actor: AnyActorRef | null = null;
  private parent: AnyActorRef | null = null;
  private ran: string[] = [];

  constructor(
    private readonly real: AnyStateMachine,
    readonly chart: ChartModel,
    readonly samples: Samples = {},
  ) {
    for (const { name } of chart.guards) this.guardValues.set(name, samples.guards?.[name] ?? false);
    this.machine = stubMachine(real, (name) => this.guardValues.get(name) ?? false);
    this.restart();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor!.getSnapshot() as AnyMachineSnapshot;
  }

  /** The current leaf states. */
  get states(): string[] {
    return leafPaths(this.snapshot.value);
  }

  restart() {
    this.history = [];
    this.error = '';
    this.start(undefined);
    if (this.snapshot.status === 'error')
      this.error = `The machine could not start with the sample input: ${String((this.snapshot.error as Error)?.message ?? this.snapshot.error)}`;
    this.record('Started', '');
  }

  private start(snapshot: unknown) {
    // The machine before goes with its stand-in parent (it cannot be stopped on its own); its stubs never settle.
    this.parent?.stop();
    this.ran = [];
    // A stand-in for the screen or machine that would run this one: it takes whatever the
    // machine sends up (sendParent), logged like an action.
    const parent = createActor(
      createMachine({ on: { '*': { actions: ({ event }) => void (event.type.startsWith('xstate.') || this.ran.push(`sent up ${event.type}`)) } } }),
      {
        clock: stoppedClock,
        inspect: (event: InspectionEvent) => {
          if (event.type !== '@xstate.action' || event.actorRef !== this.actor) return;
          const name = event.action.type;
          if (!name.startsWith('xstate.')) this.ran.push(name);
        },
      },
    );
    parent.start();
    const actor = createActor(this.machine, { input: this.samples.input ?? {}, snapshot: snapshot as never, parent } as never) as AnyActorRef;
    actor.subscribe({ error: () => {} });
    this.parent = parent;
    this.actor = actor;
    actor.start();
  }

  private record(label: string, eventType: string) {
    this.history.push({ label, states: this.states, eventType, actions: this.ran, snapshot: this.actor!.getPersistedSnapshot() });
    this.ran = [];
  }

  setGuard(name: string, value: boolean) {
    this.guardValues.set(name, value);
  }

  private eventOf(type: string): EventObject {
    return { ...(this.samples.events?.[type] ?? {}), type };
  }

  /** Sends an event; when the machine fails on it (a sample lacks data), the step is undone and `error` says why. */
  send(event: EventObject, label = event.type): boolean {
    this.error = '';
    const before = this.history.at(-1)!;
    this.ran = [];
    this.actor!.send(event);
    const snapshot = this.snapshot;
    if (snapshot.status === 'error') {
      this.error = `The machine stopped on '${label}': ${String((snapshot.error as Error)?.message ?? snapshot.error)}`;
      this.start(before.snapshot);
      return false;
    }
    this.record(label, event.type);
    return true;
  }

  sendEvent(type: string) {
    return this.send(this.eventOf(type));
  }

  /** The current state's arrows that leave on an event the viewer can send, grouped by event. */
  choices(): Choice[] {
    const active = activePaths(this.snapshot.value);
    const byEvent = new Map<string, ChartTransition[]>();
    // Innermost states first: the machine tries their arrows before their ancestors'.
    const depth = (id: string) => (id === '' ? 0 : id.split('.').length);
    const arrows = this.chart.transitions.filter((t) => t.kind === 'event' && active.has(t.from)).sort((a, b) => depth(b.from) - depth(a.from));
    for (const t of arrows) byEvent.set(t.eventType, [...(byEvent.get(t.eventType) ?? []), t]);
    return [...byEvent].map(([eventType, branches]) => ({
      eventType,
      label: eventType,
      enabled: this.snapshot.status === 'active' && this.snapshot.can(this.eventOf(eventType)),
      branches,
    }));
  }

  /** The invoked actors running now: each a stub waiting for the viewer (or, with no arrow for its end, running in the background). */
  pendingCalls(): PendingCall[] {
    const active = activePaths(this.snapshot.value);
    const ends = this.chart.transitions.filter((t) => t.actor && active.has(t.from));
    return this.chart.invokes
      .filter((inv) => active.has(inv.state) && this.snapshot.children[inv.id])
      .map((inv) => ({
        id: inv.id,
        src: inv.src,
        canResolve: ends.some((t) => t.actor!.id === inv.id && t.kind === 'done'),
        canFail: ends.some((t) => t.actor!.id === inv.id && t.kind === 'error'),
        output: this.samples.outputs?.[inv.src],
      }));
  }

  /** The arrows the last step took: its event's arrows from a state current before to one current after. */
  taken(): ChartTransition[] {
    const [before, after] = this.history.slice(-2);
    if (!before || !after?.eventType) return [];
    const was = activePaths(this.history.length > 1 ? (before.snapshot as { value: unknown }).value : undefined);
    const is = activePaths(this.snapshot.value);
    return this.chart.transitions.filter((t) => t.eventType === after.eventType && was.has(t.from) && is.has(t.to));
  }

  resolve(id: string) {
    const call = this.pendingCalls().find((c) => c.id === id)!;
    return this.send({ type: `xstate.done.actor.${id}`, output: call.output } as EventObject, `done: ${call.src}`);
  }

  fail(id: string) {
    const call = this.pendingCalls().find((c) => c.id === id)!;
    return this.send({ type: `xstate.error.actor.${id}`, error: new Error(`${call.src} failed (stub)`) } as EventObject, `failed: ${call.src}`);
  }

  /** The delayed arrows waiting in the current states. */
  timers(): ChartTransition[] {
    const active = activePaths(this.snapshot.value);
    const seen = new Set<string>();
    return this.chart.transitions.filter((t) => t.kind === 'after' && active.has(t.from) && !seen.has(t.eventType) && seen.add(t.eventType));
  }

  fire(eventType: string) {
    const timer = this.timers().find((t) => t.eventType === eventType)!;
    return this.send({ type: eventType }, timer.label);
  }

  /** Goes back to the step at `index` of the history (the steps after it are dropped). */
  back(index: number) {
    const step = this.history[index]!;
    this.history = this.history.slice(0, index + 1);
    this.error = '';
    this.start(step.snapshot);
  }
}
