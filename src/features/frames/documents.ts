import { graphql } from '../../gql/index.ts';

export const FrameConfigQuery = graphql(`
  query FrameConfig { getFrameConfig { podAppUrl } }
`);

export const CreateFrameTokenMutation = graphql(`
  mutation CreateFrameToken($userId: String!) { createFrameToken(userId: $userId) { token expiresAt } }
`);

/** The Pod's picture for the loading cover, until the frame draws the Pod itself. */
export const FramePodPictureQuery = graphql(`
  query FramePodPicture($postId: String!) { getLivePost(postId: $postId) { postDisplayImage postDisplayImageSet } }
`);
