import { graphql } from '../../gql/index.ts';

export const StreamTicketMutation = graphql(`
  mutation StreamTicket($userId: String!) { createStreamTicket(userId: $userId) { ticket } }
`);

export const WatchHereNowMutation = graphql(`
  mutation WatchHereNow($userId: String!, $input: watchHereNow_request_Input!) { watchHereNow(userId: $userId, input: $input) { watching } }
`);

export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications($userId: String!) { getNotifications(userId: $userId) { notifications { kind read } } }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($userId: String!, $type: mutationInput_markNotificationsRead_type!) { markNotificationsRead(userId: $userId, type: $type) { marked } }
`);

export const VapidPublicKeyQuery = graphql(`
  query VapidPublicKey { getVapidPublicKey { publicKey } }
`);

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($userId: String!, $input: subscribePush_request_Input!) { subscribePush(userId: $userId, input: $input) { subscribed } }
`);
