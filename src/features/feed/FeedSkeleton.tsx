import { css } from '@linaria/core';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';

const column = css`
  flex: 1;
  padding: 16px 16px 24px;
`;
const tabs = css`
  display: flex;
  gap: 8px;
  min-width: 0;
  overflow: hidden;
  & > * {
    flex: none;
  }
`;

/**
 * The Discover feed's loader (spec: dismissed after its first 7 loads): the feed's own layout in
 * placeholders — title, search box, category tabs, the first cards — in the column, with the
 * navigation beside and under it already in place.
 */
export function FeedSkeleton() {
  return (
    <div className={column}>
      <Skeleton label="Loading Discover" gap={22}>
        <Bone height={38} width="45%" />
        <Bone height={48} radius={999} />
        <div className={tabs}>
          {[56, 84, 104, 76, 84].map((width, i) => (
            <Bone key={i} height={40} width={width} radius={999} />
          ))}
        </div>
        <Bone height={300} radius="var(--radius)" />
        <Bone height={300} radius="var(--radius)" />
      </Skeleton>
    </div>
  );
}
