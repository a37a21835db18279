/**
 * Issue 24 item 1: `npm run blobs:migrate` copies the uploads of a DATA_DIR into PostgreSQL once,
 * verified; run again it has nothing to move; a file that does not match its name is reported and
 * not copied; --delete removes only verified files. Needs PostgreSQL (DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBlobStore } from '../../server/blobs/open.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { randomBlob } from './support/blobs.ts';

describe.skipIf(!process.env.DATABASE_URL)('npm run blobs:migrate', () => {
  let h: Harness;
  const oldDataDir = mkdtempSync(join(tmpdir(), 'pods-blobs-old-'));
  const files = {
    uploads: [randomBlob(2000, 'webp'), randomBlob(600_000, 'mp4')],
    'private-uploads': [randomBlob(3000, 'webp')],
    attachments: [randomBlob(1000, 'pdf')],
  };
  const put = (folder: string, name: string, bytes: Buffer) => {
    mkdirSync(join(oldDataDir, folder), { recursive: true });
    writeFileSync(join(oldDataDir, folder, name), bytes);
  };

  /** The command as an operator runs it, against the harness's PostgreSQL schema. */
  async function migrate(...args: string[]) {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${h.schema}`);
    const env = { ...process.env, DATA_DIR: oldDataDir, DATABASE_URL: url.toString() };
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/blobs/migrate-command.ts', ...args], { env });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout + failed.stderr };
    }
  }

  beforeAll(async () => {
    h = await startHarness('postgres');
    for (const [folder, blobs] of Object.entries(files)) for (const { name, bytes } of blobs) put(folder, name, bytes);
    put('uploads', 'notes.txt', Buffer.from('not an upload'));
  });
  afterAll(async () => {
    await h.close();
    rmSync(oldDataDir, { recursive: true, force: true });
  });

  it('copies every upload once, verified, and a second run has nothing to move', { timeout: 60_000 }, async () => {
    const first = await migrate();
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain('public: found 2, copied 2, already there 0, failed 0, not uploads 1');
    expect(first.stdout).toContain('private: found 1, copied 1, already there 0, failed 0');
    expect(first.stdout).toContain('attachments: found 1, copied 1, already there 0, failed 0');
    expect(first.stdout).toContain('total: found 4, copied 4, already there 0, failed 0, not uploads 1');

    const second = await migrate();
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toContain('total: found 4, copied 0, already there 4, failed 0, not uploads 1');
    expect(second.stdout).toContain('Nothing to move.');

    // The app (another DATA_DIR, the same database) now serves them.
    const [picture, video] = files.uploads;
    expect((await h.app.inject({ url: `/media/uploads/${picture!.name}` })).rawPayload.equals(picture!.bytes)).toBe(true);
    const part = await h.app.inject({ url: `/media/uploads/${video!.name}`, headers: { range: 'bytes=262000-262299' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video!.bytes.subarray(262_000, 262_300))).toBe(true);
    const blobs = openBlobStore(h.config, h.db);
    expect(blobs.kind).toBe('postgres');
    expect((await blobs.stat('private', files['private-uploads'][0]!.name))?.size).toBe(3000);
    expect((await blobs.stat('attachments', files.attachments[0]!.name))?.size).toBe(1000);
    // Nothing deleted without --delete.
    expect(readdirSync(join(oldDataDir, 'uploads')).sort()).toEqual([picture!.name, video!.name, 'notes.txt'].sort());
  });

  it('reports a file whose bytes do not match its name and copies it not; --delete removes only verified files', { timeout: 60_000 }, async () => {
    const damaged = randomBlob(500, 'webp');
    put('uploads', damaged.name, Buffer.from('truncated'));
    const run = await migrate('--delete');
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toContain(`public/${damaged.name}: failed: its bytes do not hash to its name; not copied`);
    expect(run.stdout).toContain('total: found 5, copied 0, already there 4, failed 1, not uploads 1, deleted 4');
    expect(await openBlobStore(h.config, h.db).stat('public', damaged.name)).toBeNull();
    expect(readdirSync(join(oldDataDir, 'uploads')).sort()).toEqual([damaged.name, 'notes.txt'].sort());
    expect(existsSync(join(oldDataDir, 'private-uploads', files['private-uploads'][0]!.name))).toBe(false);
  });

  it('refuses to run without DATABASE_URL', async () => {
    const { stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/blobs/migrate-command.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: oldDataDir },
    }).catch((error: { stderr: string; code: number }) => {
      expect(error.code).toBe(2);
      return error;
    });
    expect(stderr).toContain('set DATABASE_URL');
  });
});
