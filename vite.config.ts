import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import wyw from '@wyw-in-js/vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    wyw({ include: ['**/*.{ts,tsx}'] }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router go in one chunk: the first route needs all of it anyway, and one
        // file compresses better than the dozen small shared chunks the default split makes.
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/graphql': apiTarget, '/dev-oidc': apiTarget, '/media/uploads': apiTarget },
  },
});
