import { useEffect, useRef } from 'react';

/** Infinite scroll threshold (spec §9): the next page loads once the list is 80 % scrolled. */
export const SCROLL_THRESHOLD = 0.8;

/**
 * A ref for an element at the end of a list; `onReached` runs when it comes within the last 20 %
 * of the scroll (vertically for the page, horizontally for a row) while `active`.
 */
export function useReachedEnd(active: boolean, onReached: () => void, direction: 'vertical' | 'horizontal' = 'vertical') {
  const ref = useRef<HTMLLIElement | HTMLDivElement | null>(null);
  const callback = useRef(onReached);
  callback.current = onReached;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const margin = `${Math.round((1 - SCROLL_THRESHOLD) * 100)}%`;
    const root = direction === 'horizontal' ? element.parentElement : null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root, rootMargin: direction === 'horizontal' ? `0px ${margin} 0px 0px` : `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, direction]);
  return ref as React.RefObject<never>;
}
