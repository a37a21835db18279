/**
 * A person's live event stream (Server-Sent Events): `snapshot` first (who is in the room, where,
 * their voice states and the recent chat), then the room's news as `joined`, `left`, `moved`,
 * `chat`, `reaction`, `voice` and `ended`, and the voice signals addressed to them (`signal`, signals.ts).
 * Opening it puts the person in the room (everyone else hears `joined`, then `voice` when they
 * have a stored voice state, such as a host mute); closing it takes them out (`left`) and out of
 * voice (voice.ts), unless a newer stream of theirs (a reloaded page) holds their place by then.
 * Nothing of someone in a block relation with the person is sent to them (docs/decisions.md,
 * issue 17). Its heartbeat keeps the presence fresh and ends the stream when the hour is over;
 * the end of the session it was opened with (a logout, in any process) ends it too.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { EVENT_DURATION_S, startedAt } from '../../shared/event-rules.ts';
import { listenToRoom, tellRoom, type RoomNews } from './bus.ts';
import { hiddenInRoom, roomFor, type Room } from './access.ts';
import { recentChat } from './chat.ts';
import { enterRoom, leaveRoom, participants, stillHere } from './presence.ts';
import { voiceInRoom, voiceOnEntering, voiceOnLeaving } from './voice.ts';
import type { TicketHolder } from '../notifications/tickets.ts';
import { untilSessionEnds } from '../auth/sessions.ts';
import { holdStream } from '../http/open-streams.ts';

export const LIVE_HEARTBEAT_MS = 10_000;

/** The person a piece of room news is about. */
function subjectOf(news: Exclude<RoomNews, { type: 'ended' | 'separated' | 'signal' }>) {
  if (news.type === 'joined') return news.participant.userId;
  if (news.type === 'chat') return news.message.userId;
  return news.userId;
}

export async function openRoomStream(db: Db, reply: FastifyReply, { event }: Room, { userId, sessionHash }: TicketHolder, log: (error: unknown) => void) {
  const { eventId, hostId } = event;
  const endsAt = (startedAt(event.eventStatus) ?? nowSeconds()) + EVENT_DURATION_S;
  const streamId = randomUUID();
  await enterRoom(db, eventId, userId, streamId);
  const storedVoice = await voiceOnEntering(db, eventId, userId);
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
    send('ended', { eventId });
    out.end();
  };
  // Who this person does not see here (a block either way); grows when a block is made meanwhile.
  const hidden = new Set<string>();
  const separate = (pair: [string, string]) => {
    if (!pair.includes(userId)) return;
    const other = pair[0] === userId ? pair[1] : pair[0];
    hidden.add(other);
    send('left', { userId: other });
    // The block may have withdrawn this person's invitation (a block with the host): then they are out.
    roomFor(db, userId, eventId).catch(() => out.end());
  };
  // Listen before reading the snapshot, so nothing said in between is lost.
  const stopListening = listenToRoom(eventId, (news: RoomNews) => {
    if (!open) return;
    if (news.type === 'ended') return finish();
    if (news.type === 'separated') return separate(news.userIds);
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
  for (const other of await hiddenInRoom(db, eventId, hostId, userId)) hidden.add(other);
  const [people, messages, voice] = await Promise.all([
    participants(db, eventId, hostId, userId),
    recentChat(db, eventId, userId),
    voiceInRoom(db, eventId, userId),
  ]);
  send('snapshot', { eventId, hostId, endsAt, participants: people, messages, voice });
  const me = people.find((p) => p.userId === userId);
  if (me) await tellRoom(db, eventId, { type: 'joined', participant: me });
  if (me && storedVoice) await tellRoom(db, eventId, { type: 'voice', ...storedVoice });

  const heartbeat = setInterval(() => {
    if (nowSeconds() > endsAt) return finish();
    out.write(': heartbeat\n\n');
    stillHere(db, eventId, userId).catch(log);
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  const stopWatching = untilSessionEnds(db, sessionHash, userId, () => out.end(), log);
  out.on('close', () => {
    open = false;
    clearInterval(heartbeat);
    stopListening();
    stopWatching();
    // A newer stream of theirs (a reload) holds their place: they stay in the room and in voice.
    leaveRoom(db, eventId, userId, streamId)
      .then(async (left) => {
        if (!left) return;
        await voiceOnLeaving(db, eventId, userId);
        await tellRoom(db, eventId, { type: 'left', userId });
      })
      .catch(log);
  });
}
