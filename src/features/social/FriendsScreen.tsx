import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { primaryButton, rowButton, secondaryButton } from '../../ui/button.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { SearchToggle } from '../../ui/SearchToggle.tsx';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { useMarkRead } from '../notifications/use-dots.ts';
import { currentUserId } from '../../lib/storage.ts';
import { loadFollowers, loadFollowings, loadFollowRequests, loadSuggestions } from './api.ts';
import { FollowRowButton } from './FollowRowButton.tsx';
import { PeopleList } from './PeopleList.tsx';
import { Inbox, UserPlus, UserRoundSearch, Users } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { usePeopleList } from './use-people-list.ts';
import { followRequests, followersOf, followingsOf, suggestions } from './reads.ts';

const screen = css`
  flex: 1;
  display: grid;
  gap: 14px;
  align-content: start;
  padding: 16px 16px 24px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  h2 {
    margin: 8px 0 0;
    font-size: 1.05rem;
  }
`;
const TABS = [
  { id: 'for-you', label: 'For You' },
  { id: 'followers', label: 'Followers' },
  { id: 'following', label: 'Following' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Incoming follow requests with Accept and Decline. */
function FollowRequests({ search }: { search: string }) {
  const [snapshot, send] = usePeopleList(loadFollowRequests, followRequests());
  useEffect(() => {
    if (snapshot.context.search !== search) send({ type: 'search.changed', search });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- follows the shared search box only
  const busy = snapshot.matches('acting');
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Follow requests</h2>
      <PeopleList
        snapshot={snapshot}
        send={send}
        label="Follow requests"
        empty={<EmptyState icon={Inbox} title="No follow request yet" level={3} />}
        actions={(person) => (
          <>
            <button
              type="button"
              className={`${primaryButton} ${rowButton}`}
              aria-label={`Accept ${person.name ?? 'request'}`}
              disabled={busy}
              onClick={() => send({ type: 'row.action', rowId: person.id, action: 'accept' })}
            >
              Accept
            </button>
            <button
              type="button"
              className={`${secondaryButton} ${rowButton}`}
              aria-label={`Decline ${person.name ?? 'request'}`}
              disabled={busy}
              onClick={() => send({ type: 'row.action', rowId: person.id, action: 'decline' })}
            >
              Decline
            </button>
          </>
        )}
      />
    </section>
  );
}

/** One tab's list: suggestions ranked by mutual follows, or the viewer's followers or followings. */
function TabList({ tab, search, onFindPeople }: { tab: Tab; search: string; onFindPeople: () => void }) {
  const me = currentUserId();
  const [snapshot, send] = usePeopleList(
    tab === 'for-you' ? loadSuggestions : (term, cursor) => (tab === 'followers' ? loadFollowers : loadFollowings)(me, term, cursor),
    tab === 'for-you' ? suggestions() : (tab === 'followers' ? followersOf : followingsOf)(me),
  );
  useEffect(() => {
    if (snapshot.context.search !== search) send({ type: 'search.changed', search });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- follows the shared search box only
  const findPeople = (
    <button type="button" className={secondaryButton} onClick={onFindPeople}>
      Find people to follow
    </button>
  );
  const empty = {
    'for-you': <EmptyState icon={UserRoundSearch} title="No users found" text="Try adjusting your search or check back later." level={3} />,
    followers: <EmptyState icon={Users} title="No followers yet" level={3} action={findPeople} />,
    following: <EmptyState icon={UserPlus} title="You're not following anyone yet" level={3} action={findPeople} />,
  }[tab];
  return (
    <section aria-labelledby={`${tab}-list-title`}>
      <h2 id={`${tab}-list-title`}>{tab === 'for-you' ? 'Suggested for you' : TABS.find((t) => t.id === tab)!.label}</h2>
      <PeopleList
        snapshot={snapshot}
        send={send}
        label={TABS.find((t) => t.id === tab)!.label}
        empty={empty}
        actions={(person) => <FollowRowButton person={person} name={person.name ?? 'this user'} ownFollowersList={tab === 'followers'} />}
      />
    </section>
  );
}

/** /friends: For You (requests and suggestions), Followers and Following, with a search toggle. */
export function FriendsScreen() {
  useMarkRead('follower');
  const [tab, setTab] = useState<Tab>('for-you');
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  // A pull reads the shown lists again from their first page (each list's machine starts over).
  const [round, setRound] = useState(0);
  return (
    <>
      <section className={screen} aria-labelledby="friends-title">
        <header>
          <h1 id="friends-title">Friends</h1>
          <SearchToggle
            label="Search people"
            open={searching}
            onToggle={() => {
              setSearching(!searching);
              setSearch('');
            }}
          />
        </header>
        {searching && <SearchField label="Search people by name" placeholder="Search" value={search} onChange={setSearch} autoFocus />}
        <Tabs label="Friends" items={TABS} selected={tab} panelId="friends-panel" onSelect={setTab} />
        <div role="tabpanel" id="friends-panel" aria-labelledby={tab}>
          {tab === 'for-you' && <FollowRequests key={round} search={search} />}
          <TabList key={`${tab}-${round}`} tab={tab} search={search} onFindPeople={() => setTab('for-you')} />
        </div>
      </section>
      <PullToRefresh onRefresh={() => setRound((n) => n + 1)} />
      <BottomNav />
    </>
  );
}
