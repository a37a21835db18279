/** The calls behind the settings screens' machines (provided to them as actors). */
import { gql, gqlUpload } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { outdating } from '../../lib/read-cache.ts';
import { currentUserId } from '../../lib/storage.ts';
import { sessionActor } from '../../app/actors.ts';
import type { HelpValues } from '../../../machines/helpForm.ts';
import type { ProfileChanges, SavedProfile } from '../../../machines/editProfileForm.ts';
import { toFailure } from '../onboarding/api.ts';
import { ProfileToEditQuery, SendHelpEmailMutation, UpdateProfileMutation } from './documents.ts';

/** Sends the help form; a failure carries the server's text (spec §8) as its message. */
export async function sendHelp(values: HelpValues) {
  try {
    await gql(SendHelpEmailMutation, { input: values });
  } catch (error) {
    throw new Error(messageOf(error));
  }
}

type User = { userName?: string | null; userDisplayName?: string | null; userLocation?: string | null; userDPUrl?: string | null };
const DEFAULT_AVATAR = '/media/default-avatar.webp';
const savedOf = (user: User): SavedProfile => ({
  name: user.userDisplayName ?? '',
  username: user.userName ?? '',
  location: user.userLocation ?? '',
  pictureUrl: user.userDPUrl || DEFAULT_AVATAR,
});

export async function loadProfileToEdit() {
  const user = (await gql(ProfileToEditQuery, { id: currentUserId() })).getUser;
  if (!user) throw new Error('User not found');
  return savedOf(user);
}

/** Sends only the changed fields (and a new picture); keeps the session's name and picture current. */
export async function saveProfile(changes: ProfileChanges): Promise<SavedProfile> {
  const input = {
    ...(changes.name !== undefined ? { userDisplayName: changes.name } : {}),
    ...(changes.username !== undefined ? { userName: changes.username } : {}),
    ...(changes.location !== undefined ? { userLocation: changes.location } : {}),
    ...(changes.picture ? { profilePicture: null } : {}),
  };
  try {
    const { updateProfile: user } = await outdating(
      ['profile'],
      gqlUpload(UpdateProfileMutation, { userId: currentUserId(), input }, changes.picture ? { 'input.profilePicture': changes.picture } : {}),
    );
    if (!user) throw new Error('No user in the answer');
    sessionActor.send({ type: 'profile.updated', userDisplayName: user.userDisplayName, userDPUrl: user.userDPUrl });
    return savedOf(user);
  } catch (error) {
    throw toFailure(error);
  }
}
