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
