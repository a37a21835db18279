/** How a text that may be longer than its place is kept inside it. */
import { css } from '@linaria/core';

/**
 * One line, cut with '…' where it would run past its box (a name beside a count or a button).
 * Give the element a `title` with the whole text. A flex or grid child may shrink below its text.
 */
export const oneLine = css`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
