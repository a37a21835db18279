/** The statechart pages (scripts/lib/statechart-markdown.ts): every arrow drawn, summaries whole. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, not, setup, stateIn } from 'xstate';
import { loadMachines } from '../../scripts/lib/machines.ts';
import { leadingDocComment, missingDescriptions, renderStatechart, summaryOf } from '../../scripts/lib/statechart-markdown.ts';
import { onboardingMachine } from '../../machines/onboarding.ts';

const diagramOf = (page: string) => page.slice(page.indexOf('```mermaid'), page.indexOf('```', page.indexOf('```mermaid') + 3));

describe('statechart pages', () => {
  it('draws states, initial and final arrows, and guards; the table adds the actions', () => {
    const machine = setup({ guards: { isReady: () => true }, actions: { ring: () => {} } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { 'door.opened': { guard: 'isReady', target: 'open', actions: 'ring' } } },
        open: { on: { 'door.locked': 'locked' } },
        locked: { type: 'final' },
      },
    });
    const page = renderStatechart(machine, 'A door.');
    expect(page).toContain(
      [
        '```mermaid',
        'stateDiagram-v2',
        '  state "closed" as closed',
        '  state "open" as open',
        '  state "locked" as locked',
        '  [*] --> closed',
        '  closed --> open: door.opened [isReady]',
        '  open --> locked: door.locked',
        '  locked --> [*]',
        '```',
      ].join('\n'),
    );
    expect(page).toContain('| `door.opened` | closed | open | isReady (`isReady`) | — | ring |');
  });

  it('reads the leading doc comment of a source file', () => {
    expect(leadingDocComment('/**\n * Line one.\n *\n * - item\n */\nexport {}')).toBe('Line one.\n\n- item');
  });

  it('matches the committed page of every machine (run `npm run docs` when this fails)', async () => {
    const entries = await loadMachines();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const { machine, docComment } of entries) {
      expect(readFileSync(`docs/statecharts/${machine.id}.md`, 'utf8'), machine.id).toBe(renderStatechart(machine, docComment));
    }
  });

  it("draws the machine's own transitions from an 'any state' box, a targetless one as a loop on it", () => {
    const machine = setup({ actions: { remember: () => undefined } }).createMachine({
      id: 'search',
      initial: 'idle',
      on: { 'search.changed': { actions: 'remember' }, stop: '.closed' },
      states: { idle: { on: { go: 'busy' } }, busy: {}, closed: { type: 'final' } },
    });
    const diagram = diagramOf(renderStatechart(machine, 'A search.'));
    expect(diagram).toContain('  state "any state" as any_state\n');
    expect(diagram).toContain('  any_state --> any_state: search.changed\n');
    expect(diagram).toContain('  any_state --> closed: stop\n');
    expect(diagram).toContain('  idle --> busy: go\n');
    expect(renderStatechart(machine, 'A search.')).toContain('| `stop` | any state | closed | — | — | — |');
  });

  it('draws nothing extra for a machine without transitions of its own', () => {
    const machine = setup({}).createMachine({ id: 'plain', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    expect(diagramOf(renderStatechart(machine, 'Plain.'))).not.toContain('any state');
  });

  it("connects onboarding's signedOut and creatingAccount (reached from any state when a route is entered)", () => {
    const diagram = diagramOf(renderStatechart(onboardingMachine, ''));
    expect(diagram).toContain('any_state --> signedOut: Any page without a session goes to /signin');
    expect(diagram).toContain('any_state --> creatingAccount: Any page before the account exists goes to /create-account');
  });

  it('shows what a state shows and its screen, why an arrow exists, and a guard in words', () => {
    const machine = setup({ guards: { hasRoom: () => true } }).createMachine({
      id: 'guests',
      initial: 'choosing',
      meta: { guards: { hasRoom: 'fewer than 5 guests chosen' } },
      states: {
        choosing: {
          description: "The 'Add guests' sheet",
          meta: { route: '/create-event', spec: '§2 /create-event' },
          on: { 'guest.added': { guard: 'hasRoom', target: 'choosing' }, done: { target: 'chosen', description: "'Done' closes the sheet" } },
        },
        chosen: { description: 'The guests on the form' },
      },
    });
    const page = renderStatechart(machine, 'Guests.');
    const diagram = diagramOf(page);
    expect(diagram).toContain("  choosing : The 'Add guests' sheet — /create-event\n");
    expect(diagram).toContain('  choosing --> choosing: guest.added [fewer than 5 guests chosen]\n');
    expect(diagram).toContain("  choosing --> chosen: 'Done' closes the sheet\n");
    expect(page).toContain("| choosing | The 'Add guests' sheet | `/create-event` | §2 /create-event |");
    expect(page).toContain('| `guest.added` | choosing | choosing | fewer than 5 guests chosen (`hasRoom`) | — | — |');
    expect(missingDescriptions(machine)).toEqual([]);
  });

  it('names every state without a description and every guard without words', () => {
    const machine = setup({ guards: { hasRoom: () => true } }).createMachine({
      id: 'bare',
      initial: 'a',
      states: { a: { on: { go: { guard: 'hasRoom', target: 'b' } } }, b: { description: 'B' } },
    });
    expect(missingDescriptions(machine)).toEqual(['bare: state a has no description', 'bare: guard hasRoom has no words in meta.guards']);
  });

  it("words XState's built-in guards from their parts, and asks words only of the named ones", () => {
    const machine = setup({ guards: { canAdd: () => true } }).createMachine({
      id: 'sheet',
      type: 'parallel',
      meta: { guards: { canAdd: 'fewer than 5 guests chosen' } },
      states: {
        sheet: { description: 'The sheet', initial: 'open', states: { open: { description: 'Open' } } },
        list: {
          description: 'The list',
          on: { add: { guard: and([stateIn({ sheet: 'open' }), 'canAdd']) }, skip: { guard: not('canAdd') } },
        },
      },
    });
    const page = renderStatechart(machine, 'Sheet.');
    expect(page).toContain('list --> list: add [while sheet.open and fewer than 5 guests chosen]');
    expect(page).toContain('| `add` | list | list | while sheet.open and fewer than 5 guests chosen (`and(stateIn(sheet.open), canAdd)`) |');
    expect(page).toContain('list --> list: skip [not (fewer than 5 guests chosen)]');
    expect(missingDescriptions(machine)).toEqual([]);
    expect(
      missingDescriptions(setup({ guards: { canAdd: () => true } }).createMachine({ id: 'x', description: 'X', on: { add: { guard: and(['canAdd']) } } })),
    ).toEqual(['x: guard canAdd has no words in meta.guards']);
  });

  it("gives the index a machine's first paragraph whole, ending before a list it leads into", () => {
    expect(summaryOf('Liking a Pod: the heart\nand count change at once.\n\nMore.')).toBe('Liking a Pod: the heart and count change at once.');
    expect(summaryOf('Onboarding: sign in → timeline. It also keeps people on track:\n\n- a\n- b')).toBe('Onboarding: sign in → timeline.');
  });
});
