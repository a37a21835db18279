import { css } from '@linaria/core';
import { Bone, Skeleton } from './Skeleton.tsx';

const page = css`
  flex: 1;
  padding: 16px 16px 24px;
`;

/** A whole screen being prepared (an onboarding step while the user is read): a title, a line, a form. */
export function ScreenSkeleton() {
  return (
    <div className={page}>
      <Skeleton gap={16}>
        <Bone height={34} width="55%" />
        <Bone height={18} width="80%" />
        <Bone height={220} />
        <Bone height={48} radius={999} />
        <Bone height={48} radius={999} />
      </Skeleton>
    </div>
  );
}
