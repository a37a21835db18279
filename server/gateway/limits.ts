/**
 * What one GraphQL request may ask of the gateway, enforced where GraphQL servers enforce it: as
 * envelop plugins on parse and validation (GraphQL Armor's rules), so every path through the
 * gateway — the JSON POSTs views send, GET, and multipart uploads — gets the same limits. Each
 * root field is an in-process REST call on the one event loop, so aliases and cost are what keep
 * one request from holding everybody else up; bytes and tokens keep a large text from costing
 * memory before any rule runs. The app's own operations stay well inside them
 * (tests/api/gateway-limits.test.ts runs every operation in src/ at half these numbers).
 */
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from '@envelop/core';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';

export interface GatewayLimits {
  /** Query text, in UTF-8 bytes, refused before it is parsed. */
  bytes: number;
  tokens: number;
  aliases: number;
  depth: number;
  directives: number;
  /** GraphQL Armor's cost: 2 an object field, 1 a scalar, growing with depth. */
  cost: number;
  /** A JSON request's whole body: the query and its variables. */
  bodyBytes: number;
}

/**
 * Every screen's query stays within half of each limit (tests/api/gateway-limits.test.ts). Depth
 * 14 and cost 500 (were 10 and 400) since issue 46: a profile's Pods with who is there now
 * (getProfileData → userPosts → documents → value → hereNow → faces → a face's fields) is seven
 * deep, and the feed's pages with each card's faces cost up to 241.
 */
export const GATEWAY_LIMITS: GatewayLimits = { bytes: 8_192, tokens: 500, aliases: 12, depth: 14, directives: 8, cost: 500, bodyBytes: 131_072 };

/** Thrown for a query over `bytes`: answered 413 whatever the path. */
export class QueryTooLargeError extends GraphQLError {
  constructor(limit: number) {
    super(`The query is too large: at most ${limit} bytes.`, { extensions: { code: 'QUERY_TOO_LARGE', http: { status: 413 } } });
  }
}

export const isQueryTooLarge = (error: unknown) => (error as GraphQLError | null)?.extensions?.code === 'QUERY_TOO_LARGE';

function maxBytesPlugin(limit: number): Plugin {
  return {
    onParse({ params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      // A UTF-8 character is at most 3 bytes per UTF-16 unit: count exactly only when it could matter.
      if (text.length * 3 > limit && Buffer.byteLength(text) > limit) throw new QueryTooLargeError(limit);
    },
  };
}

/**
 * graphql's NoSchemaIntrospectionCustomRule compares types by identity, which fails when the
 * server's and Mesh's copies of graphql differ (Vitest loads both); field names are enough.
 */
const noIntrospection = (context: ValidationContext) => ({
  Field(node: { name: { value: string } }) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(`GraphQL introspection is not allowed, but the query contained ${node.name.value}.`));
    }
  },
});

function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospection);
    },
  };
}

/**
 * graphql's "Did you mean …?" (validation: a field, argument or type; variables: an enum value or
 * input field) names parts of the schema the caller did not ask about: with introspection off,
 * a way to read the schema by guessing. The sentence is cut off the message; the rest stays.
 */
const SUGGESTION = / ?Did you mean (?:the enum value |the field )?(?:"[^"]*"(?:, | or |, or )?)+\?$/;
const withoutSuggestion = (error: { message: string }) => {
  // A GraphQLError's message is its own writable property; the error keeps its locations and path.
  if (SUGGESTION.test(error.message)) error.message = error.message.replace(SUGGESTION, '');
  return error;
};

function noSuggestionsPlugin(): Plugin {
  return {
    onValidate:
      () =>
      ({ result }) =>
        void result.forEach(withoutSuggestion),
    onExecute: () => ({
      onExecuteDone: ({ result }) => {
        if ('errors' in result) result.errors?.forEach(withoutSuggestion);
      },
    }),
  };
}

/** The gateway's limits as envelop plugins; in production, introspection is refused and errors suggest no names. */
export function gatewayLimitPlugins(options: { production: boolean; limits?: GatewayLimits }): Plugin[] {
  const limits = options.limits ?? GATEWAY_LIMITS;
  const shown = { exposeLimits: true, propagateOnRejection: true };
  return [
    maxBytesPlugin(limits.bytes),
    // Parsed without locations: a cached document then holds no token list (the cache's size is
    // counted in query bytes). Parse and validation errors name no line and column.
    maxTokensPlugin({ ...shown, n: limits.tokens, noLocation: true } as Parameters<typeof maxTokensPlugin>[0]),
    maxAliasesPlugin({ ...shown, n: limits.aliases }),
    maxDepthPlugin({ ...shown, n: limits.depth, ignoreIntrospection: true, flattenFragments: true }),
    maxDirectivesPlugin({ ...shown, n: limits.directives }),
    costLimitPlugin({ ...shown, maxCost: limits.cost, ignoreIntrospection: true }),
    ...(options.production ? [noIntrospectionPlugin(), noSuggestionsPlugin()] : []),
  ] as Plugin[];
}
