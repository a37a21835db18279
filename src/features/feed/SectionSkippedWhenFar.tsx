import type { ComponentProps } from 'react';
import { css } from '@linaria/core';
import { useFarFromView } from '../../ui/use-far-from-view.ts';

/**
 * While it is a screen or more out of sight (`data-far`, src/ui/use-far-from-view.ts), the browser
 * leaves the section out of layout and paint, at the size it was last drawn at. A like or a tab
 * then redraws a shorter page (issue 23: a like's frame 50 → 32 ms at 4×). Never set on a section
 * on screen, nor before it has been drawn: a kept scroll position comes back to the same pixel.
 */
const skippedWhenFar = css`
  contain-intrinsic-size: auto 470px;
  &[data-far] {
    content-visibility: auto;
  }
`;

/** A section above the feed's grid (the trending people, the featured Pod, the top rows). */
export function SectionSkippedWhenFar({ className, ...props }: ComponentProps<'section'>) {
  const [ref, far] = useFarFromView<HTMLElement>();
  return <section ref={ref} className={className ? `${className} ${skippedWhenFar}` : skippedWhenFar} data-far={far || undefined} {...props} />;
}
