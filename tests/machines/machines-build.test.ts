/**
 * Every machine module loads and builds its chart. A chart XState refuses (a compound state without
 * a valid `initial`, a `type` it does not know, a target that does not exist) throws when its
 * module is imported; here that throw fails a named test instead of a whole test file, which is
 * also what lets Stryker count such a mutant as caught (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.ts');
// A mutation run tests one machine at a time (scripts/test-mutation.ts): only that one is loaded.
const only = process.env.MUTATING_MACHINE;
const paths = Object.keys(modules)
  .filter((path) => !only || path.endsWith(`/${only}`))
  .sort();
const isMachine = (value: unknown): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'transition' in value;

describe('every machine builds', () => {
  it.each(paths)('%s', async (path) => {
    const module = await modules[path]!();
    for (const machine of Object.values(module).filter(isMachine)) {
      expect(machine.id).not.toBe('');
      expect(['compound', 'parallel']).toContain(machine.root.type);
    }
  });
});
