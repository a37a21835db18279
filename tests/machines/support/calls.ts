/**
 * Stand-ins for the calls a machine makes (its invoked promises), answered by the test: each call's
 * input is recorded, and the test resolves or rejects the latest one when it chooses.
 */
import { fromPromise } from 'xstate';

export function call<TOutput = void, TInput = unknown>() {
  const pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const inputs: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    inputs.push(input);
    return new Promise<TOutput>((resolve, reject) => pending.push({ resolve, reject }));
  });
  const latest = () => {
    const next = pending.at(-1);
    if (!next) throw new Error('no call is waiting');
    return next;
  };
  return {
    logic,
    inputs,
    get count() {
      return inputs.length;
    },
    /** Answers the latest call, then lets the machine take the answer. */
    async resolve(value: TOutput) {
      latest().resolve(value);
      await settle();
    },
    async reject(error: unknown = new Error('offline')) {
      latest().reject(error);
      await settle();
    },
  };
}

/** Lets promise callbacks run (with fake timers too): a few turns of the microtask queue. */
export async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
