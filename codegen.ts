/** GraphQL operation types for the app, generated from the gateway schema (`npm run gen:gql`). */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'mesh/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      config: { documentMode: 'string', enumsAsTypes: true, useTypeImports: true, scalars: { ObjMap: 'Record<string, unknown>' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
