import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import type { SnapshotFrom } from 'xstate';
import { chatMachine, selectCanSend, selectSendFailed, type ChatEvent } from '../../../machines/chat.ts';
import { showToast } from '../../app/actors.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { AttachedFile, AttachedImage } from './Attachment.tsx';
import { attachmentProblem, FILE_ACCEPT, IMAGE_ACCEPT } from './attachment-rules.ts';
import { IconButton } from '../../ui/IconButton.tsx';

export const CONTENT_MAX = 4000;
export const YOU_BLOCKED = 'You have blocked this user. Unblock them to send messages.';

const composer = css`
  position: sticky;
  bottom: 0;
  display: grid;
  gap: 8px;
  padding: 8px 10px calc(10px + env(safe-area-inset-bottom));
  background: var(--surface);
  border-top: 1px solid var(--border);
`;
const row = css`
  display: flex;
  align-items: flex-end;
  gap: 4px;
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    max-height: 140px;
    padding: 11px 14px;
    border: 1px solid var(--border);
    border-radius: 22px;
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
    line-height: 1.3;
    resize: none;
    field-sizing: content;
  }
`;
const sendButton = css`
  && {
    background: var(--accent);
    color: var(--accent-text);
  }
  &&:hover {
    background: var(--accent);
  }
`;
const previews = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-start;
`;
const preview = css`
  position: relative;
  img,
  [role='img'] {
    max-height: 120px;
    max-width: 160px;
  }
`;
const removeButton = css`
  position: absolute;
  top: -10px;
  right: -10px;
  width: 32px;
  height: 32px;
  border: 2px solid var(--surface);
  border-radius: 50%;
  background: var(--text);
  color: var(--bg);
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
`;
const alert = css`
  margin: 0;
  color: var(--danger);
  font-size: 0.85rem;
`;
const notice = css`
  margin: 0;
  padding: 6px 4px;
  color: var(--muted);
  text-align: center;
  font-size: 0.9rem;
  a {
    color: var(--link);
  }
`;

type Snapshot = SnapshotFrom<typeof chatMachine>;

/** A new message id: the time plus a random part (spec §9), kept for retries so nothing is sent twice. */
const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The composer: text (Enter sends, Shift+Enter a new line), a picture and a file with removable previews, Send. */
export function Composer({ snapshot, send, name }: { snapshot: Snapshot; send: (event: ChatEvent) => void; name: string }) {
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { text, image, file, error } = snapshot.context;
  if (snapshot.context.chat?.blockedByYou) {
    return (
      <div className={composer}>
        <p className={notice} role="status">
          {YOU_BLOCKED} <Link to="/settings/blocked-users">Blocked users</Link>
        </p>
      </div>
    );
  }
  const submit = () => {
    if (selectCanSend(snapshot)) send({ type: 'send', clientMessageId: newClientId(), now: Math.floor(Date.now() / 1000) });
  };
  const pick = (kind: 'image' | 'file', input: HTMLInputElement) => {
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    const problem = attachmentProblem(picked, kind);
    if (problem) return showToast(problem, 'error');
    const draft = { name: picked.name, data: picked };
    send(kind === 'image' ? { type: 'image.picked', image: draft } : { type: 'file.picked', file: draft });
  };
  return (
    <form
      className={composer}
      aria-label={`Write to ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {selectSendFailed(snapshot) && (
        <p className={alert} role="alert">
          {messageOf(error)}
        </p>
      )}
      {(image || file) && (
        <div className={previews}>
          {image && (
            <div className={preview}>
              <AttachedImage source={{ blob: image.data as Blob }} alt={`Picture to send: ${image.name}`} />
              <button type="button" className={removeButton} aria-label={`Remove picture ${image.name}`} onClick={() => send({ type: 'image.removed' })}>
                ×
              </button>
            </div>
          )}
          {file && (
            <div className={preview}>
              <AttachedFile file={{ name: file.name, size: (file.data as Blob).size }} />
              <button type="button" className={removeButton} aria-label={`Remove file ${file.name}`} onClick={() => send({ type: 'file.removed' })}>
                ×
              </button>
            </div>
          )}
        </div>
      )}
      <div className={row}>
        <input ref={imageInput} id="chat-image" type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => pick('image', event.currentTarget)} />
        <input ref={fileInput} id="chat-file" type="file" accept={FILE_ACCEPT} hidden onChange={(event) => pick('file', event.currentTarget)} />
        <IconButton label="Attach a picture" onClick={() => imageInput.current?.click()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="8.5" cy="9.5" r="1.5" />
            <path d="M21 16l-5-5-9 9" />
          </svg>
        </IconButton>
        <IconButton label="Attach a file" onClick={() => fileInput.current?.click()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.3 3.3 0 0 1 4.7 4.7L10.2 17.7a1.7 1.7 0 0 1-2.4-2.4L15.5 7.6" />
          </svg>
        </IconButton>
        <textarea
          aria-label={`Message ${name}`}
          placeholder="Type a message..."
          rows={1}
          maxLength={CONTENT_MAX}
          value={text}
          onChange={(event) => send({ type: 'draft.changed', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
        />
        <IconButton type="submit" className={sendButton} label="Send" disabled={!selectCanSend(snapshot)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M22 2L11 13" />
            <path d="M22 2l-7 20-4-9-9-4z" />
          </svg>
        </IconButton>
      </div>
    </form>
  );
}
