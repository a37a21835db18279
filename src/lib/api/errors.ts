/** Reading the REST status that the gateway keeps in a GraphQL error's extensions. */
interface GatewayError {
  message?: string;
  extensions?: { response?: { status?: number; body?: { message?: string } } };
}

export function httpStatusOf(error: unknown): number | null {
  const errors = (error as { response?: { errors?: GatewayError[] } })?.response?.errors ?? [];
  for (const entry of errors) {
    const status = entry.extensions?.response?.status;
    if (typeof status === 'number') return status;
  }
  return null;
}

/** The message people should read: the server's own text when it gave one. */
export function messageOf(error: unknown): string {
  const first = (error as { response?: { errors?: GatewayError[] } })?.response?.errors?.[0];
  return first?.extensions?.response?.body?.message ?? first?.message ?? (error instanceof Error ? error.message : 'Something went wrong. Please try again.');
}
