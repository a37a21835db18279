import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createActor } from '../../lib/machine-hooks.ts';
import { css } from '@linaria/core';
import { createFeedMachine, selectCanLoadMore, selectIsLoadingFirst, selectIsLoadingMore, withFirstPage } from '../../../machines/feed.ts';
import type { FeedCard } from './api.ts';
import { keptActor } from '../../lib/kept.ts';
import { PodCard } from './PodCard.tsx';
import { useReachedEnd } from './use-reached-end.ts';
import { skeletonBone } from '../../ui/Skeleton.tsx';

const row = css`
  display: grid;
  gap: 10px;
  /* Below the first screen: laid out and painted only when scrolled near (its size kept). */
  content-visibility: auto;
  contain-intrinsic-size: auto 420px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 72%;
    gap: 12px;
    margin: 0;
    padding: 0 0 8px;
    list-style: none;
    /* The containing block of what is positioned inside, so the row clips it too. */
    position: relative;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
  li {
    scroll-snap-align: start;
    min-width: 0;
  }
  /* The end marker is no snap point: a row that snaps back to its end keeps the end in reach and
     loads page after page from one swipe. */
  li[data-end] {
    scroll-snap-align: none;
  }
`;
const cardSize = css`
  height: 300px;
  border-radius: var(--radius);
`;
/** A card's placeholder in a row or the grid (the shared shimmer, at a card's size). */
export const skeletonCard = `${skeletonBone} ${cardSize}`;

const categoryFeed = createFeedMachine<FeedCard>();

interface CategoryRowProps {
  title: string;
  category: string;
  loadPage: (q: { category: string; search: string; pageNumber: number }) => Promise<FeedCard[]>;
  onFirstLoad: () => void;
  /** Page 1, when the page came with it. */
  firstPage?: FeedCard[] | undefined;
}

/**
 * A horizontal row of one category's Pods that loads more on reaching its end. Its feed is kept
 * for the tab's life (./kept.ts): coming back shows the row as it was left.
 */
export function CategoryRow({ title, category, loadPage, onFirstLoad, firstPage }: CategoryRowProps) {
  const actor = keptActor(`row:${category}`, () =>
    createActor(
      categoryFeed.provide({
        actors: { loadPage: fromPromise(({ input }) => loadPage(input)) },
        actions: { reportFailure: (_, { error }) => console.error(title, error) },
      }),
      { input: { category }, ...(firstPage ? { snapshot: withFirstPage(categoryFeed, category, firstPage) } : {}) },
    ),
  );
  const snapshot = useSelector(actor, (s) => s);
  const reported = useRef(false);
  const loadingFirst = selectIsLoadingFirst(snapshot);
  useEffect(() => {
    if (!loadingFirst && !reported.current) {
      reported.current = true;
      onFirstLoad();
    }
  }, [loadingFirst, onFirstLoad]);
  const sentinel = useReachedEnd(selectCanLoadMore(snapshot), () => actor.send({ type: 'end.reached' }), 'horizontal');
  const posts = snapshot.context.posts;
  if (!loadingFirst && posts.length === 0) return null;
  return (
    <section className={row} aria-label={title} aria-busy={loadingFirst || selectIsLoadingMore(snapshot)}>
      <h2>{title}</h2>
      <ul>
        {loadingFirst
          ? [0, 1].map((i) => <li key={i} className={skeletonCard} aria-hidden="true" />)
          : posts.map((post) => (
              <li key={post.postId}>
                <PodCard post={post} />
              </li>
            ))}
        {selectIsLoadingMore(snapshot) && <li className={skeletonCard} aria-hidden="true" />}
        <li ref={sentinel} data-end aria-hidden="true" style={{ width: 1 }} />
      </ul>
    </section>
  );
}
