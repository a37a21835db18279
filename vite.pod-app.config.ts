/**
 * The 3D pod app: its own entry (src/pod-app/), built to dist/pod-app and served on its own
 * origin (POD_APP_PORT) by the same server. three.js lives only here, never in the main app.
 */
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  root: 'src/pod-app',
  plugins: [
    {
      // In `npm run dev` the page talks to the dev host (Vite on 5173, which proxies /api); a
      // built page gets the origin from the server (server/web/pod-app.ts).
      name: 'pods-dev-origin',
      apply: () => command === 'serve',
      transformIndexHtml: (html: string) => html.replace('%PODS_API_ORIGIN%', process.env.PUBLIC_URL ?? 'http://localhost:5173'),
    },
  ],
  publicDir: false,
  build: {
    outDir: '../../dist/pod-app',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // Two pages share the Pod's world, controls and API modules: the pod app and the live event app.
    rollupOptions: { input: { main: 'src/pod-app/index.html', live: 'src/pod-app/live.html' } },
  },
  server: { port: 5174, strictPort: true },
}));
