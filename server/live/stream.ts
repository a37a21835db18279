/**
 * A person's stream of a room (Server-Sent Events), an event's or a Pod's: `snapshot` first (who
 * is in the room, where, their voice states, the recent chat and what the main screen shows; a Pod room's also tells the
 * person their own id in it and, for a signed-out visitor, the key their moves carry), then the
 * room's news as `joined`, `left`, `moved`, `chat`, `reaction`, `voice`, `screen` and `ended`, and the voice
 * signals addressed to them (`signal`, signals.ts).
 * Opening it puts the person in the room (everyone else hears `joined`, then `voice` when they
 * have a stored voice state, such as a host mute); closing it takes them out (`left`) and out of
 * voice (voice.ts), unless a newer stream of theirs (a reloaded page) holds their place by then.
 * The last one out of a Pod's room takes its chat, voice states and main screen with them.
 * Nothing of someone in a block relation with the person is sent to them (docs/decisions.md,
 * issue 17). Its heartbeat keeps the presence fresh and ends the stream when an event's hour is
 * over. When who may be here changes (a block, the owner's setting or removal, an event starting
 * in the Pod), the person's place is asked for again; refused, they get `closed` with why, and the
 * stream ends. The end of the session it was opened with (a logout, in any process) ends it too.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { ROOM_TEXTS } from '../../shared/drop-in.ts';
import { listenToRoom, tellRoom, type RoomNews } from './bus.ts';
import { hiddenFrom } from './access.ts';
import { forgetChat, recentChat } from './chat.ts';
import { forgetScreen, screenOf } from './main-screen.ts';
import { enterRoom, headcount, leaveRoom, participants, stillHere } from './presence.ts';
import { forgetVoice, voiceInRoom, voiceOnEntering, voiceOnLeaving } from './voice.ts';
import { untilSessionEnds } from '../auth/sessions.ts';
import { holdStream } from '../http/open-streams.ts';
import { isVisitor, type Room } from './room-key.ts';
import { RoomRefused } from './pod-room.ts';
import { currentPairs, forgetPairs, repairVoice } from './voice-pairs.ts';
import { voicePeersOf } from '../../shared/voice-neighbours.ts';
import { roomEntered, roomLeft } from '../rooms/here-now-hooks.ts';

export const LIVE_HEARTBEAT_MS = 10_000;

/** Whose stream: a person (and the session it was opened with) or a signed-out visitor. */
export interface StreamHolder {
  userId: string;
  sessionHash: string | null;
  /** A signed-out visitor's network (addressKey). */
  address?: string;
}

/** The person a piece of room news is about. */
function subjectOf(news: Exclude<RoomNews, { type: 'ended' | 'separated' | 'signal' | 'recheck' | 'removed' | 'voicePairs' | 'screen' }>) {
  if (news.type === 'joined') return news.participant.userId;
  if (news.type === 'chat') return news.message.userId;
  return news.userId;
}

