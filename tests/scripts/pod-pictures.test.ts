/**
 * `npm run pod-pictures` (scripts/pod-pictures.ts) on a temporary SQLite database with two Pods
 * on their templates' stock pictures, one public and one private: a run gives each its own picture
 * (a WebP 960×720 of the room, not one colour), telling its progress Pod by Pod; a second run has
 * nothing to draw. It draws in Chromium over the built pod app (dist/pod-app: `npm test` builds
 * first), so it runs with the build's tests (vitest.config.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { findOrCreateUser } from '../../server/users/repository.ts';
import { createPost } from '../../server/posts/repository.ts';
import { blobFolder } from '../../server/blobs/disk.ts';
import { UPLOADS_URL_PREFIX } from '../../server/uploads/images.ts';

const built = existsSync('dist/pod-app/index.html');
if (!built && process.env.CI) throw new Error('dist/pod-app is missing: npm test builds before testing');

const noMedia = { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] };
const welcome = {
  ...noMedia,
  textAssets: [
    {
      textId: 't1',
      slotId: 'text-1',
      text: 'Welcome',
      color: '#ffcc00',
      position: { x: 0, y: 1.6, z: -2 },
      rotation: { x: 0, y: 0, z: 0 },
      scale: { x: 1, y: 1, z: 1 },
    },
  ],
};

/** Runs the script as `npm run pod-pictures` does, on this database only (never a developer's own). */
async function podPictures(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BLOB_STORE: '', NODE_ENV: 'test', PUBLIC_URL: '', POD_APP_URL: '', SMTP_URL: '' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/pod-pictures.ts'], { env, timeout: 240_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.skipIf(!built)('npm run pod-pictures', () => {
  let dataDir: string;
  let db: Db;
  const pods: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pods-pod-pictures-'));
    db = openDatabase({ dataDir });
    await migrateToLatest(db.kysely);
    await seedTemplates(db);
    for (const [name, postType, podId, postAssets] of [
      ['Pia', 'public', 'studio-loft', noMedia],
      ['Oskar', 'private', 'zen-garden', welcome],
    ] as const) {
      const { userId } = await findOrCreateUser(db, `pictures-${name}`, `${name.toLowerCase()}@example.test`);
      const post = await createPost(db, userId, {
        postType,
        postName: `${name}'s Pod`,
        postDescription: '',
        postTags: [],
        postSubTag: 'Personal',
        podId,
        postAssets,
      });
      expect(post.postDisplayImage).toBe(`/media/templates/${podId}.webp`);
      pods[name] = post.postId;
    }
  });

  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pictures = () => db.kysely.selectFrom('posts').select(['postId', 'postDisplayImage', 'postDisplayImageSet']).orderBy('postName').execute();

  it("draws each Pod on the stock picture, public or private, and stores it as the Pod's picture", { timeout: 300_000 }, async () => {
    const { code, stdout, stderr } = await podPictures(dataDir);
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain('2 Pods to draw');
    expect(stdout).toMatch(new RegExp(`^[12]/2 Pia's Pod \\(${pods.Pia}\\)… done \\(\\d+\\.\\d s\\)$`, 'm'));
    expect(stdout).toMatch(new RegExp(`^[12]/2 Oskar's Pod \\(${pods.Oskar}\\)… done \\(\\d+\\.\\d s\\)$`, 'm'));
    expect(stdout).toContain('Drew 2 of 2 Pods');

    const rows = await pictures();
    expect(rows.map((row) => row.postId).sort()).toEqual([pods.Oskar, pods.Pia].sort());
    for (const row of rows) {
      const widths = [...(row.postDisplayImageSet ?? '').matchAll(/(\S+) (\d+)w/g)];
      expect(widths.map(([, , width]) => width)).toEqual(['240', '480', '960']);
      expect(row.postDisplayImage).toBe(widths[2]![1]);
      expect(row.postDisplayImage.startsWith(UPLOADS_URL_PREFIX)).toBe(true);
      const picture = readFileSync(join(blobFolder(dataDir, 'public'), row.postDisplayImage.slice(UPLOADS_URL_PREFIX.length)));
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
      // A room drawn, not a blank canvas: its colours vary across the picture.
      const { channels } = await sharp(picture).stats();
      expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
    }
    expect(rows[0]!.postDisplayImage).not.toBe(rows[1]!.postDisplayImage);
  });

  it('has nothing to draw the next time', { timeout: 120_000 }, async () => {
    const before = await pictures();
    const { code, stdout } = await podPictures(dataDir);
    expect(code).toBe(0);
    expect(stdout).toContain('0 Pods to draw');
    expect(stdout).not.toContain('1/');
    expect(await pictures()).toEqual(before);
  });
});
