/**
 * How an image loads: one in the first screen is asked for at once, ahead of others, and decoded
 * with the frame that shows it (it is what the largest paint waits for); one further down waits
 * until it nears the screen.
 */
export const imageLoading = (firstScreen: boolean) =>
  firstScreen ? ({ loading: 'eager', decoding: 'sync', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
