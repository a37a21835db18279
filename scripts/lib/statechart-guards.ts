/**
 * What the statechart pages call a machine's guards, actions and actors: a named one by its name,
 * and XState's built-in guards (and, or, not, stateIn) by their parts, in code and in words.
 */
export const nameOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'type' in value) return String((value as { type: unknown }).type);
  if (typeof value === 'function') return value.name && value.name !== 'anonymous' ? value.name : 'inline';
  return 'inline';
};
/** XState's built-in guards (and, or, not, stateIn) are functions that keep their parts. */
type BuiltInGuard = { check: unknown; guards?: unknown[]; stateValue?: unknown };
const builtIn = (guard: unknown): BuiltInGuard | null => (typeof guard === 'function' && 'check' in guard ? (guard as unknown as BuiltInGuard) : null);
const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateText(v)}`)
        .join(', ');
/** A guard as the code names it: a named guard, or a built-in one with its parts ('and(stateIn(sheet.open), canAdd)'). */
export function guardName(guard: unknown): string {
  const combined = builtIn(guard);
  if (!combined) return nameOf(guard);
  const kind = nameOf(guard);
  if (kind === 'stateIn') return `stateIn(${stateText(combined.stateValue)})`;
  return `${kind}(${(combined.guards ?? []).map(guardName).join(', ')})`;
}
/** A guard in plain words: a named guard's from `meta.guards`, a built-in one's made of its parts'. */
export function guardText(guard: unknown, words: Record<string, string>): string {
  const combined = builtIn(guard);
  if (!combined) return words[nameOf(guard)] ?? nameOf(guard);
  const kind = nameOf(guard);
  if (kind === 'stateIn') return `while ${stateText(combined.stateValue)}`;
  const parts = (combined.guards ?? []).map((g) => guardText(g, words));
  return kind === 'not' ? `not (${parts.join('')})` : parts.join(kind === 'or' ? ' or ' : ' and ');
}
/** The named guards a guard is made of (itself, or a built-in one's named parts). */
export const namedGuards = (guard: unknown): string[] => {
  const combined = builtIn(guard);
  if (!combined) return [nameOf(guard)];
  return (combined.guards ?? []).flatMap(namedGuards);
};
