/** Test helpers for the live room's pieces (People panel, host tools, sheets) in jsdom. */
import type { Participant } from '../../../pod-app/live/room-state.ts';
import { defaultAvatar, type Avatar } from '../../../shared/avatar.ts';

/** Someone standing at the room's centre, with the avatar derived from their id unless given. */
export const participant = (userId: string, name: string, role: Participant['role'] = 'guest', avatar: Avatar = defaultAvatar(userId)): Participant => ({
  userId,
  userDisplayName: name,
  userDPUrl: null,
  role,
  x: 0,
  y: 1.6,
  z: 0,
  yaw: 0,
  avatar,
  avatarChosen: true,
});

/** jsdom has no modal dialogs: `showModal` and `close` open and close them. */
export function installModalDialogs() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
