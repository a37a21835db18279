import { useEffect, useRef, useState } from 'react';
import { mayPull, pullPhase, resisted, type PullPhase } from './pull-to-refresh.ts';

const COARSE = '(pointer: coarse)';

/**
 * Pull to refresh on touch screens: a downward drag that starts with the page at its top pulls an
 * indicator down; released past the threshold it calls `refresh` (the screen's own refetch, which
 * its machine or loader runs) and shows 'Refreshing…' until that settles. Fine pointers (mouse,
 * trackpad) never pull. Listens on the document, as the page itself scrolls.
 */
export function usePullToRefresh(refresh: () => unknown) {
  const [state, setState] = useState<{ phase: PullPhase; distance: number }>({ phase: 'idle', distance: 0 });
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const onStart = (event: TouchEvent) => {
      const scrollTop = document.scrollingElement?.scrollTop ?? window.scrollY;
      // The media query is asked only at the top of the page, where a pull can start: every tap
      // anywhere begins with this handler (issue 23).
      startY =
        !busy && event.touches.length === 1 && scrollTop <= 0 && mayPull(scrollTop, window.matchMedia(COARSE).matches) ? event.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      distance = resisted(event.touches[0]!.clientY - startY);
      setState({ phase: pullPhase(distance), distance });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pullPhase(distance) !== 'armed') return setState({ phase: 'idle', distance: 0 });
      busy = true;
      setState({ phase: 'refreshing', distance });
      void Promise.resolve()
        .then(() => latest.current())
        .catch(() => {})
        .finally(() => {
          busy = false;
          setState({ phase: 'idle', distance: 0 });
        });
    };
    // All passive (none cancels a touch): a listener that is not would make the browser wait for
    // this page's main thread before it turns every touch on the page into a tap (issue 23).
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return state;
}
