import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { createFeedMachine, selectCanLoadMore, selectFailed, selectIsLoadingFirst, selectIsLoadingMore, withFirstPage } from '../../../machines/feed.ts';
import { initialLoaderMachine, loaderDismissed, selectLoaderShown } from '../../../machines/initialLoader.ts';
import { ADS } from '../shell/external-links.ts';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { loadTimelinePage, loadTopLiked, loadTopViewed, loadTrending, type FeedCard } from './api.ts';
import { readTimelineBoot, spendTimelineBoot } from './boot.ts';
import { adAfter } from './format.ts';
import { PodCard } from './PodCard.tsx';
import { CategoryRow, skeletonCard } from './PodRow.tsx';
import { TrendingProfiles } from './TrendingProfiles.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { useReachedEnd } from './use-reached-end.ts';

export const TABS = [
  { id: 'all-pods', label: 'All' },
  { id: 'business', label: 'Business' },
  { id: 'technology', label: 'Technology' },
  { id: 'design', label: 'Design' },
  { id: 'lifestyle', label: 'Lifestyle' },
] as const;
const CATEGORY_ROWS = TABS.slice(1).map((tab) => ({ category: tab.id, title: `${tab.label} Pods` }));

const screen = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 22px;
  padding: 16px 16px 24px;
  /* Laid out only once the loader goes: sections that come back empty then never move the page. */
  &[hidden] {
    display: none;
  }
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  input[type='search'] {
    width: 100%;
    min-height: 48px;
    padding: 0 16px;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--surface-2);
  }
`;
const sectionsBox = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 22px;
  &[hidden] {
    display: none;
  }
`;
const grid = css`
  display: grid;
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
const section = css`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const row = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 72%;
  gap: 12px;
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
  overflow-x: auto;
`;

const allPodsFeed = createFeedMachine<FeedCard>();

function StaticRow({ title, posts }: { title: string; posts: FeedCard[] | null }) {
  if (posts && posts.length === 0) return null;
  return (
    <section className={section} aria-label={title} aria-busy={posts === null}>
      <h2>{title}</h2>
      <ul className={row}>
        {(posts ?? []).map((post) => (
          <li key={post.postId}>
            <PodCard post={post} />
          </li>
        ))}
        {posts === null && [0, 1].map((i) => <li key={i} className={skeletonCard} aria-hidden="true" />)}
      </ul>
    </section>
  );
}

/**
 * The feed itself: search box, category tabs, whatever sections the page shows above the grid
 * (hidden while searching), and the All Pods grid with infinite scroll and ads.
 */
export function DiscoverFeed({ sections, firstPage }: { sections?: ReactNode; firstPage?: FeedCard[] | undefined }) {
  const [feed, send] = useMachine(
    allPodsFeed.provide({
      actors: { loadPage: fromPromise(({ input }) => loadTimelinePage(input)) },
      actions: { reportFailure: (_, { error }) => console.error('Feed', error) },
    }),
    { input: { category: 'all-pods' }, ...(firstPage ? { snapshot: withFirstPage(allPodsFeed, 'all-pods', firstPage) } : {}) },
  );
  const { category, search, posts } = feed.context;
  const searching = search.trim().length > 0;
  const loadingFirst = selectIsLoadingFirst(feed);
  const sentinel = useReachedEnd(selectCanLoadMore(feed), () => send({ type: 'end.reached' }));
  return (
    <>
      {/* Pulled down on a touch screen: the grid is read again from its first page (the machine's own reload). */}
      <PullToRefresh onRefresh={() => send({ type: 'category.selected', category })} />
      <input type="search" placeholder="Search by pod name" aria-label="Search by pod name" value={search} onChange={(event) => send({ type: 'search.changed', search: event.currentTarget.value })} />
      <Tabs label="Categories" items={TABS} selected={category} panelId="all-pods-panel" onSelect={(id) => send({ type: 'category.selected', category: id })} />
      {/* Hidden, not unmounted, while searching: rebuilt afterwards from the data read on arrival, a like made since showed as not liked. */}
      {sections && <div className={sectionsBox} hidden={searching}>{sections}</div>}
      <section className={section} aria-labelledby="all-pods-title" aria-busy={loadingFirst || selectIsLoadingMore(feed)}>
        <h2 id="all-pods-title">All Pods</h2>
        <div role="tabpanel" id="all-pods-panel" aria-labelledby={category}>
          <ul className={grid} id="all-pods-grid">
            {loadingFirst
              ? [0, 1, 2].map((i) => <li key={i} className={skeletonCard} aria-hidden="true" />)
              : posts.flatMap((post, index) => {
                  const ad = adAfter(index, ADS.length);
                  const item = (
                    <li key={post.postId}>
                      <PodCard post={post} eager={index < 2} />
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
        {!loadingFirst && posts.length === 0 && <p>{selectFailed(feed) ? 'The feed did not load. Please try again.' : 'No Pods found'}</p>}
        {selectFailed(feed) && (
          <button type="button" onClick={() => send({ type: 'retry' })} style={{ minHeight: 44 }}>
            Try again
          </button>
        )}
        <div ref={sentinel} aria-hidden="true" />
      </section>
    </>
  );
}

/** The first page of each category the screen loads: the grid's and the rows'. */
export const FIRST_PAGES = ['all-pods', ...CATEGORY_ROWS.map((r) => r.category)] as const;

/**
 * /time-line: the Discover feed (spec §2), with its loader over the first 7 loads — unless the
 * page came with their results (a signed-out visitor's first screen, rendered on the server).
 */
export function TimelineScreen() {
  const [boot] = useState(readTimelineBoot);
  useEffect(() => spendTimelineBoot(), []);
  const [loader, sendLoader] = useMachine(initialLoaderMachine, boot ? { snapshot: loaderDismissed() } : {});
  const finished = useCallback(() => sendLoader({ type: 'load.finished' }), [sendLoader]);
  const trending = useLoad(loadTrending, finished, boot?.trending);
  const topViewed = useLoad(loadTopViewed, finished, boot?.topViewed);
  const topLiked = useLoad(loadTopLiked, finished, boot?.topLiked);
  const featured = topViewed.data?.[0] ?? null;
  const sections = (
    <>
      {trending.data && trending.data.length > 0 && <TrendingProfiles profiles={trending.data} />}
      {featured && (
        <section className={section} aria-label="Featured">
          <PodCard post={featured} eager />
        </section>
      )}
      <StaticRow title="Top Viewed Pods" posts={topViewed.failed ? [] : topViewed.data} />
      <StaticRow title="Top Liked Pods" posts={topLiked.failed ? [] : topLiked.data} />
      {CATEGORY_ROWS.map((r) => (
        <CategoryRow key={r.category} title={r.title} category={r.category} loadPage={loadTimelinePage} onFirstLoad={finished} firstPage={boot?.pages[r.category]} />
      ))}
    </>
  );
  const loading = selectLoaderShown(loader);
  return (
    <>
      <div className={screen} hidden={loading}>
        <h1 id="discover-title">Discover</h1>
        <DiscoverFeed sections={sections} firstPage={boot?.pages['all-pods']} />
      </div>
      {loading && <FeedSkeleton />}
      <BottomNav />
    </>
  );
}
