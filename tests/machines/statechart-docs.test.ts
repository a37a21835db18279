import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { loadMachines } from '../../scripts/lib/machines.ts';
import { leadingDocComment, renderStatechart } from '../../scripts/lib/statechart-markdown.ts';

describe('statechart docs', () => {
  it('draws states, initial and final arrows, guards and actions', () => {
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
        '  closed --> open: door.opened [isReady] / ring',
        '  open --> locked: door.locked',
        '  locked --> [*]',
        '```',
      ].join('\n'),
    );
    expect(page).toContain('| `door.opened` | closed | open | isReady | ring |');
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
});
