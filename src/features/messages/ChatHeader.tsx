import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import type { ChatPartner } from '../../../machines/chat.ts';
import { Menu } from '../../ui/Menu.tsx';
import { oneLine } from '../../ui/text.ts';
import { backLink } from '../../ui/ScreenHeader.tsx';
import { Avatar } from './Avatar.tsx';
import { displayName } from './format.ts';

const header = css`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px 10px 6px;
  background: var(--bg);
  border-bottom: 1px solid var(--border);
  h1 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: var(--muted);
    font-size: 0.8rem;
  }
`;
const who = css`
  flex: 1;
  min-width: 0;
`;

/** The chat's bar: back to the inbox, who it is with (picture, name, status, green dot) and the options menu. */
export function ChatHeader({
  titleId,
  partner,
  blocked,
  onBlock,
  onDelete,
}: {
  titleId: string;
  partner: ChatPartner | null;
  blocked: boolean;
  onBlock: () => void;
  onDelete: () => void;
}) {
  const name = partner ? displayName(partner) : 'Chat';
  return (
    <header className={header}>
      <Link to="/messages" className={backLink} aria-label="Back to messages">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      {partner && (
        <Link to="/other-profile" search={{ otherUserId: partner.userId }} tabIndex={-1} aria-hidden="true">
          <Avatar src={partner.userDPUrl} size={40} online={partner.online} />
        </Link>
      )}
      <div className={who}>
        <h1 id={titleId} className={oneLine} title={name}>
          {name}
        </h1>
        {partner && <p>{partner.online ? 'Online' : partner.userName ? `@${partner.userName} · Offline` : 'Offline'}</p>}
      </div>
      {partner && (
        <Menu
          label={`Chat options for ${name}`}
          items={[
            blocked ? { label: 'Block', note: 'Blocked', disabled: true, onSelect: () => {} } : { label: 'Block', onSelect: onBlock },
            { label: 'Delete chat', onSelect: onDelete },
          ]}
        />
      )}
    </header>
  );
}
