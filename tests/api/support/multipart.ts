/** A multipart body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipart(fields: Record<string, string | Blob | { name: string; blob: Blob }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' || value instanceof Blob) form.append(key, value);
    else form.append(key, value.blob, value.name);
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
