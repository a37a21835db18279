/**
 * The figures behind `npm run bench:voice` (scripts/bench/voice.ts reads them from $BENCH_OUT):
 * six people in a started live event, each in a context of one Chromium with a fake microphone
 * (real WebRTC between the pages, on the real server). The CPU of the browser's processes over a
 * while, the six rooms drawn with nobody in voice, then with all six in voice. Then the sixth
 * leaves and joins voice again and again, the five others' views shrunk: from the tap on 'Join
 * voice' to the first audio bytes received from anyone, and from all five.
 */
import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { follows, readyPerson, type Person } from '../../e2e/support/people.ts';
import { createEvent, liveApp, skipAvatarChooser } from '../../e2e/support/live.ts';
import { recordConnections } from '../../e2e/support/voice.ts';

const out = process.env.BENCH_OUT ?? '/tmp/pods-voice-bench.json';
const JOINS = Number(process.env.BENCH_VOICE_JOINS ?? 15);
const CPU_WINDOW_MS = 15_000;
const PEOPLE = ['Host', 'Ada', 'Bo', 'Cy', 'Di', 'Eve'];
// Marks this bench's browser among the machine's processes (Chromium ignores flags it does not know).
const MARK = `--pods-voice-bench=${process.pid}`;

const liveFrame = async (page: Page): Promise<Frame> => {
  await expect(page.locator('iframe[title="3d-app"]')).toBeAttached({ timeout: 60_000 });
  return (await (await page.locator('iframe[title="3d-app"]').elementHandle())!.contentFrame())!;
};

/**
 * In the frame: taps 'Join voice' and times the first audio bytes from anyone and from `peers`
 * people (ms after the tap), reading the connections' stats every 10 ms.
 */
