/**
 * Who is here: a list with each person's name, role, whether they are near you or across the
 * room (nearness.ts), and voice (talking, muted, in voice); the host can mute a guest who is in
 * voice. Moves change only the place labels that change, in place; the list is drawn afresh only
 * when who is here, their names, avatars or voices change. Collapsed, it leaves the screen but stays
 * readable by screen readers (it is how they follow the room).
 */
import { h } from '../../ui/dom.ts';
import { describeAvatar } from '../../../shared/avatar.ts';
import { avatarIcon } from './avatar-icon.ts';
import { placeLabel, placeOf } from '../nearness.ts';
import { displayName, type Participant, type VoiceState } from '../room-state.ts';

/** What the list draws of a person apart from their place: when any of it changes, it is drawn afresh. */
const rowKey = (person: Participant, voice: VoiceState | undefined) =>
  `${person.userId}\t${displayName(person)}\t${person.role}\t${JSON.stringify(person.avatar)}\t${voice?.inVoice}\t${voice?.muted}\t${voice?.hostMuted}`;

/** What the list says about a person's voice: '' when they are not in voice. */
export function voiceLabel(voice: VoiceState | undefined, talking: boolean) {
  if (!voice?.inVoice) return '';
  if (voice.muted) return voice.hostMuted ? 'Muted by the host' : 'Muted';
  return talking ? 'Talking' : 'In voice';
}

export interface PeoplePanelOptions {
  selfId: string;
  isHost: boolean;
  /** The host mutes a guest. */
  onMute: (userId: string) => Promise<unknown>;
  /** A guest opens the host's profile from the host's name (the host has none: their own name is text). */
  onOpenHost?: () => void;
  /** A Pod's owner removes someone from its room (asked to confirm first, by the room view). */
  onRemove?: (person: Participant) => void;
  /** What the roles are called (a live event's Host and Guest; a Pod room's Owner and nothing). */
  roles?: Record<Participant['role'], string>;
  /** Shown under the heading (a Pod's owner: who may drop in). */
  extra?: HTMLElement;
}

/** Each person's avatar beside their name, said as words (e.g. 'Coral cone with a hat'). */
const avatarOf = (person: Participant) => {
  const holder = h('span', { className: 'swatch' }, avatarIcon(person.avatar));
  holder.append(h('span', { className: 'visually-hidden' }, `${describeAvatar(person.avatar)}: `));
  return holder;
};

const EVENT_ROLES: Record<Participant['role'], string> = { host: 'Host', guest: 'Guest' };

export function createPeoplePanel({ selfId: firstSelfId, isHost, onMute, onOpenHost, onRemove, roles = EVENT_ROLES, extra }: PeoplePanelOptions) {
  const heading = h('h2', { id: 'people-heading' }, 'People here');
  const list = h('ul', { className: 'people', 'aria-labelledby': 'people-heading' });
  const element = h('section', { id: 'people-panel', className: 'live-panel people-panel', 'aria-labelledby': 'people-heading' }, heading, extra ?? null, list);
  // A signed-out visitor's id is new with each stream of theirs (setSelf).
  let selfId = firstSelfId;
  let people: Participant[] = [];
  let voice: Record<string, VoiceState> = {};
  let talking: ReadonlySet<string> = new Set();
  let drawn = '';
  const placeFor = (person: Participant) =>
    placeLabel(
      placeOf(
        people.find((p) => p.userId === selfId),
        person,
      ),
    );

  const muteButton = (person: Participant) => {
    const button = h('button', { type: 'button', className: 'mute-guest', 'aria-label': `Mute ${displayName(person)}` }, 'Mute');
    button.addEventListener('click', () => {
      button.disabled = true;
      onMute(person.userId).catch(() => {
        button.disabled = false;
      });
    });
    return button;
  };

  const draw = () => {
    heading.textContent = `People here (${people.length})`;
    list.replaceChildren(
      ...people.map((person) => {
        const you = person.userId === selfId;
        const state = voice[person.userId];
        const speaking = talking.has(person.userId) && !state?.muted;
        const canMute = isHost && !you && person.role === 'guest' && state?.inVoice && !state.muted;
        const canRemove = isHost && !you && person.role === 'guest' && onRemove;
        return h(
          'li',
          { 'data-user-id': person.userId, className: speaking ? 'speaking' : undefined },
          avatarOf(person),
          person.role === 'host' && !you && onOpenHost
            ? h(
                'button',
                { type: 'button', className: 'who host-profile', 'aria-label': `${displayName(person)}, open their profile`, onClick: onOpenHost },
                displayName(person),
              )
            : h('span', { className: 'who' }, displayName(person), you ? ' (you)' : ''),
          h('span', { className: 'role' }, roles[person.role]),
          h('span', { className: 'place' }, placeFor(person)),
          h('span', { className: 'voice' }, voiceLabel(state, speaking)),
          canMute || canRemove
            ? h(
                'span',
                { className: 'actions' },
                canMute ? muteButton(person) : null,
                canRemove
                  ? h(
                      'button',
                      { type: 'button', className: 'remove-guest', 'aria-label': `Remove ${displayName(person)}`, onClick: () => onRemove(person) },
                      'Remove',
                    )
                  : null,
              )
            : null,
        );
      }),
    );
  };

  return {
    element,
    setSelf: (next: string) => {
      if (next === selfId) return;
      selfId = next;
      drawn = '';
    },
    render: (next: Participant[], nextVoice: Record<string, VoiceState>) => {
      people = next;
      voice = nextVoice;
      const key = people.map((person) => rowKey(person, voice[person.userId])).join('\n');
      if (key !== drawn) {
        drawn = key;
        return draw();
      }
      // Only moves: the rows stay (a focused 'Mute' keeps its focus); a place label changes when it does.
      const rows = list.children;
      for (let i = 0; i < people.length; i++) {
        const place = rows[i]!.querySelector('.place')!;
        const label = placeFor(people[i]!);
        if (place.textContent !== label) place.textContent = label;
      }
    },
    /** Who is talking now: their rows change in place (a focused 'Mute' keeps its focus). */
    setTalking: (next: ReadonlySet<string>) => {
      if (next.size === talking.size && [...next].every((userId) => talking.has(userId))) return;
      talking = next;
      for (const row of list.children as HTMLCollectionOf<HTMLElement>) {
        const userId = row.dataset.userId!;
        const speaking = talking.has(userId) && !voice[userId]?.muted;
        row.classList.toggle('speaking', speaking);
        row.querySelector('.voice')!.textContent = voiceLabel(voice[userId], speaking);
      }
    },
  };
}
