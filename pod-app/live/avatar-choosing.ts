/**
 * Choosing one's avatar in the live event: the 'Avatar' button in the room's controls, and the
 * chooser opened by itself the first time someone who never chose joins (once per device: 'Not
 * now' is remembered, the button stays). A saved choice is applied at once and told to the room
 * by the server (room news `avatar`), so everyone sees it without a reload.
 */
import { defaultAvatar, type Avatar } from '../../shared/avatar.ts';
import { h } from '../ui/dom.ts';
import { createAvatarChooser } from './ui/avatar-chooser.ts';
import type { Participant } from './room-state.ts';

const askedKey = (userId: string) => `pods.avatarAsked.${userId}`;

function asked(userId: string) {
  try {
    return localStorage.getItem(askedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(userId: string) {
  try {
    localStorage.setItem(askedKey(userId), '1');
  } catch {
    // Storage refused (private mode): the chooser may ask again next time.
  }
}

export function createAvatarChoosing(options: { selfId: string; me: () => Participant | undefined; save: (avatar: Avatar) => Promise<void> }) {
  const { selfId, me } = options;
  const current = () => me()?.avatar ?? defaultAvatar(selfId);
  const chooser = createAvatarChooser({ save: options.save, onClose: () => rememberAsked(selfId) });
  const button = h('button', { type: 'button', className: 'pill avatar-pill', 'aria-haspopup': 'dialog' }, 'Avatar');
  button.addEventListener('click', () => chooser.open(current()));
  let decided = false;
  return {
    dialog: chooser.element,
    button,
    /**
     * Once one is in the room (the stream's snapshot: the room read before it may not have them yet),
     * someone who never chose, and was not asked on this device, is asked.
     */
    askOnce: () => {
      const self = me();
      if (decided || !self) return;
      decided = true;
      if (!self.avatarChosen && !asked(selfId)) chooser.open(self.avatar);
    },
    close: chooser.close,
  };
}
