import { Suspense, useCallback, useEffect, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '../../lib/machine-hooks.ts';
import { css } from '@linaria/core';
import { feedSection } from './styles.ts';
import { SectionSkippedWhenFar } from './SectionSkippedWhenFar.tsx';
import { initialLoaderMachine, loaderDismissed, selectLoaderShown } from '../../../machines/initialLoader.ts';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import { loadLiveNow, loadTimelinePage, loadTopLiked, loadTopViewed, loadTrending, type FeedCard } from './api.ts';
import { readTimelineBoot, spendTimelineBoot } from './boot.ts';
import { DiscoverFeed } from './DiscoverFeed.tsx';
import { FEED_TABS, queryOf, searchOf, type FeedQuery } from './feed-query.ts';
import { firstLoadsDone, markFirstLoadsDone } from './kept.ts';
import { PodCard } from './PodCard.tsx';
import { CategoryRow, skeletonCard } from './PodRow.tsx';
import { spreadTopPods } from './top-pods.ts';
import { TrendingProfiles } from './TrendingProfiles.tsx';
import { useLoad } from '../../lib/use-load.ts';

export { DiscoverFeed };
const CATEGORY_ROWS = FEED_TABS.slice(1).map((tab) => ({ category: tab.id, title: `${tab.label} Pods` }));

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
`;
const section = feedSection;
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

const rowNote = css`
  margin: -6px 0 0;
  font-size: 0.85rem;
  color: var(--muted);
`;

function StaticRow({ title, posts, note }: { title: string; posts: FeedCard[] | null; note?: string }) {
  if (posts && posts.length === 0) return null;
  return (
    <SectionSkippedWhenFar className={section} aria-label={title} aria-busy={posts === null}>
      <h2>{title}</h2>
      {note && <p className={rowNote}>{note}</p>}
      <ul className={row}>
        {(posts ?? []).map((post) => (
          <li key={post.postId}>
            <PodCard post={post} />
          </li>
        ))}
        {posts === null && [0, 1].map((i) => <li key={i} className={skeletonCard} aria-hidden="true" />)}
      </ul>
    </SectionSkippedWhenFar>
  );
}

/** The first page of each category the screen loads: the grid's and the rows'. */
export const FIRST_PAGES = ['all-pods', ...CATEGORY_ROWS.map((r) => r.category)] as const;

const route = getRouteApi('/time-line');

/**
 * /time-line: the Discover feed (spec §2), with its loader over the first 7 loads — unless the
 * page came with their results (a signed-out visitor's first screen, rendered on the server), or
 * the feed is kept from an earlier visit in this tab. The category and search are the address's.
 */
export function TimelineScreen() {
  const [boot] = useState(readTimelineBoot);
  useEffect(() => spendTimelineBoot(), []);
  const [loader, sendLoader] = useMachine(initialLoaderMachine, boot || firstLoadsDone() ? { snapshot: loaderDismissed() } : {});
  const finished = useCallback(() => sendLoader({ type: 'load.finished' }), [sendLoader]);
  const trending = useLoad('feed:trending', loadTrending, { settled: finished, initial: boot?.trending });
  const topViewed = useLoad('feed:top-viewed', loadTopViewed, { settled: finished, initial: boot?.topViewed });
  const topLiked = useLoad('feed:top-liked', loadTopLiked, { settled: finished, initial: boot?.topLiked });
  // 'Live now' (issue 46): not one of the spec's 7 first loads; the screen waits for it only
  // while the loader shows anyway, so the row never arrives under a painted screen.
  const liveNow = useLoad('feed:live-now', loadLiveNow, { initial: boot ? (boot.liveNow ?? []) : undefined });
  const top = spreadTopPods(topViewed.failed ? [] : topViewed.data, topLiked.failed ? [] : topLiked.data);
  const loading = selectLoaderShown(loader) || (!boot && !firstLoadsDone() && liveNow.data === null && !liveNow.failed);
  useEffect(() => {
    if (!loading) markFirstLoadsDone();
  }, [loading]);

  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The router keeps the scroll position itself (src/app/router.ts); our own changes leave it be.
  const changeQuery = (next: FeedQuery, { replace }: { replace: boolean }) => navigate({ search: searchOf(next), replace, resetScroll: false });

  const sections = (
    <>
      {trending.data && trending.data.length > 0 && <TrendingProfiles profiles={trending.data} />}
      <StaticRow title="Live now" note="The busiest Pods right now: drop in." posts={liveNow.failed ? [] : liveNow.data} />
      {top.featured && (
        <SectionSkippedWhenFar className={section} aria-label="Featured">
          <PodCard post={top.featured} image="largest" />
        </SectionSkippedWhenFar>
      )}
      <StaticRow title="Top Viewed Pods" posts={top.topViewed} />
      <Suspense fallback={null}>
        <StaticRow title="Top Liked Pods" posts={top.topLiked} />
      </Suspense>
      {/* Each row below the first screen a boundary of its own: the takeover of the server's page
          hydrates and commits them one by one, in short tasks, instead of in one long commit. */}
      {CATEGORY_ROWS.map((r) => (
        <Suspense key={r.category} fallback={null}>
          <CategoryRow title={r.title} category={r.category} loadPage={loadTimelinePage} onFirstLoad={finished} firstPage={boot?.pages[r.category]} />
        </Suspense>
      ))}
    </>
  );
  return (
    <>
      <div className={screen} hidden={loading}>
        <h1 id="discover-title">Discover</h1>
        <DiscoverFeed sections={sections} firstPage={boot?.pages['all-pods']} query={queryOf(search)} onQueryChange={changeQuery} />
      </div>
      {loading && <FeedSkeleton />}
      <BottomNav />
    </>
  );
}
