/**
 * Uploaded videos are untrusted, like pictures (images.ts): the container is read from the bytes
 * (MP4, QuickTime or WebM, whatever the name says), and the video is decoded and re-encoded by
 * ffmpeg into a small web MP4 (H.264 and AAC, at most 1280 px on its longer side and 60 seconds,
 * no metadata, moov atom first so it starts playing at once), stored under its content hash.
 *
 * ffmpeg reads only the one file, through the demuxer the sniffed type names (no playlists, no
 * other protocols), refuses frames over 4K's pixel count, runs on one thread, and is killed after
 * VIDEO_TIMEOUT_MS; one video is re-encoded at a time and two may wait (then 503), so a burst of
 * uploads cannot take the CPU from everybody else. Without ffmpeg on the server (FFMPEG_PATH), a
 * video upload is answered 503 with a message saying so; pictures still work.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { BlobStore } from '../blobs/store.ts';
import { httpError } from '../http/errors.ts';
import { jobSlots } from './job-slots.ts';
import { UPLOADS_URL_PREFIX } from './images.ts';

export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;
export const VIDEO_TOO_LARGE = 'Videos must be 30 MB or smaller.';
export const NOT_A_VIDEO = 'Only MP4, MOV and WebM videos are allowed.';
export const VIDEO_UNREADABLE = 'This video could not be read. Try another file (MP4, MOV or WebM, up to 60 seconds).';
export const VIDEOS_UNAVAILABLE = 'Video uploads are not available on this server. Add the video by its address instead.';
export const MAX_VIDEO_SECONDS = 60;
const MAX_SIDE = 1280;
const MAX_INPUT_PIXELS = 3840 * 2160;
const VIDEO_TIMEOUT_MS = 120_000;

/** The sniffed type → the only demuxer ffmpeg may use for it. */
const DEMUXERS: Record<string, string> = { 'video/mp4': 'mov', 'video/quicktime': 'mov', 'video/x-m4v': 'mov', 'video/webm': 'matroska' };

const videoSlots = jobSlots({ atOnce: 1, waiting: 2, busy: 'Too many videos are being processed right now. Please try again in a moment.' });

function run(ffmpeg: string, args: string[], timeoutMs: number) {
  return new Promise<{ code: number | null; missing: boolean }>((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'ignore'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ code: null, missing: error.code === 'ENOENT' || error.code === 'EACCES' });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, missing: false });
    });
  });
}

export function reencodeArgs(input: string, demuxer: string, output: string) {
  const fit = `scale=w='min(${MAX_SIDE},iw)':h='min(${MAX_SIDE},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-threads',
    '1',
    '-protocol_whitelist',
    'file',
    '-f',
    demuxer,
    '-max_pixels',
    String(MAX_INPUT_PIXELS),
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-t',
    String(MAX_VIDEO_SECONDS),
    '-vf',
    fit,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '27',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** Re-encodes an uploaded video and stores it; returns its URL (same-site path). */
export async function storeVideo(blobs: BlobStore, bytes: Buffer, ffmpeg: string) {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const demuxer = type ? DEMUXERS[type.mime] : undefined;
  if (!demuxer) throw httpError(400, NOT_A_VIDEO);
  return videoSlots.run(async () => {
    const work = await mkdtemp(join(tmpdir(), 'pods-video-'));
    try {
      const input = join(work, 'input');
      const output = join(work, 'output.mp4');
      await writeFile(input, bytes);
      const { code, missing } = await run(ffmpeg, reencodeArgs(input, demuxer, output), VIDEO_TIMEOUT_MS);
      if (missing) throw httpError(503, VIDEOS_UNAVAILABLE);
      if (code !== 0) throw httpError(400, VIDEO_UNREADABLE);
      // Read twice from ffmpeg's file (hashed, then stored) rather than held whole in memory.
      const hash = createHash('sha256');
      for await (const piece of createReadStream(output)) hash.update(piece as Buffer);
      const name = `${hash.digest('hex')}.mp4`;
      await blobs.put('public', name, createReadStream(output));
      return `${UPLOADS_URL_PREFIX}${name}`;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}
