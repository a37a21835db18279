import { Bone, Skeleton } from './Skeleton.tsx';

/** `count` rows of one height: the placeholder of a list (people, conversations, events). */
export function SkeletonList({ count, height, gap = 12, label }: { count: number; height: number; gap?: number; label?: string }) {
  return (
    <Skeleton gap={gap} {...(label ? { label } : {})}>
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} height={height} />
      ))}
    </Skeleton>
  );
}
