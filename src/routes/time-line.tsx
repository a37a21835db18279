import { createFileRoute } from '@tanstack/react-router';
import { TimelineScreen } from '../features/feed/TimelineScreen.tsx';
import { validateFeedSearch } from '../features/feed/feed-search.ts';

/**
 * The Discover feed is open to signed-out visitors (spec §6 lists it with no session rule). Its
 * category and search are search params (`?category=design&q=loft`), so a reload and Back keep them.
 */
export const Route = createFileRoute('/time-line')({ validateSearch: validateFeedSearch, component: TimelineScreen });
