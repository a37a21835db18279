/**
 * Drop-in rooms' shared steps (issue 46): a context ready for a Pod's room (small drawing, the
 * fake microphone allowed, its voice connections kept), opening a Pod until its room lets one
 * in, and reading what the frame holds: avatars in the scene, where one stands, voice connections.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { chromiumLaunch } from './chromium.ts';
import { peopleList } from './live.ts';
import { drawPodSmall, podAppOrigin } from './pod-app.ts';
import { recordConnections } from './voice.ts';

/** Screenshots to look at (ROOM_SHOTS=folder) are drawn at full size, to read the names in the scene. */
const SHOTS = process.env.ROOM_SHOTS;

/** Chromium's fake microphone: voice between pages, no device needed. */
export const withFakeMicrophone = { launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream'] } };

export const podFrame = (page: Page) => page.frameLocator('iframe[title="3d-app"]');

/**
 * A context whose pod app draws small and publishes its stage (window.podsStage: the avatars in
 * the scene), may use the (fake) microphone, and keeps its voice connections to read.
 */
export async function roomContext(context: BrowserContext) {
  for (const origin of [baseURL, podAppOrigin]) await context.grantPermissions(['microphone'], { origin });
  await recordConnections(context);
  if (!SHOTS) await drawPodSmall(context);
  await context.addInitScript(() => {
    (window as { podsStats?: boolean }).podsStats = true;
  });
  return context;
}

/** The Pod opened through /3d-app; resolves once its room let this person in. */
export async function openPod(page: Page, postId: string) {
  await page.goto(`/3d-app?postId=${postId}`);
  const pod = podFrame(page);
  await pod.locator('body[data-room-visit^="present"]').waitFor({ timeout: 120_000 });
  return pod;
}

const frameOf = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame() && frame.url().includes('postId='))!;

type Stage = { scene: { getObjectByName: (name: string) => unknown }; camera: { position: { x: number; z: number }; rotation: { y: number } } };

/** Whether the frame's scene holds this person's avatar. */
export const avatarInScene = (page: Page, userId: string) =>
  frameOf(page).evaluate((id) => Boolean((window as { podsStage?: Stage }).podsStage?.scene.getObjectByName(`avatar-${id}`)), userId);

/** Where this page's person stands on the floor and which way they look (their camera). */
export const standing = (page: Page) =>
  frameOf(page).evaluate(() => {
    const { camera } = (window as { podsStage?: Stage }).podsStage!;
    return { x: camera.position.x, z: camera.position.z, yaw: camera.rotation.y };
  });

/** The frame's voice connections by state: how many are up, and how many were closed. */
export const connections = (page: Page) =>
  frameOf(page).evaluate(() => {
    const all = (window as unknown as { podsConnections: RTCPeerConnection[] }).podsConnections;
    return { up: all.filter((pc) => pc.connectionState === 'connected').length, closed: all.filter((pc) => pc.connectionState === 'closed').length };
  });

/** Voice connections of the frame that are up. */
export const connected = async (page: Page) => (await connections(page)).up;

export const personIn = (pod: FrameLocator, name: string) => peopleList(pod).locator('.who', { hasText: new RegExp(`^${name}$`) });

/** A screenshot to look at, when ROOM_SHOTS names a folder. */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
