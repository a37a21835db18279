/** Copies the gateway's GraphQL schema from the Mesh build into mesh/schema.graphql (committed). */
import { copyFileSync } from 'node:fs';

copyFileSync('.mesh/schema.graphql', 'mesh/schema.graphql');
console.log('wrote mesh/schema.graphql');
