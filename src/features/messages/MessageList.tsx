import type { RefObject } from 'react';
import { css } from '@linaria/core';
import type { ChatMessage } from '../../../machines/chat.ts';
import { visuallyHidden } from '../../ui/form.ts';
import { AttachedFile, AttachedImage } from './Attachment.tsx';
import { formatTime } from '../../../shared/time-format.ts';

const log = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px 12px;
  &:focus-visible {
    outline-offset: -3px;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const row = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;
const mineRow = css`
  align-items: flex-end;
`;
const bubble = css`
  display: grid;
  gap: 6px;
  max-width: 80%;
  padding: 8px 12px 6px;
  border-radius: 18px 18px 18px 6px;
  background: var(--surface-2);
  color: var(--text);
  overflow-wrap: anywhere;
  p {
    margin: 0;
    white-space: pre-wrap;
    line-height: 1.35;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: 4px;
    font-size: 0.75rem;
  }
  svg {
    width: 15px;
    height: 15px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
const mineBubble = css`
  border-radius: 18px 18px 6px 18px;
  background: var(--accent);
  color: var(--accent-text);
`;
const failedNote = css`
  display: flex;
  align-items: center;
  gap: 6px;
  color: var(--danger);
  font-size: 0.8rem;
  button {
    min-height: 32px;
    padding: 0 10px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;
const earlier = css`
  display: block;
  margin: 0 auto 12px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-2);
  color: var(--text);
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;
const empty = css`
  margin: auto 0;
  padding: 32px 16px;
  color: var(--muted);
  text-align: center;
  h2 {
    margin: 0 0 4px;
    color: var(--text);
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

function Status({ message }: { message: ChatMessage }) {
  if (message.pending === 'sending') {
    return (
      <svg viewBox="0 0 24 24" role="img" aria-label="Sending">
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4l3 2" />
      </svg>
    );
  }
  if (message.pending === 'failed') return null;
  if (message.read) {
    return (
      <svg viewBox="0 0 24 24" role="img" aria-label="Read" data-read="">
        <path d="M4 12.5l5 5L20 6.5" />
      </svg>
    );
  }
  return <span className={visuallyHidden}>Sent</span>;
}

function Bubble({ message, name, onRetry }: { message: ChatMessage; name: string; onRetry: () => void }) {
  const mine = message.fromMe;
  const outgoing = message.outgoing;
  return (
    <li className={mine ? `${row} ${mineRow}` : row} data-message={message.clientMessageId}>
      <div className={mine ? `${bubble} ${mineBubble}` : bubble}>
        <span className={visuallyHidden}>{mine ? 'You' : name}:</span>
        {message.image && <AttachedImage source={{ url: message.image.url }} width={message.image.width} height={message.image.height} />}
        {!message.image && outgoing?.image && <AttachedImage source={{ blob: outgoing.image.data as Blob }} />}
        {message.file && <AttachedFile file={message.file} />}
        {!message.file && outgoing?.file && <AttachedFile file={{ name: outgoing.file.name, size: (outgoing.file.data as Blob).size }} />}
        {message.content && <p>{message.content}</p>}
        <footer>
          <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatTime(message.createdAt)}</time>
          {mine && <Status message={message} />}
        </footer>
      </div>
      {message.pending === 'failed' && (
        <div className={failedNote}>
          Not sent.
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
    </li>
  );
}

/** The conversation as a live log region (new messages are read out), oldest first; it scrolls itself. */
export function MessageList({
  messages,
  name,
  list,
  onRetry,
  older,
}: {
  messages: ChatMessage[];
  name: string;
  list: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  /** Earlier messages can be asked for (and whether they are on their way). */
  older: { available: boolean; loading: boolean; onLoad: () => void };
}) {
  return (
    <div ref={list} className={log} role="log" aria-label={`Messages with ${name}`} tabIndex={0}>
      {older.available && (
        <button type="button" className={earlier} onClick={older.onLoad} disabled={older.loading} aria-busy={older.loading}>
          {older.loading ? 'Loading earlier messages…' : 'Load earlier messages'}
        </button>
      )}
      {messages.length === 0 ? (
        <div className={empty}>
          <h2>No messages yet</h2>
          <p>Say hello to {name}.</p>
        </div>
      ) : (
        <ol>
          {messages.map((message) => (
            <Bubble key={message.clientMessageId} message={message} name={name} onRetry={onRetry} />
          ))}
        </ol>
      )}
    </div>
  );
}
