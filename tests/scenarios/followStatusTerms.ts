/**
 * The words the follow status scenarios are written in (tests/scenarios/followStatus.ts and
 * followStatusBlocking.ts): the events the model test drives on Zoe's /other-profile, the
 * starting relations it opens the screen with, and the screen's names for the follow button and
 * the unfollow confirm.
 */
import type { FollowStatus, FollowStatusEvent } from '../../machines/followStatus.ts';

type Call = 'sendFollow' | 'sendUnfollow' | 'sendBlock' | 'sendUnblock';
export type Event =
  | FollowStatusEvent
  | { type: 'xstate.done.actor.sendFollow'; output: 'accepted' | 'pending' }
  | { type: `xstate.done.actor.${Exclude<Call, 'sendFollow'>}`; output: undefined }
  | { type: `xstate.error.actor.${Call}`; error: unknown };
export type Input = { status: FollowStatus; isPrivate: boolean };

export const PUBLIC_NOT_FOLLOWING: Input = { status: false, isPrivate: false };
export const PRIVATE_NOT_FOLLOWING: Input = { status: false, isPrivate: true };
export const FOLLOWING: Input = { status: 'accepted', isPrivate: false };
export const REQUESTED: Input = { status: 'pending', isPrivate: true };
export const BLOCKED: Input = { status: 'blocked', isPrivate: false };
export const SELF: Input = { status: 'self', isPrivate: false };

export const follow: Event = { type: 'follow' };
export const unfollow: Event = { type: 'unfollow' };
export const cancelRequest: Event = { type: 'cancelRequest' };
export const block: Event = { type: 'block' };
export const unblock: Event = { type: 'unblock' };
export const confirm: Event = { type: 'confirm' };
export const dismiss: Event = { type: 'dismiss' };
export const read = (status: FollowStatus, isPrivate: boolean): Event => ({ type: 'read', status, isPrivate });
export const done = (call: Exclude<Call, 'sendFollow'>): Event => ({ type: `xstate.done.actor.${call}`, output: undefined });
export const followAnswered = (output: 'accepted' | 'pending'): Event => ({ type: 'xstate.done.actor.sendFollow', output });
export const failed = (call: Call): Event => ({ type: `xstate.error.actor.${call}`, error: new Error('offline') });

/**
 * The follow button as the screen names it: its label (the spec's 'Follow', 'Following',
 * 'Requested', 'Blocked') and the person, since the profile's counts also read 'Following'.
 */
export const button = (label: 'Follow' | 'Following' | 'Requested' | 'Blocked') => `${label} Zoe`;
export const UNFOLLOW_TITLE = 'Unfollow this user?';
export const UNFOLLOW_TEXT = 'Are you sure you want to unfollow Zoe?';
export const notInSpec = (section: string) => `${section} (not in the spec: the design)`;