export async function openRoomStream(db: Db, reply: FastifyReply, room: Room, { userId, sessionHash, address }: StreamHolder, log: (error: unknown) => void) {
  const { key, hostId, endsAt } = room;
  const podRoom = key.startsWith('pod:');
  const streamId = randomUUID();
  await enterRoom(db, key, userId, streamId, address ?? null);
  roomEntered(db, key, userId, log);
  const storedVoice = await voiceOnEntering(db, key, userId);
  reply.hijack();
  const out = reply.raw;
  holdStream(reply);
  // Headers set before the hijack (CORS for the live event frame's origin) go out too.
  out.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (name: string, data: unknown) => out.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  let open = true;
  const finish = () => {
    if (!open) return;
    open = false;
    send('ended', room.of);
    out.end();
  };
  // Sent out of a Pod's room, told why; an event's room tells only a removal (else it just ends: the event app asks again).
  const sendOut = (reason: 'closed' | 'removed' | 'eventOn') => {
    if (!open) return;
    open = false;
    if (podRoom) send('closed', { reason, message: ROOM_TEXTS[reason] });
    else if (reason === 'removed') send('closed', { reason, message: ROOM_TEXTS.removedFromEvent });
    out.end();
  };
  // Asked again whether the person may still be here; refused, they are sent out.
  const recheck = () => room.recheck().catch((error: unknown) => sendOut(error instanceof RoomRefused ? error.reason : 'closed'));
  // Who this person does not see here (a block either way); grows when a block is made meanwhile.
  const hidden = new Set<string>();
  const separate = (pair: [string, string]) => {
    if (!pair.includes(userId)) return;
    const other = pair[0] === userId ? pair[1] : pair[0];
    hidden.add(other);
    send('left', { userId: other });
    // The block may have withdrawn this person's place (a block with the host or owner): then they are out.
    void recheck();
  };
  // A Pod room: whom this person's voice connects to (voice-pairs.ts), told when it changes.
  let peers = '';
  const peersOf = (pairs: ReadonlySet<string>) => voicePeersOf(userId, pairs).filter((other) => !hidden.has(other));
  const tellPeers = (pairs: ReadonlySet<string>) => {
    const next = peersOf(pairs);
    if (next.join(' ') === peers) return;
    peers = next.join(' ');
    send('peers', { userIds: next });
  };
  // Listen before reading the snapshot, so nothing said in between is lost.
  const stopListening = listenToRoom(key, (news: RoomNews) => {
    if (!open) return;
    if (news.type === 'ended') return finish();
    if (news.type === 'separated') return separate(news.userIds);
    if (news.type === 'recheck') return void recheck();
    if (news.type === 'removed') return news.userId === userId ? sendOut('removed') : undefined;
    if (news.type === 'voicePairs') return tellPeers(new Set(news.pairs));
    if (news.type === 'screen') return void send('screen', { screen: news.screen });
    // A voice signal is for its addressee only.
    if (news.type === 'signal') {
      if (news.to === userId && !hidden.has(news.from)) send('signal', { from: news.from, ...news.signal });
      return;
    }
    const about = subjectOf(news);
    // The snapshot already has the person themselves.
    if (hidden.has(about) || (news.type === 'joined' && about === userId)) return;
    const { type, ...data } = news;
    send(type, 'participant' in data ? data.participant : 'message' in data ? data.message : data);
  });
  for (const other of await hiddenFrom(db, userId)) hidden.add(other);
  const [people, messages, voice, pairs, screen] = await Promise.all([
    participants(db, key, hostId, userId),
    recentChat(db, key, userId),
    voiceInRoom(db, key, userId),
    currentPairs(db, key),
    screenOf(db, room),
  ]);
  peers = peersOf(pairs).join(' ');
  send('snapshot', {
    ...room.of,
    hostId,
    endsAt,
    participants: people,
    messages,
    voice,
    screen,
    ...(podRoom ? { selfId: userId, canTalk: room.canTalk, peers: peersOf(pairs), ...(isVisitor(userId) ? { visitorKey: streamId } : {}) } : {}),
  });
  const me = people.find((p) => p.userId === userId);
  if (me) await tellRoom(db, key, { type: 'joined', participant: me });
  if (me && storedVoice) await tellRoom(db, key, { type: 'voice', ...storedVoice });

  const heartbeat = setInterval(() => {
    if (endsAt !== null && nowSeconds() > endsAt) return finish();
    out.write(': heartbeat\n\n');
    stillHere(db, key, userId).catch(log);
    // A Pod's room: an event may have started in it meanwhile (time decides), taking it over.
    if (podRoom) void recheck();
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = sessionHash ? untilSessionEnds(db, sessionHash, userId, () => out.end(), log) : () => undefined;
  out.on('close', () => {
    open = false;
    clearInterval(heartbeat);
    stopListening();
    stopWatching();
    // A newer stream of theirs (a reload) holds their place: they stay in the room and in voice.
    leaveRoom(db, key, userId, streamId)
      .then(async (left) => {
        if (!left) return;
        await voiceOnLeaving(db, key, userId);
        await tellRoom(db, key, { type: 'left', userId });
        roomLeft(db, key, log);
        if (!podRoom) return;
        if ((await headcount(db, key)) === 0) await Promise.all([forgetChat(db, key), forgetVoice(db, key), forgetPairs(db, key), forgetScreen(db, key)]);
        else await repairVoice(db, key);
      })
      .catch(log);
  });
}
