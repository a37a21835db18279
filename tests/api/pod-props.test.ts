import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { v1 } from '../fixtures/scene-v1.ts';
import { parsePostAssets } from '../../pod-app/content.ts';

const placed = (x: number) => ({ position: { x, y: 0, z: -1 }, rotation: { x: 0, y: 0.5, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
/** What the editor saved before the prop library: no `props` key at all. */
const oldAssets = {
  frames: [{ frameId: 'f1', slotId: 'frame-1', frameType: 'image', frameUrl: '/media/icon-512.png', ...placed(1) }],
  iframes: [{ iframeId: 'e1', slotId: 'embed-1', iframeUrl: 'https://www.youtube.com/embed/abc', ...placed(2) }],
  Assets3d: [{ assetId: 'm1', slotId: 'model-1', assetUrl: 'https://example.com/duck.glb', animated: false, ...placed(3) }],
  ambientSound: { soundId: 'synth-rain', soundSize: 0, soundName: 'Soft rain', soundDescription: 'Gentle rain', soundUrl: null },
  textures: [{ textureId: 't1', target: 'walls', textureUrl: '/media/icon-512.png' }],
  textAssets: [{ textId: 'x1', slotId: 'text-1', text: 'Welcome', color: '#ffcc00', ...placed(4) }],
};
const prop = (i: number, id = 'seating/armchair') => ({ id: `p${i}`, prop: id, ...placed(i % 5) });

describe.each(dialects)('props in Pods, and Pods saved before them, on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let postId: string;
  const save = (body: unknown) =>
    h.app.inject({ method: 'PUT', url: `/api/posts/${ada.user.userId}/${postId}`, headers: bearer(ada.sessionToken), payload: body as object });

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.props@example.test');
    expect((await createAccount(h.app, ada, { userName: 'adaprops' })).statusCode).toBe(200);
    expect((await createPod(h.app, ada)).statusCode).toBe(200);
    postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value.postId;
  });
  afterAll(() => h.close());

  it('opens a Pod saved in the old format (v1 template scene, assets without props) with everything it had', async () => {
    // As the database held it before issue 18: the template's scene in version 1, the Pod's assets without props.
    await h.db.kysely
      .updateTable('podTemplates')
      .set({ scene: JSON.stringify(v1) })
      .where('podId', '=', 'studio-loft')
      .execute();
    expect((await save({ postAssets: oldAssets })).statusCode).toBe(200);

    const live = (await h.app.inject({ url: `/api/posts/live/${postId}` })).json();
    expect(live.podId).toBe('studio-loft');
    expect(live.postAssets).toEqual(oldAssets);
    const content = parsePostAssets(live.postAssets);
    expect(content.items.map((item) => item.id)).toEqual(['f1', 'e1', 'm1', 'x1']);
    expect(content.sound?.soundId).toBe('synth-rain');
    expect(content.textures).toHaveLength(1);
    expect(content.props).toEqual([]);

    const template = await h.app.inject({ url: '/api/pods/studio-loft' });
    expect(template.statusCode).toBe(200);
    const { scene } = template.json();
    expect(scene.version).toBe(2);
    expect(scene.slots).toEqual(v1.slots);
    expect(scene.room).toEqual(v1.room);
    expect(scene.materials).toEqual(v1.materials);
    expect(scene.lights).toEqual(v1.lights);
    expect(scene.spawn).toEqual(v1.spawn);
    expect(scene.props).toEqual([]);
  });

  it('saves props from the library and reads them back', async () => {
    const postAssets = { ...oldAssets, props: [prop(1), prop(2, 'nature/bonsai'), prop(3, 'lights/spotlight')] };
    expect((await save({ postAssets })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/api/posts/live/${postId}` })).json().postAssets).toEqual(postAssets);
  });

  it('refuses a prop the library does not have, with a clear 400', async () => {
    const response = await save({ postAssets: { ...oldAssets, props: [prop(1), prop(2, 'seating/throne')] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Unknown prop 'seating/throne': it is not in the prop library");
  });

  it('refuses more than 200 props in a Pod', async () => {
    const response = await save({ postAssets: { ...oldAssets, props: Array.from({ length: 201 }, (_, i) => prop(i, 'decor/vase')) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Too many props: a Pod holds at most 200');
    expect((await save({ postAssets: { ...oldAssets, props: Array.from({ length: 200 }, (_, i) => prop(i, 'decor/vase')) } })).statusCode).toBe(200);
  });
});
