import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-ssr/', '.mesh/', 'node_modules/', 'src/gql/', 'src/routeTree.gen.ts', 'data/', 'test-results/', 'playwright-report/', 'reports/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@tanstack/*', 'graphql-request', 'graphql'], message: 'Machines stay pure: effects are provided at the edge.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // shared/: pure domain modules (schemas, types, rules) used by the server and the browser apps
    // alike (docs/decisions.md, "shared/: pure domain modules"). They import only pure packages and
    // each other: nothing from the apps, no Node built-ins, no browser or Node globals.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/src/**', '**/mesh/**', '**/machines/**', '**/scripts/**'],
              message: 'shared/ stays pure: it imports only other shared/ modules and pure packages.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'three', 'three/*', 'kysely', 'fastify', '@fastify/*'],
              message: 'shared/ stays pure: no Node built-ins, UI, 3D or server libraries.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'location',
        'fetch',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
        'require',
        '__dirname',
        '__filename',
        'global',
        'setImmediate',
      ],
    },
  },
  {
    // One session home: only src/lib/storage.ts reads and writes sessionStorage (the session actor
    // is its one writer of the session); what lives beside the session (drafts, a sign-in's
    // pending request, a development switch) goes through its `tabStorage`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'sessionStorage', message: 'The session lives in src/lib/storage.ts (written by the session actor): read it through there.' },
      ],
    },
  },
  {
    // Every actor the app creates goes through src/lib/machine-hooks.ts, so the development
    // inspector (src/lib/inspect.ts, `?inspect`) sees all of them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/machine-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useMachine', 'useActor', 'useActorRef'],
              message: 'Use src/lib/machine-hooks.ts (the inspector sees its actors).',
            },
            { name: 'xstate', importNames: ['createActor'], message: 'Use createActor from src/lib/machine-hooks.ts (the inspector sees its actors).' },
          ],
        },
      ],
    },
  },
  {
    // Import direction and cycles (docs/architecture.md): machines and shared/ below everything;
    // src/lib and src/ui below the app shell, features and routes; the server never imports the
    // browser's code nor the machines (what both need is in shared/); the pod app (a browser bundle
    // on its own origin) and the React app know each other only through shared/frame-protocol.
    files: ['src/**/*.{ts,tsx}', 'pod-app/**/*.ts', 'machines/**/*.ts', 'shared/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    // Imports name their files with extensions ('./x.ts'), so Node's resolution finds them.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/app', './src/features', './src/routes', './src/ui'],
              message: 'src/lib is below the app: it takes what it needs as arguments.',
            },
            {
              target: './src/ui',
              from: ['./src/app', './src/features', './src/routes'],
              message: 'src/ui holds shared pieces: they know no feature and no app actor.',
            },
            {
              target: './pod-app',
              from: ['./src', './server', './mesh', './scripts'],
              message: 'The pod app imports only shared/ (the frame protocol included) and its machine: move what both apps need into shared/.',
            },
            { target: './src', from: ['./pod-app'], message: 'The React app reaches the pod app only through its frame (shared/frame-protocol).' },
            { target: './machines', from: ['./src', './server', './mesh'], message: 'Machines stay pure: effects are provided at the edge.' },
            { target: './server', from: ['./src', './machines'], message: 'The server imports shared/, never the browser apps or the machines.' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['public/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
