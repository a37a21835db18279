import { graphql } from '../../gql/index.ts';

export const InboxQuery = graphql(`
  query Inbox($userId: String!, $cursor: String) {
    getInbox(userId: $userId, cursor: $cursor) {
      nextCursor
      conversations { unreadCount user { userId userName userDisplayName userDPUrl online } lastMessage { messageId fromMe preview createdAt } }
    }
  }
`);

export const ChatQuery = graphql(`
  query Chat($userId: String!, $otherId: String!, $cursor: String) {
    getChat(userId: $userId, otherId: $otherId, cursor: $cursor) {
      blockedByYou partnerLastReadId nextCursor
      partner { userId userName userDisplayName userDPUrl online }
      messages { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($userId: String!, $otherId: String!, $input: sendMessage_request_Input) {
    sendMessage(userId: $userId, otherId: $otherId, input: $input) { messageId clientMessageId fromMe content createdAt read image { url width height } file { url name size type } }
  }
`);

export const MarkChatReadMutation = graphql(`
  mutation MarkChatRead($userId: String!, $otherId: String!) { markChatRead(userId: $userId, otherId: $otherId) { lastReadMessageId } }
`);

export const DeleteChatMutation = graphql(`
  mutation DeleteChat($userId: String!, $otherId: String!) { deleteChat(userId: $userId, otherId: $otherId) { deleted } }
`);

export const BlockFromChatMutation = graphql(`
  mutation BlockFromChat($userId: String!, $blockedUserId: String!) { blockUser(userId: $userId, input: { blockedUserId: $blockedUserId }) { userId status } }
`);

export const PeopleToMessageQuery = graphql(`
  query PeopleToMessage($userId: String!, $cursor: String!, $search: String) {
    getFollowings(userId: $userId, id: $userId, cursor: $cursor, search: $search) {
      followings { followingId followingName followingUserName followingDisplayImage }
    }
  }
`);
