/**
 * Queries on the hot path, compiled once per shape and re-bound on every call. Building and
 * compiling a Kysely query costs more than SQLite takes to run a small indexed one (see
 * docs/performance.md); a prepared query builds it once with stand-in values, remembers where each
 * argument lands among the parameters, and afterwards only swaps the values in.
 *
 * The builder must pass each argument through as a value (no arithmetic, no string building on
 * it): derive values before calling. A null argument is a different shape (the builder may leave
 * the clause out), so each combination of null arguments is compiled once.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.ts';

type Args = Record<string, string | number | null>;
type Slot = { arg: string } | { value: unknown };

const STAND_IN = '\u0000arg:';

export function prepared<A extends Args, R>(build: (db: Db, args: A) => Compilable<R>) {
  const byDb = new WeakMap<Db, Map<string, { compiled: CompiledQuery<R>; slots: Slot[] }>>();
  return function run(db: Db, args: A) {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const shape = Object.keys(args)
      .filter((key) => args[key] === null)
      .join(',');
    let entry = shapes.get(shape);
    if (!entry) {
      const standIns = Object.fromEntries(Object.entries(args).map(([key, value]) => [key, value === null ? null : `${STAND_IN}${key}`])) as A;
      const compiled = build(db, standIns).compile();
      const slots = compiled.parameters.map((parameter): Slot =>
        typeof parameter === 'string' && parameter.startsWith(STAND_IN) ? { arg: parameter.slice(STAND_IN.length) } : { value: parameter },
      );
      entry = { compiled, slots };
      shapes.set(shape, entry);
    }
    const parameters = entry.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    return db.kysely.executeQuery<R>({ ...entry.compiled, parameters });
  };
}
