/**
 * `npm run walkthrough [-- --port 18096]`: the desktop shell's walkthrough video
 * (public/media/walkthrough.webm, .mp4 and its poster), captured from the real app in use — run
 * `npm run build` first. scripts/template-images/walkthrough.spec.ts records a person on a phone
 * and says which moments to keep; they are cut, faded and joined here with Debian's ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portArgument, runTemplateSpec } from './template-images/run.ts';

const MEDIA = 'public/media';
const FADE_S = 0.25;

if (!existsSync('dist/index.html') || !existsSync('dist/pod-app/index.html')) {
  console.error('walkthrough: no build in dist/: run `npm run build` first');
  process.exit(2);
}
// WALKTHROUGH_FROM=<folder of an earlier recording> encodes it again without recording.
const out = process.env.WALKTHROUGH_FROM ?? mkdtempSync(join(tmpdir(), 'pods-walkthrough-'));
if (!process.env.WALKTHROUGH_FROM && !runTemplateSpec('template-images/walkthrough.spec.ts', { WALKTHROUGH_OUT: out }, portArgument())) {
  console.error('walkthrough: recording failed (see above)');
  process.exit(1);
}
const recording = JSON.parse(readFileSync(join(out, 'recording.json'), 'utf8')) as { frames: { file: string; at: number }[]; cuts: [number, number][] };
const { frames } = recording;
if (frames.length < 2) throw new Error('walkthrough: the screencast sent no frames');
// The browser sends a frame when the page changes: each is shown until the next one.
const start = frames[0]!.at;
const list = join(out, 'frames.ffconcat');
writeFileSync(
  list,
  [
    'ffconcat version 1.0',
    ...frames.flatMap((f, i) => [`file '${f.file}'`, `duration ${((frames[i + 1]?.at ?? f.at + 0.04) - f.at).toFixed(4)}`]),
    `file '${frames.at(-1)!.file}'`,
  ].join('\n'),
);
const cuts = recording.cuts.map(([from, to]) => [from - start, to - start] as [number, number]);

function ffmpeg(...args: string[]) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

// Each kept moment faded in and out, then all of them one after another.
const parts = cuts.map(([start, end], i) => {
  const length = end - start;
  return `[0:v]trim=start=${start.toFixed(2)}:end=${end.toFixed(2)},setpts=PTS-STARTPTS,fps=30,fade=t=in:st=0:d=${FADE_S},fade=t=out:st=${(length - FADE_S).toFixed(2)}:d=${FADE_S}[v${i}]`;
});
const filter = `${parts.join(';')};${cuts.map((_, i) => `[v${i}]`).join('')}concat=n=${cuts.length}:v=1[v]`;
ffmpeg(
  '-f',
  'concat',
  '-safe',
  '0',
  '-i',
  list,
  '-filter_complex',
  filter,
  '-map',
  '[v]',
  '-an',
  '-c:v',
  'libvpx-vp9',
  '-crf',
  '42',
  '-b:v',
  '0',
  '-pix_fmt',
  'yuv420p',
  `${MEDIA}/walkthrough.webm`,
);
ffmpeg('-i', `${MEDIA}/walkthrough.webm`, '-an', '-c:v', 'libx264', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', `${MEDIA}/walkthrough.mp4`);
// The poster: the Pod in 3D, a moment into the second scene.
const posterAt = (cuts[0]![1] - cuts[0]![0] + 0.8).toFixed(2);
ffmpeg('-ss', posterAt, '-i', `${MEDIA}/walkthrough.webm`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', `${MEDIA}/walkthrough-poster.webp`);

const seconds = cuts.reduce((sum, [start, end]) => sum + end - start, 0);
for (const file of ['walkthrough.webm', 'walkthrough.mp4', 'walkthrough-poster.webp'])
  console.log(`${MEDIA}/${file} ${(statSync(`${MEDIA}/${file}`).size / 1024).toFixed(0)} KB`);
console.log(`walkthrough: ${cuts.length} scenes, ${seconds.toFixed(1)} s`);
