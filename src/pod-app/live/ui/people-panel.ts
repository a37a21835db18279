/**
 * Who is here: a list with each person's name, role and rough position. Collapsed, it leaves the
 * screen but stays readable by screen readers (it is how they follow the room).
 */
import { h } from '../../ui/dom.ts';
import { colourFor } from '../colour.ts';
import { displayName, type Participant } from '../room-state.ts';

const coarse = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** What the list says about a person's position (also what tests read). */
export const whereLabel = (person: Participant) => `at x ${coarse(person.x)}, z ${coarse(person.z)}`;

export function createPeoplePanel(selfId: string) {
  const heading = h('h2', { id: 'people-heading' }, 'People here');
  const list = h('ul', { className: 'people', 'aria-labelledby': 'people-heading' });
  const element = h('section', { id: 'people-panel', className: 'live-panel people-panel', 'aria-labelledby': 'people-heading' }, heading, list);
  return {
    element,
    render: (people: Participant[]) => {
      heading.textContent = `People here (${people.length})`;
      list.replaceChildren(...people.map((person) => {
        const you = person.userId === selfId;
        return h('li', { 'data-user-id': person.userId, 'data-x': coarse(person.x), 'data-z': coarse(person.z) },
          h('span', { className: 'swatch', 'aria-hidden': 'true', style: `background: ${colourFor(person.userId)}` }),
          h('span', { className: 'who' }, displayName(person), you ? ' (you)' : ''),
          h('span', { className: 'role' }, person.role === 'host' ? 'Host' : 'Guest'),
          h('span', { className: 'where' }, whereLabel(person)),
        );
      }));
    },
  };
}
