// @vitest-environment jsdom
/**
 * Issue 19, item 16: the 404 page is titled "Page not found · Pods" and keeps that title while the
 * app settles (the root once set a plain "Pods" over it when its own effect ran again).
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { createAppRouter } from '../../../src/app/router.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => cleanup());

it('titles an unknown address "Page not found · Pods", and keeps it as the router settles', async () => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/no-such-page'] }));
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  await vi.waitFor(() => expect(document.title).toBe('Page not found · Pods'));
  // The router loads the same address again (as on a focus or an invalidation): still the 404's title.
  await act(() => router.invalidate());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.title).toBe('Page not found · Pods');

  await act(() => router.navigate({ to: '/pricing' }));
  await vi.waitFor(() => expect(document.title).toBe('Pricing · Pods'));
});
