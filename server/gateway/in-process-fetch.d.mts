/** Types of in-process-fetch.mjs. */
export declare function serveInProcess(app: { inject: (...args: never[]) => unknown }, apiOrigin: string): void;
export declare function fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
