// @vitest-environment jsdom
/**
 * The feed's sections above the grid are left out of layout and paint only while they are a
 * screen or more out of sight (issue 23): never while on screen, where `content-visibility: auto`
 * set late would leave them undrawn for a frame and shift the page, and never before they have
 * been drawn (a section in the hidden screen behind the loader has no box yet).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useFarFromView } from '../../../src/ui/use-far-from-view.ts';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => {};
const observed: { element: Element; options?: IntersectionObserverInit }[] = [];

afterEach(() => {
  cleanup();
  observed.length = 0;
  vi.unstubAllGlobals();
});

function stubObserver() {
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        callback: Report,
        private options?: IntersectionObserverInit,
      ) {
        report = callback;
      }
      observe(element: Element) {
        observed.push({ element, options: this.options });
      }
      disconnect = disconnect;
    },
  );
  return disconnect;
}

function Section() {
  const [ref, far] = useFarFromView<HTMLElement>();
  return <section ref={ref} aria-label="Top Viewed Pods" data-far={far || undefined} />;
}

const box = (height: number) => ({ height, width: 390, top: 0, left: 0, bottom: height, right: 390, x: 0, y: 0 }) as DOMRectReadOnly;

it('marks a section far only while it is laid out and more than a screen from the viewport', () => {
  stubObserver();
  const view = render(<Section />);
  const section = view.getByRole('region');
  expect(observed).toEqual([{ element: section, options: { rootMargin: '100% 0px' } }]);
  expect(section.dataset.far).toBeUndefined();

  act(() => report([{ isIntersecting: false, boundingClientRect: box(470) }]));
  expect(section.dataset.far).toBe('true');

  act(() => report([{ isIntersecting: true, boundingClientRect: box(470) }]));
  expect(section.dataset.far).toBeUndefined();
});

it('does not mark a section that has no box yet (its screen hidden behind the loader)', () => {
  stubObserver();
  const view = render(<Section />);
  act(() => report([{ isIntersecting: false, boundingClientRect: box(0) }]));
  expect(view.getByRole('region').dataset.far).toBeUndefined();
});

it('stops observing when the section goes', () => {
  const disconnect = stubObserver();
  const view = render(<Section />);
  view.unmount();
  expect(disconnect).toHaveBeenCalled();
});
