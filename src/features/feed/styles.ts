/** Looks the Discover feed's parts share. */
import { css } from '@linaria/core';

/** A titled section of the feed (the grid, the rows, the top Pods). */
export const feedSection = css`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/**
 * A section above the grid (the trending people, the featured Pod, the top rows), while it is a
 * screen or more out of sight (`data-far`, src/ui/use-far-from-view.ts): the browser leaves it
 * out of layout and paint, at the size it was last drawn at. A like or a tab then redraws a
 * shorter page (issue 23: a like's frame 50 → 32 ms at 4×). Never set on a section on screen,
 * nor before it has been drawn: a kept scroll position comes back to the same pixel.
 */
export const skippedWhenFar = css`
  contain-intrinsic-size: auto 470px;
  &[data-far] {
    content-visibility: auto;
  }
`;
