import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import wyw from '@wyw-in-js/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeTreeConfig } from './scripts/lib/route-tree-config.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    tanstackRouter(routeTreeConfig),
    react(),
    // No vendor prefixes: the browsers we serve need none, and stylis' prefixer mistakes
    // `scroll-snap-align` for `scroll-margin` and writes an invalid `scroll-snap-snap-align` beside it.
    wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }),
    // The service worker (src/sw/sw.ts) → dist/sw.js, with the app shell's precache list injected.
    // The page registers it itself (src/app/service-worker.ts); the manifest is public/'s own.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell: the page, its JavaScript and CSS, the icons. Not media, source maps, nor
        // what later build steps add (dist/prerendered, dist/pod-app).
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css}',
          'favicon.svg',
          'manifest.webmanifest',
          'media/icon-192.png',
          'media/logo.svg',
          'media/default-avatar.webp',
        ],
        minify: true,
        sourcemap: false,
        // Its own build: none of the app's plugins (router, linaria) are needed.
        buildPlugins: { vite: [] },
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // No module preload links: appending one per static import of each lazily imported chunk
    // cost more main-thread time at start than the round trip it saves (docs/decisions.md,
    // "No module preload links"). Every screen paints from its HTML before any of it matters.
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router go in one chunk: the first route needs all of it anyway, and one
        // file compresses better than the dozen small shared chunks the default split makes. The
        // session's storage (every screen reads it) goes with them rather than in two tiny chunks.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|src[\\/](lib[\\/]storage|sw[\\/]shared)\.ts$/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/graphql': apiTarget, '/dev-oidc': apiTarget, '/media/uploads': apiTarget },
  },
});
