import { graphql } from '../../gql/index.ts';

export const FrameConfigQuery = graphql(`
  query FrameConfig { getFrameConfig { podAppUrl } }
`);

export const CreateFrameTokenMutation = graphql(`
  mutation CreateFrameToken($userId: String!) { createFrameToken(userId: $userId) { token expiresAt } }
`);
