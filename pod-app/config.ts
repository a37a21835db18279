/** What the pod app reads from its page: the Pods site's origin (written by the server) and its URL parameters. */
import { readPodAppParams } from '../shared/frame-protocol/index.ts';

export interface PodAppConfig {
  apiOrigin: string;
  postId: string | null;
  previewMode: boolean;
  guest: boolean;
}

export function readConfig(doc: Document = document, href = location.href): PodAppConfig {
  const url = new URL(href);
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="pods-origin"]')?.content ?? '';
  // In `vite` dev the placeholder is not filled in: the API runs on PORT 8080 by default.
  const apiOrigin = /^https?:\/\//.test(meta) ? meta.replace(/\/$/, '') : 'http://localhost:8080';
  const params = readPodAppParams(url.search);
  return { apiOrigin, postId: params?.postId ?? null, previewMode: params?.previewMode ?? false, guest: params?.guest ?? false };
}
