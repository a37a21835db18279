/** The Pod's items and placed props as a 2D list for screen-reader users (visually hidden): what and where each is. */
import { describeItem, propLabels, type PodContent, type Vec3 } from '../content.ts';
import { h } from './dom.ts';

const at = (p: Vec3) => `at x ${p.x.toFixed(2)}, y ${p.y.toFixed(2)}, z ${p.z.toFixed(2)}`;

/** A turn about the vertical axis in whole degrees, 0 to 359. */
const facing = (radians: number) => `${((Math.round((radians * 180) / Math.PI) % 360) + 360) % 360}°`;

export function createItemList() {
  const list = h('ul', { 'aria-label': 'Items in this Pod' });
  const section = h(
    'section',
    { className: 'visually-hidden', 'aria-labelledby': 'items-heading' },
    h('h2', { id: 'items-heading' }, 'Items in this Pod'),
    list,
  );
  return {
    element: section,
    render: (content: PodContent) => {
      const rows = content.items.map((item) => h('li', { 'data-item-id': item.id }, `${describeItem(item)}, ${at(item.position)}`));
      const names = propLabels(content.props);
      for (const p of content.props) rows.push(h('li', { 'data-prop-id': p.id }, `${names.get(p.id)!}, ${at(p.position)}, facing ${facing(p.rotation.y)}`));
      if (content.sound) rows.push(h('li', {}, `Ambient sound: ${content.sound.soundName}`));
      if (rows.length === 0) rows.push(h('li', {}, 'This Pod is empty.'));
      list.replaceChildren(...rows);
    },
  };
}
