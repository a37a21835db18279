/** Types of in-process-fetch.mjs. */
export declare function serveInProcess(app: { inject: (...args: never[]) => unknown }, apiOrigin: string): void;
/** `context` is Mesh's GraphQL context; its `req` (the Fastify request) gives the client's address. */
export declare function fetch(input: string | URL | Request, init?: RequestInit, context?: unknown): Promise<Response>;
