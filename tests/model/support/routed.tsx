/** Renders a screen inside a router on a memory history, so its links work as in the app. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';

export function renderRouted(element: ReactNode, path = '/') {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{element}</> }), history: createMemoryHistory({ initialEntries: [path] }) });
  return { ...render(<RouterProvider router={router} />), router };
}
