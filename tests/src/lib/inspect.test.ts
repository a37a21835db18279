// @vitest-environment jsdom
/**
 * The development inspector (src/lib/inspect.ts, src/lib/machine-hooks.ts): switched on, every
 * actor made through the wrappers gets an inspection observer that receives its events (passed on
 * to @statelyai/inspect once that has loaded); off, the options reach XState untouched.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';

const received: InspectionEvent[] = [];
const createBrowserInspector = vi.fn(() => ({ inspect: { next: (event: InspectionEvent) => received.push(event) } }));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

const useMachineCalls: unknown[][] = [];
vi.mock('@xstate/react', async (original) => {
  const real = await original<typeof import('@xstate/react')>();
  return {
    ...real,
    useMachine: (...args: Parameters<typeof real.useMachine>) => {
      useMachineCalls.push(args);
      return real.useMachine(...args);
    },
  };
});

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } });

/** The wrappers as a fresh page would load them, with the switch as the test set it. */
async function loadHooks() {
  vi.resetModules();
  return import('../../../src/lib/machine-hooks.ts');
}

/** The switch's module alone, loaded afresh. */
async function loadInspect() {
  vi.resetModules();
  return import('../../../src/lib/inspect.ts');
}

const eventTypes = () => received.filter((e) => e.type === '@xstate.event').map((e) => (e as InspectionEvent & { type: '@xstate.event' }).event.type);

beforeEach(() => {
  received.length = 0;
  useMachineCalls.length = 0;
  createBrowserInspector.mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('switched on', () => {
  it('useMachine passes an inspect observer that receives the actor’s events, kept until the inspector loaded', async () => {
    vi.stubEnv('VITE_INSPECT', '1');
    const { useMachine } = await loadHooks();
    const { result } = renderHook(() => useMachine(toggle));
    act(() => result.current[1]({ type: 'flip' }));

    const options = useMachineCalls[0]?.[1] as { inspect?: unknown } | undefined;
    expect(options?.inspect).toBeDefined();
    await vi.waitFor(() => expect(eventTypes()).toEqual(['xstate.init', 'flip']));
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    expect(result.current[0].value).toBe('on');

    // Once loaded, events go straight through.
    act(() => result.current[1]({ type: 'flip' }));
    expect(eventTypes()).toEqual(['xstate.init', 'flip', 'flip']);
  });

  it('createActor gives the same observer to actors made outside React, and keeps one of their own', async () => {
    vi.stubEnv('VITE_INSPECT', '1');
    const { createActor } = await loadHooks();
    const actor = createActor(toggle).start();
    actor.send({ type: 'flip' });
    await vi.waitFor(() => expect(eventTypes()).toEqual(['xstate.init', 'flip']));

    const own = { next: vi.fn() };
    expect(createActor(toggle, { inspect: own }).options.inspect).toBe(own);
  });

  it('?inspect in the address turns it on for the tab; ?inspect=0 turns it off', async () => {
    history.replaceState(null, '', '/time-line?inspect');
    expect((await loadInspect()).inspect).toBeDefined();
    history.replaceState(null, '', '/profile');
    expect((await loadInspect()).inspect).toBeDefined();
    history.replaceState(null, '', '/profile?inspect=0');
    expect((await loadInspect()).inspect).toBeUndefined();
    history.replaceState(null, '', '/profile');
    expect((await loadInspect()).inspect).toBeUndefined();
  });
});

describe('off', () => {
  it('passes no inspect option and never loads the inspector', async () => {
    const { useMachine, createActor, withInspect } = await loadHooks();
    const { result } = renderHook(() => useMachine(toggle));
    act(() => result.current[1]({ type: 'flip' }));

    expect(useMachineCalls[0]?.[1]).toBeUndefined();
    expect(createActor(toggle).options.inspect).toBeUndefined();
    const options = { id: 'x' };
    expect(withInspect(options)).toBe(options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createBrowserInspector).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });
});

describe('inspectRequested', () => {
  it('reads the variable, then the addresses, then what the tab remembered', async () => {
    const { inspectRequested, INSPECT_KEY } = await loadInspect();
    expect(inspectRequested('1', ['http://localhost/'], sessionStorage)).toBe(true);
    expect(inspectRequested(undefined, ['http://localhost/'], sessionStorage)).toBe(false);
    // The router may have rewritten the address: the one the page was loaded with counts too.
    expect(inspectRequested(undefined, ['http://localhost/time-line', 'http://localhost/?inspect'], sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(INSPECT_KEY)).toBe('1');
    expect(inspectRequested(undefined, ['http://localhost/'], sessionStorage)).toBe(true);
    expect(inspectRequested(undefined, ['http://localhost/?inspect=off'], sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(INSPECT_KEY)).toBeNull();
    expect(inspectRequested(undefined, ['http://localhost/'], undefined)).toBe(false);
  });
});
