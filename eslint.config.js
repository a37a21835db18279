import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', '.mesh/', 'node_modules/', 'src/gql/', 'src/routeTree.gen.ts', 'data/', 'test-results/', 'playwright-report/'] },
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
        { patterns: [{ group: ['react', 'react-dom', '@tanstack/*', 'graphql-request', 'graphql'], message: 'Machines stay pure: effects are provided at the edge.' }] },
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
            { group: ['**/server/**', '**/src/**', '**/mesh/**', '**/machines/**', '**/scripts/**'], message: 'shared/ stays pure: it imports only other shared/ modules and pure packages.' },
            { group: ['node:*', 'react', 'react-dom', 'three', 'three/*', 'kysely', 'fastify', '@fastify/*'], message: 'shared/ stays pure: no Node built-ins, UI, 3D or server libraries.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'fetch', 'localStorage', 'sessionStorage', 'process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'],
    },
  },
  {
    // The pod app is a browser bundle: the server's code never goes into it (shared/ holds what both need).
    files: ['src/pod-app/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The pod app never imports server/: move what both need into shared/.' }] },
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
