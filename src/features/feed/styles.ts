/** Looks the Discover feed's parts share. */
import { css } from '@linaria/core';

/** A titled section of the feed (the grid, the rows, the top Pods). */
export const feedSection = css`
  display: grid;
  /* As wide as the feed, never as wide as a card's longest line (a card cuts its author's name). */
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
