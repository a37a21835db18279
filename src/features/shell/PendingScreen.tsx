import { useLocation } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import { BottomNav } from '../navigation/BottomNav.tsx';

const page = css`
  flex: 1;
  padding: 16px 16px 24px;
`;
/** The screens that carry the bottom navigation. */
const TAB_PATHS = new Set(['/friends', '/events', '/profile']);

/**
 * A screen being prepared before its code or the user has arrived (the first signed-in page of a
 * visit, an onboarding step while the user is read): a title, a line and a body in placeholders,
 * with the bottom navigation already in place on the screens that have it.
 */
export function PendingScreen() {
  const { pathname } = useLocation();
  return (
    <>
      <div className={page}>
        <Skeleton gap={16}>
          <Bone height={34} width="55%" />
          <Bone height={18} width="80%" />
          <Bone height={220} radius="var(--radius)" />
          <Bone height={48} radius={999} />
        </Skeleton>
      </div>
      {TAB_PATHS.has(pathname.replace(/\/+$/, '')) && <BottomNav />}
    </>
  );
}
