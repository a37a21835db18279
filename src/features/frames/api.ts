/** What the host screens ask the server for the pod app frames: where they live, and a frame token. */
import { gql } from '../../lib/api/client.ts';
import { CreateFrameTokenMutation, FrameConfigQuery, FramePodPictureQuery } from './documents.ts';
import { storedSessionToken } from '../../lib/storage.ts';

let podAppUrl: Promise<string> | null = null;

/** POD_APP_URL as the server knows it (read once per page). */
export function loadPodAppUrl() {
  podAppUrl ??= gql(FrameConfigQuery)
    .then((result) => {
      const url = result.getFrameConfig?.podAppUrl;
      if (!url) throw new Error('The pod app address is unknown');
      return url;
    })
    .catch((error: unknown) => {
      podAppUrl = null;
      throw error;
    });
  return podAppUrl;
}

/** A short-lived token for the frame (never the session token); null when signed out. */
export async function loadFrameToken(userId: string | null) {
  if (!userId || !storedSessionToken()) return null;
  const result = await gql(CreateFrameTokenMutation, { userId });
  const token = result.createFrameToken;
  return token ? { token: token.token, expiresAt: Date.parse(String(token.expiresAt)) } : null;
}

/** The Pod's picture (its own, or its template's stock one) for the loading cover; null when the Pod is not to be seen. */
export const podPicture = (postId: string) => ({
  key: `frame-pod-picture:${postId}`,
  load: async () => (await gql(FramePodPictureQuery, { postId })).getLivePost ?? null,
});
