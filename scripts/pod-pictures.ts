/**
 * `npm run pod-pictures`: the Pods saved before Pod pictures (issue 48 item 1) get theirs, drawn
 * once as a save draws them. Needs the built pod app (`npm run build`) and Debian's Chromium
 * (CHROMIUM_PATH, else /usr/bin/chromium); works on the server's own database and blob store (the
 * same environment: DATA_DIR, DATABASE_URL, BLOB_STORE), which it opens as the server's start does.
 *
 * Every Pod still on its template's stock picture (no picture set) is listed, oldest first, and
 * each in turn is shown by the built pod app in headless Chromium as its owner sees it, private or
 * not (./pod-pictures/servers.ts, ./pod-pictures/browser.ts), drawn by the pod app's own
 * drawing and stored by the server's own `setPodPicture` (WebP 240/480/960, picture and set in one
 * update). Resumable: a Pod drawn is not listed again; a Pod that fails is named and left for the
 * next run (exit 1); one changed by its owner while it was drawn is left as it is. The servers it
 * draws with run in this process on free loopback ports from POD_PICTURES_PORT (default 18650).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedTemplates } from '../server/db/seed-templates.ts';
import { openBlobStore } from '../server/blobs/open.ts';
import { setPodPicture } from '../server/posts/pod-picture.ts';
import { changedSince, podAsOwned, podsToDraw } from './pod-pictures/pods.ts';
import { startPictureServers } from './pod-pictures/servers.ts';
import { openPictureBrowser } from './pod-pictures/browser.ts';

if (!existsSync('dist/pod-app/index.html')) {
  console.error('pod-pictures: no build in dist/pod-app: run `npm run build` first');
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db.kysely);
await seedTemplates(db);
const blobs = openBlobStore(config, db);
const pods = await podsToDraw(db);
const plural = (n: number) => `${n} Pod${n === 1 ? '' : 's'}`;
console.log(`${plural(pods.length)} to draw (${db.dialect}, ${db.dialect === 'postgres' ? 'DATABASE_URL' : config.dataDir})`);
if (pods.length === 0) {
  await db.kysely.destroy();
  process.exit(0);
}

const servers = await startPictureServers(process.env, db, Number(process.env.POD_PICTURES_PORT ?? 18650));
const browser = await openPictureBrowser(servers.appOrigin);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const failed: string[] = [];
const left: string[] = [];
let drawn = 0;
const started = performance.now();
for (const [index, pod] of pods.entries()) {
  const name = `${pod.postName.replace(/\s+/g, ' ')} (${pod.postId})`;
  process.stdout.write(`${index + 1}/${pods.length} ${name}… `);
  const podStarted = performance.now();
  try {
    const owned = await podAsOwned(db, pod);
    servers.show(pod.postId, owned.boot);
    const picture = await browser.draw(servers.pageUrl(pod.postId));
    const changed = await changedSince(db, pod.postId, owned.drawn);
    if (changed) {
      left.push(`${name}: ${changed}`);
      console.log(`not stored: ${changed}`);
      continue;
    }
    await setPodPicture(db, blobs, pod.postId, picture.bytes);
    drawn += 1;
    console.log(`done (${seconds(podStarted)} s)`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    failed.push(`${name}: ${reason}`);
    console.log(`failed: ${reason}`);
  } finally {
    servers.show(pod.postId, null);
  }
}
await browser.close();
await servers.close();
await db.kysely.destroy();

const total = Number(seconds(started));
console.log(`\nDrew ${drawn} of ${plural(pods.length)} in ${total.toFixed(0)} s (${(total / pods.length).toFixed(1)} s a Pod).`);
if (left.length) console.log(`Not stored, as their owners changed them meanwhile:\n${left.map((line) => `- ${line}`).join('\n')}`);
if (failed.length) {
  console.error(`${plural(failed.length)} failed, left for the next run (\`npm run pod-pictures\` again):\n${failed.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
