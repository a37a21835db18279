// @vitest-environment jsdom
/** The 'Add props' sheet's search, and placed props in the screen-reader item list. */
import { describe, expect, it } from 'vitest';
import { searchProps } from '../../pod-app/edit/library-sheet.ts';
import { createItemList } from '../../pod-app/ui/item-list.ts';
import { emptyContent, type PlacedProp } from '../../pod-app/content.ts';

const placed = (id: string, prop: PlacedProp['prop'], x: number, yaw = 0): PlacedProp => ({
  id,
  prop,
  position: { x, y: 0, z: -1 },
  rotation: { x: 0, y: yaw, z: 0 },
  scale: { x: 1, y: 1, z: 1 },
});

describe('the prop library search', () => {
  it('shows the open family without a query, and matches names across families with one', () => {
    expect(searchProps('', 'seating').map((p) => p.name)).toEqual([
      'Wooden chair',
      'Armchair',
      'Sofa',
      'Bar stool',
      'Bench',
      'Cinema seat',
      'Gaming chair',
      'Deck chair',
      'Office chair',
    ]);
    expect(searchProps('LAMP', 'seating').map((p) => p.name)).toEqual(['Floor lamp', 'Table lamp', 'Pendant lamp']);
    expect(searchProps('window space', 'decor').map((p) => p.id)).toEqual(['architecture/space-window']);
    expect(searchProps('decor', 'seating')).toEqual([]);
    expect(searchProps('xyz', 'seating')).toEqual([]);
  });
});

describe('the item list', () => {
  it('names each placed prop by its catalogue name with where it stands and which way it faces', () => {
    const list = createItemList();
    list.render({
      ...emptyContent,
      props: [placed('a', 'seating/armchair', 1), placed('b', 'seating/armchair', -2.5, -Math.PI / 4), placed('c', 'nature/bonsai', 0, Math.PI)],
    });
    expect([...list.element.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Armchair, at x 1.00, y 0.00, z -1.00, facing 0°',
      'Armchair 2, at x -2.50, y 0.00, z -1.00, facing 315°',
      'Bonsai, at x 0.00, y 0.00, z -1.00, facing 180°',
    ]);
  });
});
