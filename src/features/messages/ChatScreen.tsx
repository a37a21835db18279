import { useId, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { selectConfirming, selectIsLoading, selectLoadFailed, selectLoadingOlder, selectOptionsBusy } from '../../../machines/chat.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { clickOnTap } from '../../lib/list-sounds.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { ConfirmQuestion, type Question } from '../../ui/ConfirmQuestion.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { Composer } from './Composer.tsx';
import { displayName } from './format.ts';
import { MessageList } from './MessageList.tsx';
import { emptyState } from './styles.ts';
import { useChat } from './use-chat.ts';

// The chat fills the screen and stays in view while a taller side column scrolls the page (desktop).
const chatScreen = css`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
`;
const loading = css`
  flex: 1;
  display: grid;
  place-items: center;
  margin: 0;
  color: var(--muted);
`;
const actions = css`
  display: grid;
  gap: 10px;
  width: min(280px, 100%);
`;

const QUESTIONS = {
  block: {
    title: 'Block this user?',
    text: (name: string) => `${name} will not be able to message you, and you will not be able to message ${name}. Follows between you are removed.`,
    confirm: 'Block',
  },
  delete: { title: 'Delete this chat?', text: (name: string) => `The messages so far disappear for you only; ${name} still has them.`, confirm: 'Delete chat' },
} as const satisfies Record<string, Question>;

/** /chat/{userId}: the conversation with one person, live, with the options menu and the composer. */
export function ChatScreen({ partnerId }: { partnerId: string }) {
  const titleId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useChat(partnerId, list);
  const { chat, error } = snapshot.context;
  const name = chat ? displayName(chat.partner) : 'this person';
  const question = selectConfirming(snapshot);
  const asked = question ? QUESTIONS[question] : null;
  const busy = selectOptionsBusy(snapshot);
  return (
    <section className={chatScreen} aria-labelledby={titleId} aria-busy={selectIsLoading(snapshot) || busy} onClickCapture={clickOnTap}>
      <ChatHeader
        titleId={titleId}
        partner={chat?.partner ?? null}
        blocked={chat?.blockedByYou === true}
        onBlock={() => send({ type: 'block' })}
        onDelete={() => send({ type: 'deleteChat' })}
      />
      {selectIsLoading(snapshot) && (
        <p className={loading} role="status">
          Loading...
        </p>
      )}
      {selectLoadFailed(snapshot) && (
        <div className={emptyState} role="alert">
          <h2>This chat did not load</h2>
          <p>{messageOf(error)}</p>
          <div className={actions}>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'retry' })}>
              Try again
            </button>
            <Link to="/messages" className={secondaryButton}>
              Back to messages
            </Link>
          </div>
        </div>
      )}
      {chat && !selectIsLoading(snapshot) && !selectLoadFailed(snapshot) && (
        <>
          <MessageList
            messages={chat.messages}
            name={name}
            list={list}
            onRetry={() => send({ type: 'retry' })}
            older={{ available: chat.nextCursor !== null, loading: selectLoadingOlder(snapshot), onLoad: () => send({ type: 'older.requested' }) }}
          />
          <Composer snapshot={snapshot} send={send} name={name} />
        </>
      )}
      <ConfirmQuestion asked={asked} name={name} onConfirm={() => send({ type: 'confirm' })} onDismiss={() => send({ type: 'dismiss' })} />
    </section>
  );
}
