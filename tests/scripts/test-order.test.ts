/** The order Vitest starts files in (tests/sequencer.ts): known long kinds first. */
import { describe, expect, it } from 'vitest';
import { kindRank } from '../sequencer.ts';

describe('the longest kinds of test file start first', () => {
  it('puts the property suites before the other API suites, those before model tests, and the rest last', () => {
    const files: [string, string][] = [
      ['tests/machines/like.test.ts', 'machines'],
      ['tests/model/chat.test.tsx', 'model'],
      ['tests/api/feed.test.ts', 'api'],
      ['tests/api/fuzz.property.test.ts', 'api'],
      ['tests/src/oidc.test.ts', 'unit'],
    ];
    const ordered = [...files].sort((a, b) => kindRank(...a) - kindRank(...b)).map(([file]) => file);
    expect(ordered).toEqual([
      'tests/api/fuzz.property.test.ts',
      'tests/api/feed.test.ts',
      'tests/model/chat.test.tsx',
      'tests/machines/like.test.ts',
      'tests/src/oidc.test.ts',
    ]);
  });
});
