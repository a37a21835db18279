import { graphql } from '../../gql/index.ts';

export const OnboardingUserQuery = graphql(`
  query OnboardingUser($id: String!) {
    getUser(id: $id) { userId userName userDisplayName userDPUrl userStatus userInterests userSocialLinks { socialId socialName socialLink } userPods { podId podName podDisplayImage } }
  }
`);

export const CreateAccountMutation = graphql(`
  mutation CreateAccount($userId: String!, $input: createAccount_request_Input!) {
    createAccount(userId: $userId, input: $input) { userId userName userDisplayName userDPUrl userStatus }
  }
`);

export const PodTemplatesQuery = graphql(`
  query PodTemplates { listPodTemplates { documents { value { podId podName podDisplayImage podDescription podTags } } } }
`);

export const MyPodsQuery = graphql(`
  query MyPods($userId: String!) {
    getUserPosts(userId: $userId) { total documents { value { postId postName postDescription postTags postSubTag postType postDisplayImage postDisplayImageSet podId podName user { userDisplayName } } } }
  }
`);

export const CreatePodMutation = graphql(`
  mutation CreatePod($userId: String!, $input: NewPost_Input!) { createPost(userId: $userId, input: $input) { postId podId } }
`);

export const UpdatePodMutation = graphql(`
  mutation UpdatePod($userId: String!, $postId: String!, $input: PostUpdate_Input!) {
    updatePost(userId: $userId, postId: $postId, input: $input) { postId podId postName postType }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: String!, $input: updateUser_request_Input!) {
    updateUser(id: $id, input: $input) { userId userStatus userInterests userSocialLinks { socialId socialName socialLink } }
  }
`);
