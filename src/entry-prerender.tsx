/**
 * Build-time rendering of the public screens that need no data (scripts/prerender.ts): their
 * HTML is in the first response, so they paint before the JavaScript has loaded; the app then
 * renders over it with the same markup.
 */
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './app/router.ts';

export async function render(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Waits for lazy components, so the HTML is the screen as the app first shows it.
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}
