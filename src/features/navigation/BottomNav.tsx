import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { navigateTo } from '../../app/navigation.ts';
import { useNotificationDots } from '../notifications/use-dots.ts';

const bar = css`
  position: sticky;
  bottom: 0;
  margin-top: auto;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  align-items: center;
  padding: 8px 8px calc(8px + env(safe-area-inset-bottom));
  background: var(--surface);
  border-top: 1px solid var(--border);
  a,
  > button {
    display: grid;
    place-items: center;
    min-height: 48px;
    font-size: 0.75rem;
    text-decoration: none;
    color: var(--muted);
  }
  a[aria-current='page'] {
    color: var(--text);
    font-weight: 600;
  }
`;
const withDot = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 8px;
    right: calc(50% - 22px);
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: #22c55e;
    box-shadow: 0 0 0 2px var(--surface);
  }
`;
const plus = css`
  justify-self: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 0;
  background: var(--accent) !important;
  color: var(--accent-text) !important;
  font-size: 1.6rem !important;
  cursor: pointer;
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
    width: 100%;
    min-height: 44px;
    text-align: left;
    background: none;
    border: 0;
    padding: 0 12px;
  }
  small {
    margin-left: 8px;
    padding: 2px 6px;
    border-radius: 6px;
    background: var(--accent);
    color: var(--accent-text);
  }
`;

/** 'Edit Pod' opens the user's first Pod in the editor (or the sign-in / template choice first). */
async function editFirstPod() {
  if (!sessionStorage.getItem('sessionToken')) return navigateTo('/signin');
  const { fetchMyPod } = await import('../onboarding/api.ts');
  const pod = await fetchMyPod().catch(() => null);
  navigateTo(pod ? `/3d-app/?postId=${encodeURIComponent(pod.postId)}` : '/pod-templates');
}

/** Home, friends, the plus menu, events, profile (spec §2 Bottom navigation). */
export function BottomNav() {
  const [open, setOpen] = useState(false);
  const dots = useNotificationDots();
  return (
    <nav className={bar} aria-label="Main">
      <Link to="/time-line">Home</Link>
      <Link to="/friends" className={dots.friends ? withDot : undefined} aria-label={dots.friends ? 'Friends, new followers' : undefined}>
        Friends
      </Link>
      <button type="button" className={plus} aria-label="Create" aria-expanded={open} aria-controls="create-menu" onClick={() => setOpen((value) => !value)}>
        +
      </button>
      <Link to="/events" className={dots.events ? withDot : undefined} aria-label={dots.events ? 'Events, new invitations' : undefined}>
        Events
      </Link>
      <Link to="/profile">Profile</Link>
      {open && (
        <ul id="create-menu" className={menu}>
          <li>
            <button type="button" onClick={() => void editFirstPod()}>
              Edit Pod
            </button>
          </li>
          <li>
            <button type="button" disabled>Create New Pod<small>PRO</small></button>
          </li>
          <li>
            <button type="button" disabled>AI Assistant<small>PRO</small></button>
          </li>
        </ul>
      )}
    </nav>
  );
}
