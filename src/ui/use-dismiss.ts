import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press outside `area` or Escape calls `close`; Escape also puts focus back on
 * `trigger` (the button that opened it), so keyboard users stay where they were.
 */
export function useDismiss(open: boolean, close: () => void, area: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close, area, trigger]);
}
