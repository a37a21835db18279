/**
 * The create-event screen's code holds no calendar: react-day-picker (with its date library, most
 * of what the screen would load) comes in a chunk of its own, fetched when the date is first
 * picked or the date button is reached, so a person who keeps the suggested day never pays for it.
 * Reads the Vite manifest of the production build in dist/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifestPath = 'dist/.vite/manifest.json';
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
const built = existsSync(manifestPath);
if (!built && process.env.CI) throw new Error(`${manifestPath} is missing: npm test builds before testing`);

describe.skipIf(!built)('the create-event screen', () => {
  const manifest: Record<string, Chunk> = built ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const route = 'src/routes/_authed/create-event.tsx?tsr-split=component';
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  // react-day-picker's own class-name prefix, in its code wherever it is bundled.
  const holdsCalendar = (key: string) => readFileSync(`dist/${manifest[key]!.file}`, 'utf8').includes('rdp-');

  it('loads no calendar code with the screen', () => {
    expect(manifest[route]).toBeDefined();
    expect([...closure(route)].filter(holdsCalendar)).toEqual([]);
  });

  it('has the calendar in a chunk it imports on demand', () => {
    // Not a screen (the router imports every screen on demand): a part of this one.
    const onDemand = [...closure(route)].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => !key.startsWith('src/routes/'));
    expect(onDemand.some(holdsCalendar)).toBe(true);
  });
});
