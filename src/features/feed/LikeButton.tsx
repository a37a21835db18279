import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { selectShown } from '../../../machines/like.ts';
import { visuallyHidden } from '../../ui/form.ts';
import { abbreviateCount } from './format.ts';
import { likeActorFor, takeRead, type LikeRead } from './likes.ts';

const button = css`
  /* Holds its visually hidden words: without a positioned ancestor they escaped the rows' clipping and widened the page. */
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 10px;
  border: 0;
  border-radius: 999px;
  background: none;
  cursor: pointer;
  color: var(--muted);
  &[aria-pressed='true'] {
    color: #ff5c8a;
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

/**
 * The heart: changes at once, then saves; the last tap wins; signed-out people go to /signin.
 * Its state is the Pod's (./likes.ts): every heart of one Pod on screen agrees.
 */
export function LikeButton({ post, postName }: { post: LikeRead; postName: string }) {
  const actor = likeActorFor(post);
  useEffect(() => takeRead(post), [post]);
  const shown = useSelector(actor, selectShown);
  return (
    <button type="button" className={button} aria-pressed={shown.liked} onClick={() => actor.send({ type: 'toggled' })}>
      <span className={visuallyHidden}>Like {postName}, </span>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill={shown.liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      <span data-count>{abbreviateCount(shown.count)}</span>
      <span className={visuallyHidden}> likes</span>
    </button>
  );
}
