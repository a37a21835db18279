import type { CSSProperties, ReactNode } from 'react';
import { css } from '@linaria/core';
import { visuallyHidden } from './form.ts';

/**
 * One placeholder block: the shimmer every loading screen shares. It stands still for people who
 * ask for reduced motion. Use it as a class on an element of the final size (a list item) or
 * through `Bone`.
 */
export const skeletonBone = css`
  display: block;
  border-radius: 12px;
  background: linear-gradient(90deg, var(--surface) 0%, var(--surface-2) 50%, var(--surface) 100%);
  background-size: 200% 100%;
  animation: skeleton-shimmer 1.4s linear infinite;
  @keyframes skeleton-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const stack = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
`;

/** A block of the size of what will replace it (hidden from screen readers; the region speaks). */
export function Bone({ height, width, radius, style }: { height: number | string; width?: number | string; radius?: number | string; style?: CSSProperties }) {
  return <span className={skeletonBone} data-skeleton="" aria-hidden="true" style={{ height, width, borderRadius: radius, ...style }} />;
}

/**
 * A region being read: busy for assistive technology, announced once as 'Loading…' (or `label`),
 * laid out as the content will be (its children are `Bone`s), so nothing moves when data lands.
 */
export function Skeleton({ label = 'Loading…', gap = 12, children }: { label?: string; gap?: number; children: ReactNode }) {
  return (
    <div className={stack} style={{ gap }} aria-busy="true">
      <span role="status" aria-label={label} className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
