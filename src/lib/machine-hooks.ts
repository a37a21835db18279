/**
 * @xstate/react's `useMachine`, `useActor`, `useActorRef` and XState's `createActor`, with the same
 * signatures, giving the actor the development inspector when it is switched on (./inspect.ts).
 * Every actor the app creates is made through these: each `useMachine` starts its own actor
 * system, so the option has to be given where each one is created. Off (and in every production
 * build) the options are passed on untouched.
 */
import { useActor as useActorBase, useActorRef as useActorRefBase, useMachine as useMachineBase } from '@xstate/react';
import { createActor as createActorBase, type ActorOptions, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { inspect } from './inspect.ts';

type Options = ActorOptions<AnyActorLogic> | undefined;

/** The options with the inspector added (unless they bring their own); the same options when it is off. */
export const withInspect = (options: Options): Options => (inspect && !options?.inspect ? { ...options, inspect } : options);

export const createActor = ((logic: AnyActorLogic, options?: Options) => createActorBase(logic, withInspect(options))) as typeof createActorBase;

export const useMachine = ((machine: AnyStateMachine, options?: Options) => useMachineBase(machine, withInspect(options))) as typeof useMachineBase;

export const useActor = ((logic: AnyActorLogic, options?: Options) => useActorBase(logic, withInspect(options))) as typeof useActorBase;

export const useActorRef = ((logic: AnyActorLogic, options?: Options, observerOrListener?: Parameters<typeof useActorRefBase>[2]) =>
  useActorRefBase(logic, withInspect(options), observerOrListener)) as typeof useActorRefBase;
