/**
 * `npm run bench:rooms` (issue 46): drop-in rooms under load, on PostgreSQL with two server
 * processes on one schema (as behind the balancer of docs/deploy.md), people spread over both:
 * - one full room: 24 people, each moving MOVES_PER_S_FULL times a second;
 * - 200 rooms of 3: 600 people, each moving MOVES_PER_S_SMALL times a second.
 * For each, the time from a move's POST to its arrival on every other stream of the room (move
 * fan-out p50/p99/max, over every move and every receiver), and the two processes' CPU (share of
 * one core over the run) and resident memory. Figures are recorded in docs/performance.md.
 * Needs DATABASE_URL (PostgreSQL). BENCH_ROOMS_SECONDS sets each run's length (10).
 */
import http from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { startServerProcess } from '../../tests/api/support/server-process.ts';

const SECONDS = Number(process.env.BENCH_ROOMS_SECONDS ?? 10);
const MOVES_PER_S_FULL = 5;
const MOVES_PER_S_SMALL = 1;

interface Person {
  userId: string;
  token: string;
  postId: string;
  origin: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Opens a person's room stream and calls `onMove(fromUserId, x)` for each `moved` event; resolves once the snapshot came. */
async function openStream(person: Person, agent: http.Agent, onMove: (from: string, x: number) => void): Promise<http.ClientRequest> {
  const ticketResponse = await fetch(`${person.origin}/api/pod-rooms/${person.postId}/ticket/${person.userId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
  });
  if (!ticketResponse.ok) throw new Error(`ticket: ${ticketResponse.status} ${await ticketResponse.text()}`);
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  return new Promise((resolve, reject) => {
    const request = http.get(`${person.origin}/api/pod-rooms/${person.postId}/stream/${person.userId}?ticket=${ticket}`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: snapshot')) resolve(request);
          else if (block.startsWith('event: moved')) {
            const { userId, x } = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { userId: string; x: number };
            onMove(userId, x);
          }
        }
      });
    });
    request.on('error', reject);
  });
}

/** CPU seconds (user + system) and resident memory (MB) of a process, from /proc. */
function usage(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return { cpuS: ticks / 100, rssMb: rssKb / 1024 };
}

async function run(label: string, people: Person[], movesPerS: number, pids: number[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  // Sent moves by `${userId} ${x}`: when, and who in the room is still to receive it.
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const roomSize = new Map<string, number>();
  for (const p of people) roomSize.set(p.postId, (roomSize.get(p.postId) ?? 0) + 1);
  const streams = await Promise.all(
    people.map((person) =>
      openStream(person, agent, (from, x) => {
        const at = sent.get(`${from} ${x}`);
        if (at !== undefined) latencies.push(performance.now() - at);
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = pids.map(usage);
  const started = performance.now();
  let moves = 0;
  let refused = 0;
  let expected = 0;
  const everyMs = 1000 / movesPerS;
  // Each person moves on a fixed schedule (not after their last answer), over keep-alive connections.
  const post = (person: Person, x: number) =>
    new Promise<number>((resolve) => {
      const body = JSON.stringify({ x, y: 0, z: 0, yaw: 0 });
      const request = http.request(
        `${person.origin}/api/pod-rooms/${person.postId}/moves/${person.userId}`,
        {
          method: 'POST',
          agent,
          headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.end(body);
    });
  await Promise.all(
    people.map(async (person, i) => {
      // Spread over the interval, so the moves do not all leave at once.
      const offset = (i / people.length) * everyMs;
      const pending: Promise<void>[] = [];
      for (let step = 1; offset + step * everyMs < SECONDS * 1000; step++) {
        const wait = started + offset + step * everyMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const x = step / 1000 + (i % 100);
        sent.set(`${person.userId} ${x}`, performance.now());
        pending.push(
          post(person, x).then((status) => {
            if (status !== 200) return void refused++;
            moves++;
            // Everyone in the room hears it, the mover too.
            expected += roomSize.get(person.postId)!;
          }),
        );
      }
      await Promise.all(pending);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = pids.map(usage);
  streams.forEach((request) => request.destroy());
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const cpu = after.map((a, i) => ((a.cpuS - before[i]!.cpuS) / (seconds + 1)) * 100);
  console.log(
    `| ${label} | ${people.length} | ${(moves / seconds).toFixed(0)} | ${latencies.length} of ${expected} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 99).toFixed(0)} ms | ${sorted.at(-1)?.toFixed(0)} ms | ${cpu.map((c) => `${c.toFixed(0)}%`).join(' + ')} | ${after.map((a) => a.rssMb.toFixed(0)).join(' + ')} MB |${refused ? ` ${refused} moves refused` : ''}`,
  );
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('bench:rooms needs DATABASE_URL (PostgreSQL): two server processes share it');
  const schema = `bench_rooms_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-bench-rooms-'));
  const db = openDatabase({ dataDir, databaseUrl: url.toString() });
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  try {
    await migrateToLatest(db.kysely);
    await seedTemplates(db);
    const now = Math.floor(Date.now() / 1000);
    const count = 24 + 600;
    const ids = Array.from({ length: count }, (_, i) => `bench-room-u${i}`);
    await db.kysely
      .insertInto('users')
      .values(
        ids.map((userId, i) => ({
          userId,
          loginId: userId,
          email: `${userId}@example.test`,
          userName: `u${i}`,
          userNameLower: `u${i}`,
          displayName: `Person ${i}`,
          dpUrl: null,
          location: null,
          status: 'active',
          createdAt: now,
        })),
      )
      .execute();
    // The full room's Pod is the first person's; each room of 3 is its first person's.
    const owners = [0, ...Array.from({ length: 200 }, (_, r) => 24 + r * 3)];
    await db.kysely
      .insertInto('posts')
      .values(
        owners.map((i) => ({
          postId: `bench-pod-${i}`,
          userId: ids[i]!,
          postName: `Room ${i}`,
          postSubTag: 'Personal',
          postDisplayImage: '/media/templates/studio-loft.webp',
          podId: 'studio-loft',
          podName: 'Studio Loft',
          postAssets: '{}',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const tokens = await Promise.all(ids.map((userId) => issueSession(db, userId)));
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: join(dataDir, `p${i}`) }));
    const person = (i: number, postId: string): Person => ({ userId: ids[i]!, token: tokens[i]!, postId, origin: servers[i % 2]!.origin });
    const full = Array.from({ length: 24 }, (_, i) => person(i, 'bench-pod-0'));
    const small = Array.from({ length: 600 }, (_, k) => person(24 + k, `bench-pod-${24 + Math.floor(k / 3) * 3}`));
    const pids = servers.map((s) => s.process.pid!);
    console.log(`\nDrop-in rooms, two server processes on PostgreSQL, ${SECONDS} s each:\n`);
    console.log('| rooms | people | moves/s | arrivals | fan-out p50 | p99 | max | server CPU (of one core) | server memory |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    await run(`1 room of 24, ${MOVES_PER_S_FULL} moves/s each`, full, MOVES_PER_S_FULL, pids);
    await run(`200 rooms of 3, ${MOVES_PER_S_SMALL} move/s each`, small, MOVES_PER_S_SMALL, pids);
  } finally {
    servers.forEach((s) => s.process.kill('SIGTERM'));
    await db.kysely.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

await main();
