// @vitest-environment jsdom
/**
 * Issue 23 (blocking time on the signed-in feed): a read made again behind the screen (the page's
 * own data read once more, a refresh) that answers what is already kept must not draw the screen
 * again: the kept objects stay as they were, and nobody is told. An answer with one card changed
 * gives a new object for that card only, so only it draws again. (Before, each answer replaced
 * every object and every card was drawn again, synchronously: a 40 ms task on a phone.)
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memo } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

type UseLoad = typeof import('../../../src/lib/use-load.ts').useLoad;
let useLoad: UseLoad;

beforeEach(async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  ({ useLoad } = await import('../../../src/lib/use-load.ts'));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

interface Card {
  id: string;
  likes: number;
  author: { name: string };
}
const cards = (likesOfB = 2): Card[] => [
  { id: 'a', likes: 1, author: { name: 'Ada' } },
  { id: 'b', likes: likesOfB, author: { name: 'Bo' } },
  { id: 'c', likes: 3, author: { name: 'Cy' } },
];

const drawn = new Map<string, number>();
const CardView = memo(function CardView({ card }: { card: Card }) {
  drawn.set(card.id, (drawn.get(card.id) ?? 0) + 1);
  return (
    <li>
      {card.author.name}: {card.likes}
    </li>
  );
});

function List({ load }: { load: () => Promise<Card[]> }) {
  const list = useLoad('cards', load);
  return (
    <>
      <ul>
        {list.data?.map((card) => (
          <CardView key={card.id} card={card} />
        ))}
      </ul>
      <button type="button" onClick={list.refresh}>
        Refresh
      </button>
    </>
  );
}

it('an answer equal to what is kept draws nothing again; one changed card draws only that card', async () => {
  const answers: ((value: Card[]) => void)[] = [];
  const load = vi.fn(() => new Promise<Card[]>((resolve) => answers.push(resolve)));
  const answer = (value: Card[]) => act(async () => answers.at(-1)!(value));
  render(<List load={load} />);
  await answer(cards());
  expect(screen.getByText('Bo: 2')).toBeTruthy();
  drawn.clear();

  // The same cards again, as new objects from the network.
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await answer(cards());
  expect(load).toHaveBeenCalledTimes(2);
  expect([...drawn]).toEqual([]);

  // Bo's card has one more like: only it is drawn again.
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await answer(cards(3));
  expect(screen.getByText('Bo: 3')).toBeTruthy();
  expect([...drawn]).toEqual([['b', 1]]);
});
