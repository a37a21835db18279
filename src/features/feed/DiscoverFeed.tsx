import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createActor } from '../../lib/machine-hooks.ts';
import { css } from '@linaria/core';
import { feedSection } from './styles.ts';
import { SearchX } from 'lucide-react';
import { createFeedMachine, selectCanLoadMore, selectFailed, selectIsLoadingFirst, selectIsLoadingMore, withFirstPage } from '../../../machines/feed.ts';
import { ADS } from '../shell/external-links.ts';
import { secondaryButton } from '../../ui/button.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { loadTimelinePage, type FeedCard } from './api.ts';
import { ALL_PODS, FEED_TABS, SEARCH_MAX, isDefaultQuery, sameQuery, type FeedCategoryId, type FeedQuery } from './feed-query.ts';
import { adAfter } from './format.ts';
import { keptActor } from '../../lib/kept.ts';
import { whenTapIsDrawn } from '../../lib/after-paint.ts';
import { PodCard } from './PodCard.tsx';
import { skeletonCard } from './PodRow.tsx';
import { useReachedEnd } from './use-reached-end.ts';
import { placeInList } from '../../ui/image-loading.ts';

const sectionsBox = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 22px;
  &[hidden] {
    display: none;
  }
`;
const section = feedSection;
const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const adBanner = css`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius);
  }
`;
const empty = css`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 24px 16px;
  text-align: center;
  color: var(--muted);
  p {
    margin: 0;
    font-weight: 600;
    color: var(--text);
  }
  button {
    width: auto;
  }