const timeJoin = (frame: Frame, peers: number) =>
  frame.evaluate(async (peers) => {
    const all = () => (window as unknown as { podsConnections: RTCPeerConnection[] }).podsConnections;
    const before = all().length;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Join voice')!;
    const tapped = performance.now();
    button.click();
    let first = 0;
    for (;;) {
      const mine = all()
        .slice(before)
        .filter((pc) => pc.connectionState !== 'closed');
      let hearing = 0;
      // A connection's stats can fail to come (seen after a leave and rejoin): not heard yet.
      const statsOf = (pc: RTCPeerConnection) =>
        Promise.race([pc.getStats(), new Promise<RTCStatsReport>((resolve) => setTimeout(() => resolve(new Map() as unknown as RTCStatsReport), 2000))]);
      // All at once: on a busy machine one connection's stats can take a second to come.
      for (const report of await Promise.all(mine.map(statsOf)))
        for (const stat of report.values() as IterableIterator<{ type: string; kind?: string; bytesReceived?: number }>)
          if (stat.type === 'inbound-rtp' && stat.kind === 'audio' && (stat.bytesReceived ?? 0) > 0) hearing++;
      const now = performance.now() - tapped;
      if (hearing > 0 && !first) first = now;
      // A join slower than 3 s says what each connection went through.
      const timelines = () =>
        now > 3000
          ? all()
              .slice(before)
              .map((pc) => (pc as unknown as { podsTimeline: string[] }).podsTimeline.join('; '))
          : [];
      if (hearing >= peers) return { first, all: now, timelines: timelines() };
      // What each connection made since the tap got to, to tell a lost signal (stuck in 'new' or
      // 'have-local-offer') from a failed path (ICE 'failed') or a silent track.
      const states = all()
        .slice(before)
        .map(
          (pc) =>
            `${pc.connectionState}/${pc.iceConnectionState}/${pc.signalingState} local ${pc.localDescription?.type ?? 'none'} (${pc.localDescription?.sdp.match(/a=candidate/g)?.length ?? 0} candidates) remote ${pc.remoteDescription?.type ?? 'none'} (${pc.remoteDescription?.sdp.match(/a=candidate/g)?.length ?? 0} candidates), gathering ${pc.iceGatheringState}${pc.connectionState === 'connected' ? '' : `\n    ${(pc as unknown as { podsTimeline: string[] }).podsTimeline.join('\n    ')}`}`,
        )
        .join(',\n');
      if (now > 30_000) throw new Error(`only ${hearing} of ${peers} voices after 30 s; connections since the tap: ${states || 'none'}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }, peers);

const leaveVoice = async (frame: Frame) => {
  // As 'Join voice' is tapped: a pointer click waits on the busy page's next frames, which six drawn rooms delay past any sensible wait.
  await frame.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Leave voice')!.click());
  await expect
    .poll(
      () =>
        frame.evaluate(
          () => (window as unknown as { podsConnections: RTCPeerConnection[] }).podsConnections.filter((pc) => pc.connectionState !== 'closed').length,
        ),
      { timeout: 20_000 },
    )
    .toBe(0);
};

/** CPU seconds used so far by this bench's browser and every process under it (Linux /proc). */
function browserCpuSeconds(): number {
  const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;
  const stats = new Map<number, { ppid: number; ticks: number; cmd: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmd: readFileSync(`/proc/${name}/cmdline`, 'utf8') });
    } catch {
      // The process ended meanwhile.
    }
  }
  const roots = [...stats].filter(([, p]) => p.cmd.includes(MARK)).map(([pid]) => pid);
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of stats) if (!tree.has(pid) && tree.has(p.ppid)) grew = tree.add(pid).size > 0;
  }
  return [...tree].reduce((sum, pid) => sum + stats.get(pid)!.ticks, 0) / ticksPerSecond;
}

async function cpuCores(ms: number) {
  const start = browserCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (browserCpuSeconds() - start) / (ms / 1000);
}

test('six people in voice', async ({ playwright, baseURL }) => {
  const podAppOrigin = `http://localhost:${Number(new URL(baseURL!).port) + 1}`;
  const launch = test.info().project.use.launchOptions!;
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required', MARK],
  });
  const people: { context: BrowserContext; page: Page; person: Person }[] = [];
  for (const name of PEOPLE) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    for (const origin of [baseURL!, podAppOrigin]) await context.grantPermissions(['microphone'], { origin });
    await recordConnections(context);
    const page = await context.newPage();
    people.push({ context, page, person: await readyPerson(page, `voice.bench.${name.toLowerCase()}@example.test`, name) });
  }
  const [host, ...guests] = people as [(typeof people)[number], ...typeof people];
  for (const guest of guests) follows(guest.person, host.person);
  const { eventId, postId } = await createEvent(
    host.page,
    host.person,
    guests.map((g) => g.person),
    'Voice bench',
  );
  const started = await host.page.request.put(`/api/users/update-event-status/${host.person.userId}/${eventId}`, {
    headers: { authorization: `Bearer ${host.person.sessionToken}` },
    data: { eventStatus: 'started' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const frames: Frame[] = [];
  for (const { page, person } of people) {
    await page.goto(`/live-event?userId=${person.userId}&hostId=${host.person.userId}&eventId=${eventId}&postId=${postId}`);
    await expect(liveApp(page).getByRole('button', { name: 'Join voice' })).toBeEnabled({ timeout: 180_000 });
    // First time in a live event: the avatar chooser asks first.
    await skipAvatarChooser(liveApp(page));
    frames.push(await liveFrame(page));
  }
  const roomOnly = await cpuCores(CPU_WINDOW_MS);
  console.log(`six rooms drawn, nobody in voice: ${roomOnly.toFixed(2)} cores`);

  const timed = async (frame: Frame, peers: number) => {
    const { timelines, ...times } = await timeJoin(frame, peers);
    for (const timeline of timelines) console.log(`  ${timeline}`);
    return times;
  };
  // Five in voice, one after another, each hearing everyone before them; then the sixth.
  const joiner = frames[frames.length - 1]!;
  for (const [i, frame] of frames.slice(0, -1).entries()) console.log(`person ${i + 1} joined:`, await timed(frame, i));
  console.log('person 6 joined:', await timed(joiner, frames.length - 1));
  const inVoice = await cpuCores(CPU_WINDOW_MS);
  console.log(`six rooms drawn, all six in voice: ${inVoice.toFixed(2)} cores`);

  // The joins are timed as one person on their own device sees them: the five others' views are
  // shrunk (on two software-rendering cores, six phone-sized rooms leave each WebRTC step waiting
  // about a second for the processor, which no real room shares).
  for (const { page } of people.slice(0, -1)) await page.setViewportSize({ width: 160, height: 120 });
  const joins: { first: number; all: number }[] = [];
  for (let run = 0; run < JOINS; run++) {
    await leaveVoice(joiner);
    await joiner.page().waitForTimeout(500);
    joins.push(await timed(joiner, frames.length - 1));
    console.log(`join ${run + 1}: first voice after ${joins.at(-1)!.first.toFixed(0)} ms, all five after ${joins.at(-1)!.all.toFixed(0)} ms`);
  }
  writeFileSync(
    out,
    JSON.stringify({ people: PEOPLE.length, joins, cpu: { windowMs: CPU_WINDOW_MS, roomOnlyCores: roomOnly, inVoiceCores: inVoice } }, null, 2),
  );
  await browser.close();
});
