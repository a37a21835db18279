/** The statechart pages (scripts/lib/statechart-markdown.ts): every arrow drawn, summaries whole. */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { renderStatechart, summaryOf } from '../../scripts/lib/statechart-markdown.ts';
import { onboardingMachine } from '../../machines/onboarding.ts';

const diagramOf = (page: string) => page.slice(page.indexOf('```mermaid'), page.indexOf('```', page.indexOf('```mermaid') + 3));

describe('statechart pages', () => {
  it("draws the machine's own transitions from an 'any state' box, a targetless one as a loop on it", () => {
    const machine = setup({ actions: { remember: () => undefined } }).createMachine({
      id: 'search',
      initial: 'idle',
      on: { 'search.changed': { actions: 'remember' }, stop: '.closed' },
      states: { idle: { on: { go: 'busy' } }, busy: {}, closed: { type: 'final' } },
    });
    const diagram = diagramOf(renderStatechart(machine, 'A search.'));
    expect(diagram).toContain('  state "any state" as any_state\n');
    expect(diagram).toContain('  any_state --> any_state: search.changed / remember\n');
    expect(diagram).toContain('  any_state --> closed: stop\n');
    expect(diagram).toContain('  idle --> busy: go\n');
    expect(renderStatechart(machine, 'A search.')).toContain('| `stop` | any state | closed | — | — |');
  });

  it('draws nothing extra for a machine without transitions of its own', () => {
    const machine = setup({}).createMachine({ id: 'plain', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    expect(diagramOf(renderStatechart(machine, 'Plain.'))).not.toContain('any state');
  });

  it("connects onboarding's signedOut and creatingAccount (reached from any state when a route is entered)", () => {
    const diagram = diagramOf(renderStatechart(onboardingMachine, ''));
    expect(diagram).toMatch(/any_state --> signedOut: route\.entered \[signedOut\]/);
    expect(diagram).toMatch(/any_state --> creatingAccount: route\.entered \[needsAccount\]/);
  });

  it("gives the index a machine's first paragraph whole, ending before a list it leads into", () => {
    expect(summaryOf('Liking a Pod: the heart\nand count change at once.\n\nMore.')).toBe('Liking a Pod: the heart and count change at once.');
    expect(summaryOf('Onboarding: sign in → timeline. It also keeps people on track:\n\n- a\n- b')).toBe('Onboarding: sign in → timeline.');
  });
});
