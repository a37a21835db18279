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
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/graphql': apiTarget, '/dev-oidc': apiTarget, '/uploads': apiTarget },
  },
});
