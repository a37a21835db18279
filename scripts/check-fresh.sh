#!/usr/bin/env bash
# Regenerates every committed generated file and fails when any differs from what is committed:
# the OpenAPI document, the gateway schema, the GraphQL client types, the route tree, the
# statechart docs and the text of docs/templates.md. Run after `npm ci`; needs no database or browser.
set -euo pipefail
npm run gen:openapi
npm run build:mesh
npm run gen:schema
npm run gen:gql
npm run docs
npx tsx scripts/make-template-shots.ts --page   # docs/templates.md's text (not its rendered pictures)
npm run gen:routes   # src/routeTree.gen.ts, with the router plugin's own settings (scripts/lib/route-tree-config.ts)
paths=(mesh/openapi.json mesh/schema.graphql src/gql src/routeTree.gen.ts docs/statecharts docs/templates.md)
if ! git diff --exit-code --stat -- "${paths[@]}" || [ -n "$(git ls-files --others --exclude-standard -- "${paths[@]}")" ]; then
  echo "Generated files are stale: run 'npm run gen' and commit the result." >&2
  git ls-files --others --exclude-standard -- "${paths[@]}" >&2
  exit 1
fi
echo "Generated files are fresh."
