import { Link, useLocation } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { discoverTarget } from './layout-rules.ts';
import { EXTERNAL } from './external-links.ts';
import { SocialIcons } from './SocialIcons.tsx';

const column = css`
  position: sticky;
  top: 0;
  height: 100vh;
  padding: 32px 24px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  ul a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    text-decoration: none;
    font-weight: 500;
  }
  ul a:hover,
  ul a[aria-current='page'] {
    background: var(--surface-2);
  }
  /* The logo's word mark is light (drawn for the dark theme): turned dark, hues kept, on light. */
  [data-theme='light'] & img {
    filter: invert(1) hue-rotate(180deg);
  }
`;

/** Left column of the desktop shell (large screens only). */
export function SideNav() {
  const { pathname } = useLocation();
  return (
    <nav className={column} aria-label="Site">
      <Link to="/" aria-label="Pods home">
        <img src="/media/logo.svg" alt="Pods" width="120" height="40" />
      </Link>
      <ul>
        <li>
          <Link to={discoverTarget(pathname)}>Discover</Link>
        </li>
        <li>
          <a href={EXTERNAL.roadmap} target="_blank" rel="noopener noreferrer">
            Roadmap
          </a>
        </li>
        <li>
          <a href={EXTERNAL.aboutUs} target="_blank" rel="noopener noreferrer">
            About Us
          </a>
        </li>
        <li>
          <Link to="/settings/help">Contact Us</Link>
        </li>
      </ul>
      <SocialIcons />
    </nav>
  );
}
