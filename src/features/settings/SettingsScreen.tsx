import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { sessionActor } from '../../app/actors.ts';
import { secondaryButton } from '../../ui/button.ts';
import { StaticPage, StaticSection } from '../static/StaticPage.tsx';
import { ThemeChoice } from './ThemeChoice.tsx';

const rows = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  overflow: hidden;
  li + li {
    border-top: 1px solid var(--border);
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    padding: 0 16px;
    color: var(--text);
    text-decoration: none;
    background: var(--surface);
  }
  a:hover {
    background: var(--surface-2);
  }
  a::after {
    content: '›';
    color: var(--muted);
    font-size: 1.4rem;
  }
`;

const ACCOUNT = [
  { to: '/settings/profile', label: 'Edit Profile' },
  { to: '/settings/blocked-users', label: 'Blocked Users' },
] as const;
const ABOUT = [
  { to: '/settings/privacy', label: 'Privacy Policy' },
  { to: '/settings/help', label: 'Help' },
  { to: '/settings/about', label: 'About Us' },
] as const;

function LinkRows({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className={rows}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** /settings: Account and About links, the theme, and Log out (the session machine expires the session and clears storage). */
export function SettingsScreen() {
  return (
    <StaticPage title="Settings" back="profile">
      <StaticSection title="Account">
        <LinkRows links={ACCOUNT} />
      </StaticSection>
      <StaticSection title="About">
        <LinkRows links={ABOUT} />
      </StaticSection>
      <ThemeChoice />
      <button type="button" className={secondaryButton} onClick={() => sessionActor.send({ type: 'logout.requested' })}>
        Log out
      </button>
    </StaticPage>
  );
}
