import { useEffect, useState } from 'react';

/**
 * Whether an element is more than a screen away from the viewport, as an IntersectionObserver
 * sees it: false until it is first observed, then true while it is that far and false again as
 * it nears. For styles that may apply only out of sight: `content-visibility: auto` set on an
 * element on screen leaves it undrawn for a frame (Chromium), which moves everything under it.
 */
export function useFarFromView<T extends Element>(): [ref: (element: T | null) => void, far: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [far, setFar] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    // An element not laid out (in a hidden screen) has no box: not far, it has not been drawn yet.
    const observer = new IntersectionObserver(([entry]) => setFar(!entry!.isIntersecting && entry!.boundingClientRect.height > 0), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, far];
}
