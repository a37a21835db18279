import { graphql } from '../../gql/index.ts';

export const SendHelpEmailMutation = graphql(`
  mutation SendHelpEmail($input: sendHelpEmail_request_Input!) { sendHelpEmail(input: $input) { messageId status } }
`);

export const ProfileToEditQuery = graphql(`
  query ProfileToEdit($id: String!) { getUser(id: $id) { userId userName userDisplayName userLocation userDPUrl } }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($userId: String!, $input: updateProfile_request_Input!) {
    updateProfile(userId: $userId, input: $input) { userId userName userDisplayName userLocation userDPUrl }
  }
`);
