/**
 * The 3D pod app: its own entry (pod-app/), built to dist/pod-app and served on its own
 * origin (POD_APP_PORT) by the same server. three.js lives only here, never in the main app.
 */
import { defineConfig, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Each page's 3D view, which its entry imports dynamically (so the entry holds no three.js). */
const PAGE_VIEWS: Record<string, string> = { 'index.html': '/pod-view.ts', 'live.html': '/live/live-view.ts' };

/**
 * Each page starts fetching its 3D view and three.js while its HTML is parsed, not once its entry
 * has run: `<link rel="modulepreload">` for the view's chunk and every chunk it imports statically.
 */
function preloadPageViews(): Plugin {
  const chunksOf = (bundle: OutputBundle, start: OutputChunk) => {
    const found = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (found.has(chunk.fileName)) return;
      found.add(chunk.fileName);
      for (const name of chunk.imports) if (bundle[name]?.type === 'chunk') visit(bundle[name]);
    };
    visit(start);
    return [...found];
  };
  return {
    name: 'pods-preload-page-views',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path, bundle }) => {
        const view = PAGE_VIEWS[path.replace(/^\//, '')];
        const chunk =
          bundle && Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && !!view && c.moduleIds.some((id) => id.endsWith(view)));
        if (!bundle || !chunk) throw new Error(`pods-preload-page-views: no chunk for ${path}'s 3D view`);
        return chunksOf(bundle, chunk)
          .filter((file) => !html.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'pod-app',
  plugins: [
    {
      // In `npm run dev` the page talks to the dev host (Vite on 5173, which proxies /api); a
      // built page gets the origin from the server (server/web/pod-app.ts).
      name: 'pods-dev-origin',
      apply: () => command === 'serve',
      transformIndexHtml: (html: string) => html.replace('%PODS_API_ORIGIN%', process.env.PUBLIC_URL ?? 'http://localhost:5173'),
    },
    preloadPageViews(),
  ],
  publicDir: false,
  build: {
    outDir: '../dist/pod-app',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // Two pages share the Pod's world, controls and API modules: the pod app and the live event app.
    rollupOptions: { input: { main: 'pod-app/index.html', live: 'pod-app/live.html' } },
  },
  server: { port: 5174, strictPort: true },
}));
