import { useEffect, useId } from 'react';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { onMessageSignal } from '../../app/message-signals.ts';
import { useLoad } from '../../lib/use-load.ts';
import { clickOnTap } from '../../lib/list-sounds.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { MessageCircle } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { visuallyHidden } from '../../ui/form.ts';
import { loadInbox, loadPeopleToMessage, type Conversation, type InboxPage } from './api.ts';
import { appendOlder, withFreshFirstPage } from './inbox-pages.ts';
import { Avatar } from './Avatar.tsx';
import { formatRecent } from '../../../shared/time-format.ts';
import { displayName, previewLine } from './format.ts';
import { NewMessageSheet } from './NewMessageSheet.tsx';
import { inboxPagesMachine, selectLoadingOlder, selectOlderFailed } from '../../../machines/inboxPages.ts';
import { newMessageMachine } from '../../../machines/newMessage.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { oneLine } from '../../ui/text.ts';
import { emptyState, screen } from './styles.ts';
import { inbox as inboxRead } from './reads.ts';

const list = css`
  margin: 0 -12px;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    min-height: 72px;
    padding: 8px 12px;
    border-radius: 14px;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
`;
const text = css`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    color: var(--muted);
    font-size: 0.9rem;
  }
`;
const unreadText = css`
  && strong,
  && span {
    color: var(--text);
    font-weight: 700;
  }
`;
const side = css`
  display: grid;
  justify-items: end;
  gap: 6px;
  color: var(--muted);
  font-size: 0.8rem;
`;
const narrow = css`
  && {
    width: auto;
    margin-top: 8px;
  }
`;
const dot = css`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #2f80ff;
`;

const moreRow = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 16px;
  p {
    margin: 0;
    color: var(--danger);
  }
`;

function Row({ conversation }: { conversation: Conversation }) {
  const { user, lastMessage, unreadCount } = conversation;
  const name = displayName(user);
  const unread = unreadCount > 0;
  return (
    <li>
      <Link to="/chat/$userId" params={{ userId: user.userId }}>
        <Avatar src={user.userDPUrl} size={52} online={user.online} />
        <div className={unread ? `${text} ${unreadText}` : text}>
          <strong className={oneLine} title={name}>
            {name}
            {user.online && <span className={visuallyHidden}>, online</span>}
          </strong>
          <span className={oneLine}>{previewLine(lastMessage)}</span>
        </div>
        <div className={side}>
          <time dateTime={new Date(lastMessage.createdAt * 1000).toISOString()}>{formatRecent(lastMessage.createdAt)}</time>
          {unread ? <span className={dot} role="img" aria-label={`${unreadCount} unread`} /> : <span style={{ height: 10 }} />}
        </div>
      </Link>
    </li>
  );
}

/** /messages: your conversations, newest first, kept live; the pencil starts a new one with someone you follow. */
export function InboxScreen() {
  const titleId = useId();
  const inbox = useLoad(inboxRead.key, inboxRead.load);
  const { update } = inbox;
  // The older pages and the fresh first page (machines/inboxPages.ts) change the list kept by the read.
  const pages = useActorRef(
    inboxPagesMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => loadInbox(input.cursor ?? undefined)) },
      actions: {
        appendOlder: (_, page) => update((shown) => appendOlder(shown, page as InboxPage)),
        putFreshOnTop: (_, { page, pagesShown }) => update((shown) => withFreshFirstPage(shown, page as InboxPage, pagesShown)),
      },
    }),
  );
  const picker = useActorRef(
    newMessageMachine.provide({
      actors: { loadPeople: fromPromise(({ input }) => loadPeopleToMessage(input.search)) },
      actions: { logError: (_, error) => console.error('People to message', error) },
    }),
  );
  const loadingOlder = useSelector(pages, selectLoadingOlder);
  const olderFailed = useSelector(pages, selectOlderFailed);
  // A message came: the first page is read again; older pages already shown stay.
  useEffect(() => onMessageSignal(() => pages.send({ type: 'message.received' })), [pages]);
  const cursor = inbox.data?.nextCursor ?? null;
  const startConversation = () => picker.send({ type: 'open' });
  const conversations = inbox.data?.conversations ?? null;
  return (
    <section className={screen} aria-labelledby={titleId} aria-busy={conversations === null && !inbox.failed} onClickCapture={clickOnTap}>
      <ScreenHeader
        title="Messages"
        titleId={titleId}
        back={{ to: '/profile', label: 'Back to profile' }}
        actions={
          <IconButton label="New message" onClick={startConversation}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 20h9" />
              <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
            </svg>
          </IconButton>
        }
      />
      {/* A conversation row is 72 px high. */}
      {conversations === null && !inbox.failed && <SkeletonList count={5} height={64} gap={8} label="Loading conversations…" />}
      {inbox.failed && (
        <div className={emptyState} role="alert">
          <h2>Your messages did not load</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className={`${primaryButton} ${narrow}`} onClick={inbox.reload}>
            Try again
          </button>
        </div>
      )}
      {conversations?.length === 0 && (
        <EmptyState
          icon={MessageCircle}
          title="No messages yet"
          text="Start a conversation with someone you follow."
          action={
            <button type="button" className={primaryButton} onClick={startConversation}>
              Start a conversation
            </button>
          }
        />
      )}
      {conversations && conversations.length > 0 && (
        <ul className={list} aria-label="Conversations">
          {conversations.map((c) => (
            <Row key={c.user.userId} conversation={c} />
          ))}
        </ul>
      )}
      {cursor && (
        <div className={moreRow}>
          {olderFailed && <p role="alert">Older conversations did not load.</p>}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => pages.send({ type: 'older.requested', cursor })}
            disabled={loadingOlder}
            aria-busy={loadingOlder}
          >
            {loadingOlder ? 'Loading...' : olderFailed ? 'Try again' : 'Show older conversations'}
          </button>
        </div>
      )}
      <PullToRefresh onRefresh={inbox.refresh} />
      <NewMessageSheet picker={picker} />
    </section>
  );
}
