/** `npm run gen:routes`: writes src/routeTree.gen.ts from src/routes, as the Vite router plugin does on build. */
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' });
await new Generator({ config, root: process.cwd() }).run();
