/** `npm run gen:routes`: writes src/routeTree.gen.ts from src/routes, as the Vite router plugin does on build. */
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeTreeConfig } from './lib/route-tree-config.ts';

const config = getConfig(routeTreeConfig);
await new Generator({ config, root: process.cwd() }).run();
