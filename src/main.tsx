import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './app/router.ts';
import { applyTheme } from './lib/theme.ts';

// Console output is silenced in production builds only (design §5).
if (import.meta.env.PROD) for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => {};

const router = createAppRouter();
applyTheme();
window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
// Sounds load when the browser is idle, outside the first route's JavaScript.
if ('requestIdleCallback' in window) requestIdleCallback(() => void import('./lib/sounds.ts').then((m) => m.preloadSounds()));
// Live notifications follow the session; they start once the first screen is up.
setTimeout(() => void import('./app/notifications.ts'), 0);

// The first screen's code is loaded before the first render, so a screen rendered at build time
// (scripts/prerender.ts) is replaced in one step by the same markup, never a blank. (No top-level
// await: it makes the bundler split the first route's JavaScript into many files.)
function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Over a screen that is already showing, render in slices, so the page stays responsive meanwhile.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
}
void router.load().then(start, start);
