import { css } from '@linaria/core';
import type { GuestCandidate, GuestSelectionEvent } from '../../../machines/guestSelection.ts';

const chips = css`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid var(--accent);
  }
  button {
    position: absolute;
    top: -6px;
    right: -10px;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    line-height: 1;
    cursor: pointer;
  }
  .more {
    font-weight: 600;
    color: var(--muted);
  }
`;

/** Chosen guests: up to 3 avatars with a remove cross, then '+N'. */
export function GuestChips({ guests, send }: { guests: GuestCandidate[]; send: (event: GuestSelectionEvent) => void }) {
  if (guests.length === 0) return null;
  return (
    <ul className={chips} aria-label="Chosen guests">
      {guests.slice(0, 3).map((guest) => (
        <li key={guest.userId}>
          <img src={guest.displayImage ?? '/media/default-avatar.webp'} alt={guest.displayName ?? 'Guest'} width="44" height="44" />
          <button
            type="button"
            aria-label={`Remove ${guest.displayName ?? 'guest'}`}
            onClick={() => send({ type: 'guest.removeRequested', userId: guest.userId })}
          >
            ×
          </button>
        </li>
      ))}
      {guests.length > 3 && <li className="more">+{guests.length - 3}</li>}
    </ul>
  );
}
