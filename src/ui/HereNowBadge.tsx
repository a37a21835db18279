/**
 * "N here" over a Pod's picture (issue 46 item 5): how many people are in the Pod now and the faces
 * of up to three the viewer follows, kept live by the notification stream (src/lib/here-now.ts).
 * Positioned over the picture's corner, so it never moves the card (no layout shift when it comes
 * or goes); taps go through to the picture's link. Light text on a dark pill whatever the theme,
 * as it sits on a photo: white on 80% black is at least 12:1 over any picture.
 */
import { css } from '@linaria/core';
import { useHereNow, type HereNow } from '../lib/here-now.ts';
import { visuallyHidden } from './form.ts';

const badge = css`
  position: absolute;
  z-index: 1;
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: calc(100% - 36px);
  padding: 3px 10px 3px 3px;
  border-radius: 999px;
  background: rgb(0 0 0 / 80%);
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 24px;
  white-space: nowrap;
  pointer-events: none;
  /* Doubled: a card's or tile's own rules for its pictures and spans must not reach in here. */
  && span {
    color: inherit;
    font-size: inherit;
  }
  && img {
    width: 24px;
    height: 24px;
    aspect-ratio: auto;
    margin: 0;
    border-radius: 50%;
    border: 2px solid #ffffff;
    object-fit: cover;
    background: #2a2f3a;
  }
  && img + img {
    margin-left: -8px;
  }
`;
const dot = css`
  flex: none;
  width: 8px;
  height: 8px;
  margin-left: 4px;
  border-radius: 50%;
  background: #5fd39a;
  box-shadow: 0 0 0 3px rgb(95 211 154 / 30%);
`;
const faces = css`
  display: inline-flex;
  align-items: center;
`;

/** `className` places it: its offsets inside the positioned card or tile it sits in. */
export function HereNowBadge({ postId, initial, className }: { postId: string; initial: HereNow | null | undefined; className?: string }) {
  const here = useHereNow(postId, initial);
  if (!here) return null;
  const people = here.faces.flatMap((face) => (face ? [face] : []));
  return (
    <p className={`${badge} ${className ?? ''}`} data-here-now={here.count}>
      {people.length > 0 && (
        <span className={faces}>
          {people.map((face) => (
            <img
              key={face.userId}
              src={face.userDPUrl ?? '/media/default-avatar.webp'}
              alt={face.userDisplayName ?? 'Someone you follow'}
              width="22"
              height="22"
            />
          ))}
        </span>
      )}
      <span className={dot} aria-hidden="true" />
      <span>
        {here.count} here<span className={visuallyHidden}> now</span>
      </span>
    </p>
  );
}
