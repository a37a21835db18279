/** The Pod's items as a 2D list for screen-reader users (visually hidden): what and where each is. */
import { describeItem, type PodContent, type Vec3 } from '../content.ts';
import { h } from './dom.ts';

const at = (p: Vec3) => `at x ${p.x.toFixed(2)}, y ${p.y.toFixed(2)}, z ${p.z.toFixed(2)}`;

export function createItemList() {
  const list = h('ul', { 'aria-label': 'Items in this Pod' });
  const section = h('section', { className: 'visually-hidden', 'aria-labelledby': 'items-heading' }, h('h2', { id: 'items-heading' }, 'Items in this Pod'), list);
  return {
    element: section,
    render: (content: PodContent) => {
      const rows = content.items.map((item) => h('li', { 'data-item-id': item.id }, `${describeItem(item)}, ${at(item.position)}`));
      if (content.sound) rows.push(h('li', {}, `Ambient sound: ${content.sound.soundName}`));
      if (rows.length === 0) rows.push(h('li', {}, 'This Pod is empty.'));
      list.replaceChildren(...rows);
    },
  };
}
