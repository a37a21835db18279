/**
 * How an image loads, by where it is on the screen that opens:
 * - 'largest': the one the largest paint waits for (the first card's picture) is asked for at once,
 *   ahead of everything else, and decoded with the frame that shows it;
 * - 'first-screen': the others of the first screen are asked for at once too, but not ahead of it
 *   (several "high" images share the line and all arrive later);
 * - 'below': one further down waits until it nears the screen, and is asked for behind the first
 *   screen's. Near is far on a phone (the browser starts lazy images well over a screen ahead), so
 *   without the low priority, the first rows below would share the line with the first screen's
 *   and hold its largest paint back.
 */
export type ImagePlace = 'largest' | 'first-screen' | 'below';

const LOADING = {
  largest: { loading: 'eager', decoding: 'sync', fetchPriority: 'high' },
  'first-screen': { loading: 'eager', decoding: 'async' },
  below: { loading: 'lazy', decoding: 'async', fetchPriority: 'low' },
} as const;

export const imageLoading = (place: ImagePlace) => LOADING[place];

/** The place of a list's `index`th image when its first `firstScreen` are on the first screen. */
export const placeInList = (index: number, firstScreen: number): ImagePlace => (index === 0 ? 'largest' : index < firstScreen ? 'first-screen' : 'below');