`;

const allPodsFeed = createFeedMachine<FeedCard>();

/** 'No Pods found', with the way out: clear the search, or see every category again. */
function NoPods({ searching, category, onClearSearch, onShowAll }: { searching: boolean; category: string; onClearSearch: () => void; onShowAll: () => void }) {
  return (
    <div className={empty}>
      <SearchX size={40} aria-hidden="true" />
      <p>No Pods found</p>
      {searching ? (
        <button type="button" className={secondaryButton} onClick={onClearSearch}>
          Clear search
        </button>
      ) : (
        category !== ALL_PODS && (
          <button type="button" className={secondaryButton} onClick={onShowAll}>
            Show all Pods
          </button>
        )
      )}
    </div>
  );
}

interface DiscoverFeedProps {
  sections?: ReactNode;
  firstPage?: FeedCard[] | undefined;
  /** The query in the address (the route's search params); without one the feed keeps its own. */
  query?: FeedQuery;
  /** Puts a query in the address: a new entry for a category, the same one while typing. */
  onQueryChange?: (query: FeedQuery, how: { replace: boolean }) => Promise<void> | void;
}

/**
 * The feed itself: search box, category tabs, whatever sections the page shows above the grid
 * (hidden while searching or showing one category, so that category's Pods come right under the
 * tabs), and the grid with infinite scroll and ads. Its state is kept for the tab's life
 * (./kept.ts) and follows the address: Back and Forward change the category and search too.
 */
export function DiscoverFeed({ sections, firstPage, query, onQueryChange }: DiscoverFeedProps) {
  const actor = keptActor('grid', () =>
    createActor(
      allPodsFeed.provide({
        // The tab and the skeletons are drawn first, then the call is built and sent (../../lib/after-paint.ts).
        actors: { loadPage: fromPromise(({ input }) => whenTapIsDrawn(() => loadTimelinePage(input))) },
        actions: { reportFailure: (_, { error }) => console.error('Feed', error) },
      }),
      {
        input: { category: query?.category ?? ALL_PODS, search: query?.search ?? '' },
        // The page's first 8 Pods are All's, unsearched.
        ...(firstPage && (!query || isDefaultQuery(query)) ? { snapshot: withFirstPage(allPodsFeed, ALL_PODS, firstPage) } : {}),
      },
    ),
  );
  const feed = useSelector(actor, (s) => s);
  const { category, search, posts } = feed.context;

  // Our own changes reach the address a moment later: until the last one has, what the address
  // says is an echo of an earlier keystroke, not a change to follow.
  const pending = useRef<FeedQuery | null>(null);
  // The address follows once the tap's frame is drawn (issue 23): the router's work and the
  // screen it draws again then come after the tab and the grid have changed on screen.
  const write = (next: FeedQuery, replace: boolean) => {
    if (!onQueryChange) return;
    pending.current = next;
    void whenTapIsDrawn(() => onQueryChange(next, { replace })).finally(() => {
      if (pending.current === next) pending.current = null;
    });
  };
  const arrived = useRef(false);
  useEffect(() => {
    if (!query) return;
    if (pending.current) {
      if (sameQuery(pending.current, query)) pending.current = null;
      return;
    }
    const kept = actor.getSnapshot().context;
    const first = !arrived.current;
    arrived.current = true;
    // Home (a plain /time-line) after another tab: the feed as it was left, and its address.
    if (first && isDefaultQuery(query) && !isDefaultQuery(kept as FeedQuery)) return write(kept as FeedQuery, true);
    if (kept.category !== query.category) actor.send({ type: 'category.selected', category: query.category });
    if (kept.search !== query.search) actor.send({ type: 'search.changed', search: query.search });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the address only
  }, [query?.category, query?.search]);

  const changeSearch = (text: string) => {
    actor.send({ type: 'search.changed', search: text });
    write({ category: category as FeedCategoryId, search: text }, true);
  };
  const chooseCategory = (id: FeedCategoryId) => {
    actor.send({ type: 'category.selected', category: id });
    write({ category: id, search }, false);
  };

  const searching = search.trim().length > 0;
  const loadingFirst = selectIsLoadingFirst(feed);
  const sentinel = useReachedEnd(selectCanLoadMore(feed), () => actor.send({ type: 'end.reached' }));
  const tab = FEED_TABS.find((t) => t.id === category) ?? FEED_TABS[0];
  return (
    <>
      {/* Pulled down on a touch screen: the grid is read again from its first page (the machine's own reload). */}
      <PullToRefresh onRefresh={() => actor.send({ type: 'category.selected', category })} />
      <SearchField label="Search by pod name" placeholder="Search by pod name" maxLength={SEARCH_MAX} value={search} onChange={changeSearch} />
      <Tabs label="Categories" items={FEED_TABS} selected={tab.id} panelId="all-pods-panel" onSelect={chooseCategory} />
      {/* Hidden, not unmounted: rebuilt afterwards from the data read on arrival, a like made since showed as not liked. */}
      {sections && (
        <div className={sectionsBox} hidden={searching || category !== ALL_PODS}>
          {sections}
        </div>
      )}
      <section className={section} aria-labelledby="all-pods-title" aria-busy={loadingFirst || selectIsLoadingMore(feed)}>
        <h2 id="all-pods-title">{`${tab.label} Pods`}</h2>
        <div role="tabpanel" id="all-pods-panel" aria-labelledby={tab.id}>
          <ul className={grid} id="all-pods-grid">
            {loadingFirst
              ? [0, 1, 2].map((i) => <li key={i} className={skeletonCard} aria-hidden="true" />)
              : posts.flatMap((post, index) => {
                  const ad = adAfter(index, ADS.length);
                  const item = (
                    <li key={post.postId}>
                      <PodCard post={post} image={placeInList(index, 2)} />
                    </li>
                  );
                  if (ad === null) return [item];
                  const { href, image, alt } = ADS[ad]!;
                  return [
                    item,
                    <li key={`ad-${index}`}>
                      <a className={adBanner} href={href} target="_blank" rel="noopener noreferrer" aria-label={`Advertisement: ${alt}`}>
                        <img src={image} alt={alt} width="640" height="360" loading="lazy" />
                      </a>
                    </li>,
                  ];
                })}
            {selectIsLoadingMore(feed) && <li className={skeletonCard} aria-hidden="true" />}
          </ul>
        </div>
        {!loadingFirst && posts.length === 0 && !selectFailed(feed) && (
          <NoPods searching={searching} category={category} onClearSearch={() => changeSearch('')} onShowAll={() => chooseCategory(ALL_PODS)} />
        )}
        {!loadingFirst && posts.length === 0 && selectFailed(feed) && <p>The feed did not load. Please try again.</p>}
        {selectFailed(feed) && (
          <button type="button" onClick={() => actor.send({ type: 'retry' })} style={{ minHeight: 44 }}>
            Try again
          </button>
        )}
        <div ref={sentinel} aria-hidden="true" />
      </section>
    </>
  );
}
