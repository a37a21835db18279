import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { CalendarDays, CircleUser, House, MessageCircle, Plus, Users, X, type LucideIcon } from 'lucide-react';
import { navigateTo } from '../../lib/navigation.ts';
import { storedSessionToken } from '../../lib/storage.ts';
import { useUnreadMessages } from '../messages/unread.ts';
import { useNotificationDots } from '../notifications/use-dots.ts';
import { useDismiss } from '../../ui/use-dismiss.ts';

const bar = css`
  /* What the browser brings into view on the screen (a link focused from the keyboard, say) it
     brings above the bar, not under it: the bar's height (69 px, below) and a little room under
     each. A margin on what is brought, not a padding on the page: the bar's own tabs, always in
     view, would be out of a padded view and focusing one would scroll the page. */
  :root:has(&) main *:not(nav[aria-label='Main'] *) {
    scroll-margin-bottom: calc(77px + env(safe-area-inset-bottom));
  }
  position: sticky;
  bottom: 0;
  margin-top: auto;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  align-items: center;
  padding: 8px 8px calc(8px + env(safe-area-inset-bottom));
  background: var(--surface);
  border-top: 1px solid var(--border);
  a {
    position: relative;
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 2px;
    min-height: 52px;
    font-size: 0.75rem;
    text-decoration: none;
    color: var(--muted);
    svg {
      width: 24px;
      height: 24px;
    }
  }
  a[aria-current='page'] {
    color: var(--text);
    font-weight: 600;
    svg {
      color: var(--accent);
      stroke-width: 2.5;
    }
  }
  /* The mark of the screen one is on: inside its tab, so inside the bar, never on its edge over the page. */
  a[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    width: 28px;
    height: 3px;
    border-radius: 3px;
    background: var(--accent);
  }
`;
const withDot = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 4px;
    right: calc(50% - 18px);
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: #22c55e;
    box-shadow: 0 0 0 2px var(--surface);
  }
`;
/** The count of unread messages on the Messages entry (the entry's name says it). */
const countBadge = css`
  &::after {
    content: attr(data-count);
  }
  position: absolute;
  top: 2px;
  left: calc(50% + 4px);
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: #c5221f;
  color: #ffffff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  box-shadow: 0 0 0 2px var(--surface);
`;
const plus = css`
  justify-self: center;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 0;
  background: var(--accent);
  color: var(--accent-text);
  cursor: pointer;
  svg {
    width: 26px;
    height: 26px;
  }
`;
const menu = css`
  position: absolute;
  bottom: 76px;
  left: 50%;
  transform: translateX(-50%);
  min-width: 220px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: var(--surface-2);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    width: 100%;
    min-height: 44px;
    text-align: left;
    background: none;
    border: 0;
    border-radius: 8px;
    padding: 0 12px;
    color: var(--text);
    cursor: pointer;
  }
  button:hover:not([aria-disabled='true']) {
    background: var(--surface);
  }
  button[aria-disabled='true'] {
    color: var(--muted);
    cursor: not-allowed;
  }
  small {
    padding: 2px 6px;
    border-radius: 6px;
    border: 1px solid currentColor;
    font-size: 0.7rem;
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

/** 'Edit Pod' opens the user's first Pod in the editor (or the sign-in / template choice first). */
async function editFirstPod() {
  if (!storedSessionToken()) return navigateTo('/signin');
  const { fetchMyPod } = await import('../onboarding/api.ts');
  const pod = await fetchMyPod().catch(() => null);
  navigateTo(pod ? `/3d-app/?postId=${encodeURIComponent(pod.postId)}` : '/pod-templates');
}

function Tab({
  to,
  icon: Icon,
  label,
  dot,
  dotLabel,
  count = 0,
}: {
  to: '/time-line' | '/friends' | '/events' | '/messages' | '/profile';
  icon: LucideIcon;
  label: string;
  dot?: boolean;
  dotLabel?: string;
  count?: number;
}) {
  return (
    // Each tab's code is fetched as soon as the bar is on screen, so a tap draws the screen at once.
    <Link to={to} preload="viewport" className={dot ? withDot : undefined} aria-label={dot ? dotLabel : count > 0 ? `${label}, ${count} unread` : undefined}>
      <Icon aria-hidden="true" />
      {label}
      {/* The count is drawn by CSS (::after), so the visible text stays 'Messages', part of the name. */}
      {count > 0 && <span className={countBadge} aria-hidden="true" data-count={count > 99 ? '99+' : String(count)} />}
    </Link>
  );
}

/** A PRO entry: announced and focusable, but it does nothing on the free plan (aria-disabled). */
function ProEntry({ children }: { children: ReactNode }) {
  return (
    <li>
      <button type="button" aria-disabled="true">
        {children}
        <small>PRO</small>
      </button>
    </li>
  );
}

/**
 * Home, friends, the plus menu, events, messages (with its unread count), profile (spec §2 Bottom
 * navigation, plus Messages), each an icon with its label; the screen one is on is marked. The plus menu closes on a tap outside it and on Escape
 * (focus back on the plus button).
 */
export function BottomNav() {
  const [open, setOpen] = useState(false);
  const dots = useNotificationDots();
  const unreadMessages = useUnreadMessages();
  const nav = useRef<HTMLElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, nav, plusButton);
  return (
    <nav ref={nav} className={bar} aria-label="Main">
      <Tab to="/time-line" icon={House} label="Home" />
      <Tab to="/friends" icon={Users} label="Friends" dot={dots.friends} dotLabel="Friends, new followers" />
      <button
        ref={plusButton}
        type="button"
        className={plus}
        aria-label="Create"
        aria-expanded={open}
        aria-controls="create-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
      </button>
      <Tab to="/events" icon={CalendarDays} label="Events" dot={dots.events} dotLabel="Events, new invitations" />
      <Tab to="/messages" icon={MessageCircle} label="Messages" count={unreadMessages} />
      <Tab to="/profile" icon={CircleUser} label="Profile" />
      {open && (
        <ul id="create-menu" className={menu} aria-label="Create">
          <li>
            <button type="button" onClick={() => void editFirstPod()}>
              Edit Pod
            </button>
          </li>
          <ProEntry>Create New Pod</ProEntry>
          <ProEntry>AI Assistant</ProEntry>
        </ul>
      )}
    </nav>
  );
}
