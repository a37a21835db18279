/**
 * Which declared arrows each step took: XState's pure start and transition, run in a scope whose
 * inspection reports every microstep's transitions, and a record of the arrows taken over a suite.
 */
import { createActor, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { declaredArrows, type AnyTransition, type Arrow } from './declared-arrows.ts';

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

/** The declared arrows of `machine` and, as steps report what they took, those taken (and any taken that the chart does not declare). */
export function arrowRecord(machine: AnyStateMachine) {
  const arrows = declaredArrows(machine);
  const arrowOf = new Map<unknown, Arrow>(arrows.map((arrow) => [arrow.transition, arrow]));
  const taken = new Set<string>();
  const unknownTaken = new Set<string>();
  const note = (transitions: AnyTransition[]) => {
    for (const transition of transitions) {
      const arrow = arrowOf.get(transition);
      if (arrow) taken.add(arrow.label);
      else unknownTaken.add(`${transition.source.id} ${transition.eventType}`);
    }
  };
  return { arrows, taken, unknownTaken, note };
}
