/** The calls behind the onboarding screens' machines (provided to them as actors). */
import type { AccountValues, Picture, ServerFailure } from '../../../machines/createAccountForm.ts';
import type { InterestId } from '../../../machines/interestsSelection.ts';
import type { LoadedPod, PodSettings } from '../../../machines/podSettingsForm.ts';
import type { TemplateSummary } from '../../../machines/podTemplatePicker.ts';
import type { Interest, PodCategory, PodType } from '../../gql/graphql.ts';
import { gql, gqlUpload } from '../../lib/api/client.ts';
import { httpStatusOf, messageOf } from '../../lib/api/errors.ts';
import { outdating } from '../../lib/read-cache.ts';
import { currentUserId, storedDisplayName, storeOwnPod } from '../../lib/storage.ts';
import { sessionActor } from '../../app/actors.ts';
import { defaultPod } from './default-pod.ts';
import {
  CreateAccountMutation,
  CreatePodMutation,
  MyPodsQuery,
  OnboardingUserQuery,
  PodTemplatesQuery,
  UpdatePodMutation,
  UpdateUserMutation,
} from './documents.ts';

/** A failed call as the machines read it: the HTTP status and the text to show. */
export const toFailure = (error: unknown): ServerFailure => ({ status: httpStatusOf(error), message: messageOf(error) });
// Every call sent through `failing` is a change of the person's profile (name, picture, their
// Pod) or of their Pods (the event form's list): kept reads of them are read again next.
const ACCOUNT_READS = ['profile', 'pods'];
const failing = async <T>(call: Promise<T>) => {
  try {
    return await outdating(ACCOUNT_READS, call);
  } catch (error) {
    throw toFailure(error);
  }
};

export const fetchOnboardingUser = async () => (await gql(OnboardingUserQuery, { id: currentUserId() })).getUser ?? null;

export async function createAccount({ values, picture }: { values: AccountValues; picture: Picture | null }) {
  // Spec §5: without a chosen picture the default one is sent.
  const file = picture?.file ?? (await (await fetch('/media/default-avatar.webp')).blob());
  const input = {
    userName: values.username.trim(),
    userDisplayName: values.name.trim(),
    userProfileType: values.profileType,
    ...(values.location.trim() ? { userLocation: values.location.trim() } : {}),
  };
  const { createAccount: user } = await failing(
    gqlUpload(CreateAccountMutation, { userId: currentUserId(), input: { ...input, profilePicture: null } }, { 'input.profilePicture': file }),
  );
  if (user) sessionActor.send({ type: 'profile.updated', userDisplayName: user.userDisplayName, userDPUrl: user.userDPUrl });
}

export const fetchTemplates = async (): Promise<TemplateSummary[]> =>
  ((await gql(PodTemplatesQuery)).listPodTemplates?.documents ?? []).flatMap((d) => (d?.value ? [d.value] : []));

export async function fetchMyPod() {
  const pods = (await gql(MyPodsQuery, { userId: currentUserId() })).getUserPosts;
  return pods?.documents[0]?.value ?? null;
}

export type MyPod = Awaited<ReturnType<typeof fetchMyPod>>;

export async function loadTemplates({ postId }: { postId: string | null }) {
  const [templates, pod] = await Promise.all([fetchTemplates(), postId ? fetchMyPod() : Promise.resolve(null)]);
  return { templates, currentPodId: pod && pod.postId === postId ? pod.podId : null };
}

export async function createPod({ podId }: { podId: string }) {
  const body = defaultPod(podId, storedDisplayName());
  const result = await failing(gql(CreatePodMutation, { userId: currentUserId(), input: body }));
  const postId = result.createPost?.postId ?? '';
  storeOwnPod({ postId, podId });
  // The first Pod completes the account (server/posts/repository.ts): the tab keeps it at once.
  sessionActor.send({ type: 'profile.updated', userStatus: 'complete' });
  return { postId };
}

export async function changeTheme({ postId, podId }: { postId: string; podId: string }) {
  await failing(gql(UpdatePodMutation, { userId: currentUserId(), postId, input: { podId } }));
  storeOwnPod({ podId });
}

export async function saveInterests({ interests }: { interests: InterestId[] }) {
  await failing(gql(UpdateUserMutation, { id: currentUserId(), input: { userInterests: interests satisfies Interest[] } }));
}

export async function saveSocialLinks(links: { socialId: number; socialLink: string }[]) {
  await failing(gql(UpdateUserMutation, { id: currentUserId(), input: { userSocialLinks: links } }));
}

/** The settings of `pod` (the person's newest), or an error where it is not the Pod `postId` names. */
export function podSettingsOf(pod: MyPod, postId: string | null): LoadedPod {
  if (!pod || (postId && pod.postId !== postId)) throw new Error('Pod not found');
  const settings: PodSettings = {
    postName: pod.postName,
    postDescription: pod.postDescription,
    postTags: pod.postTags.filter(Boolean) as string[],
    postSubTag: pod.postSubTag,
    postType: pod.postType,
  };
  return { postId: pod.postId, settings };
}

export async function savePodSettings({ postId, settings }: { postId: string; settings: PodSettings }) {
  const input = { ...settings, postTags: settings.postTags as PodCategory[], postSubTag: settings.postSubTag as PodType };
  await failing(gql(UpdatePodMutation, { userId: currentUserId(), postId, input }));
}
