/**
 * How src/routeTree.gen.ts is generated from src/routes: one setting for the Vite router plugin
 * (vite.config.ts, on every build) and `npm run gen:routes` (scripts/gen-routes.ts, which
 * scripts/check-fresh.sh runs instead of a whole build), so both write the same file.
 */
export const routeTreeConfig = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/routes',
  generatedRouteTree: 'src/routeTree.gen.ts',
} as const;
