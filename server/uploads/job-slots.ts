/**
 * A bounded line for heavy work (decoding pictures, re-encoding videos): at most `atOnce` jobs run,
 * at most `waiting` more wait their turn, and past that a job is refused at once with 503 and
 * `busy` as the message, rather than queued for longer than a person would wait. One upload can
 * therefore never hold the threads or the memory that everybody else's requests need.
 */
import { httpError } from '../http/errors.ts';

export interface JobSlots {
  run: <T>(work: () => Promise<T>) => Promise<T>;
}

export function jobSlots({ atOnce, waiting: maxWaiting, busy }: { atOnce: number; waiting: number; busy: string }): JobSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    run: async (work) => {
      if (running < atOnce) running += 1;
      else if (waiting.length >= maxWaiting) throw httpError(503, busy);
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, if any.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
