/**
 * A Pod's drop-in room over the open Pod (issue 46): the room view (room-view.ts) on the Pod's
 * room paths, driven by the visit (drop-in.ts). The owner hosts: they mute and remove people and
 * choose who may drop in; a signed-out visitor is 'Visitor' to the others and is told they must
 * sign in to talk and chat. Loaded after the Pod shows (main.ts), so the Pod never waits for it.
 */
import './ui/live.css';
import './ui/avatar.css';
import { DROP_IN_LABELS, ROOM_TEXTS } from '../../shared/drop-in.ts';
import type { OpenPod, showPod } from '../pod-view.ts';
import type { Connection } from './room-state.ts';
import { openRoomStream } from './room-stream.ts';
import { createRoomView } from './room-view.ts';
import { spawnFor } from './spawn.ts';
import { createOwnerTools, startDropIn, type DropInView } from './drop-in.ts';

const STATUS: Record<Connection, string> = {
  connecting: '',
  live: '',
  reconnecting: 'Connection lost. Reconnecting…',
  ended: '',
  out: '',
};

export function joinPodRoom(root: HTMLElement, pod: Pick<ReturnType<typeof showPod>, 'world' | 'movement' | 'content'>, open: OpenPod) {
  const { session, api, host, post, scene } = open;
  const postId = post.postId;
  const calls = api.podRoom;
  return startDropIn({
    root,
    postId,
    session,
    api: calls,
    openStream: openRoomStream,
    goBack: () => (host.framed ? host.send({ type: 'navigateBack' }) : history.back()),
    makeView: ({ room, selfId, canTalk, isOwner }): DropInView => {
      // Others there: a place of one's own near them, facing the owner (not inside someone at the
      // spawn point). Alone, one stays where the Pod opened, at its designed arrival view.
      const others = room.participants.filter((p) => p.userId !== selfId);
      if (others.length > 0) {
        const ownerHere = others.find((p) => p.userId === room.hostId);
        const start = spawnFor(selfId === 'visitor' ? crypto.randomUUID() : selfId, scene.spawn, pod.world.room.bounds, {
          ...(ownerHere ? { host: ownerHere } : {}),
          others,
        });
        pod.movement.set(start.position, start.yaw);
      }
      const owner = isOwner
        ? createOwnerTools({
            dropIn: room.dropIn ?? 'everyone',
            labels: DROP_IN_LABELS,
            setDropIn: (dropIn) => calls.setDropIn(postId, dropIn),
            remove: (userId) => calls.remove(postId, userId),
          })
        : null;
      if (owner) root.append(owner.dialog);
      const view = createRoomView(root, pod, {
        selfId,
        scene,
        hostId: room.hostId,
        canTalk,
        iceServers: room.iceServers,
        hostMuted: room.voice.some((v) => v.userId === selfId && v.hostMuted),
        label: 'Room',
        status: STATUS,
        peersOnly: true,
        askAvatar: false,
        roles: { host: 'Owner', guest: '' },
        ...(owner ? { onRemove: owner.askRemove, peopleExtra: owner.setting } : {}),
        ...(canTalk ? {} : { notice: ROOM_TEXTS.signInToTalk }),
        calls: {
          move: (pose) => {
            if (session) return calls.move(postId, pose);
            const visitorKey = view.visitorKey();
            return visitorKey ? calls.visitorMove(postId, { ...pose, visitorId: view.selfId(), visitorKey }) : Promise.resolve();
          },
          say: (text) => calls.say(postId, text),
          react: (emoji) => calls.react(postId, emoji),
          signal: (to, signal) => calls.signal(postId, to, signal),
          setVoice: (state) => calls.setVoice(postId, state),
          mute: (guestId) => calls.mute(postId, guestId),
          setScreen: (itemId) => calls.setScreen(postId, itemId),
          setAvatar: (avatar) => api.setAvatar(avatar),
        },
      });
      return view;
    },
  });
}
