import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
