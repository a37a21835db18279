/**
 * The opened Pod: the 3D world, walking and looking, the controls, the screen-reader item list,
 * ambient sound and, for its owner outside preview, the editor.
 */
import type { PodScene } from '../shared/pod-scene.ts';
import { resolveAssetUrl, type ApiClient, type LivePost, type Session } from './api.ts';
import { parsePostAssets, withRoomProps, type PodContent } from './content.ts';
import type { HostLink } from './host-link.ts';
import type { PodAppConfig } from './config.ts';
import { createPodWorld } from './world/pod-world.ts';
import { createMovement } from './world/movement.ts';
import { createHud } from './ui/hud.ts';
import { createItemList } from './ui/item-list.ts';
import { h } from './ui/dom.ts';
import { createAmbientPlayer } from './sound.ts';
import { placeNewItem } from './edit/placement.ts';
import { framePitch } from './edit/prop-placement.ts';
import { serialize } from './edit/editor-state.ts';
import { leaveGuarded } from './edit/leave-guard.ts';
import { askAboutUnsavedChanges } from './ui/leave-prompt.ts';
import { drawPodPicture, offerPictureToTools, pictureFile } from './world/pod-picture.ts';

/** `session` is null for a signed-out visitor (guest mode): the Pod is shown read-only. */
export interface OpenPod {
  config: PodAppConfig;
  session: Session | null;
  post: LivePost;
  scene: PodScene;
  api: ApiClient;
  host: HostLink;
}

/** What another view built on the Pod (the live event app) may change. */
export interface PodViewOptions {
  /** Full screen (the live event host page asks with fullScreenOpen / fullScreenClose instead). */
  onFullscreen?: () => void;
  /** A tap on the room outside the editor (the live event opens the host's profile from their avatar). */
  onTap?: (clientX: number, clientY: number) => void;
}

export function showPod(root: HTMLElement, { config, session, post, scene, api, host }: OpenPod, options: PodViewOptions = {}) {
  // Every prop in the room is the Pod's own: the template's are its copy (selectable, movable, removable).
  let content: PodContent = withRoomProps(parsePostAssets(post.postAssets), scene.props);
  const canEdit = !config.previewMode && session !== null && session.userId === post.userId;
  const viewport = h('div', { className: 'viewport' });
  root.replaceChildren(viewport);
  const world = createPodWorld(viewport, scene, config.apiOrigin);
  performance.mark('pod-world');
  const list = createItemList();
  const player = createAmbientPlayer((url) => resolveAssetUrl(config.apiOrigin, url));
  let muted = true;
  let editing = false;
  let editor: import('./edit/editor-view.ts').EditorView | null = null;

  const hud = createHud({
    title: post.postName,
    canEdit,
    hasSound: () => content.sound !== null,
    // The owner is asked about unsaved edits first (a reload or close is the editor's beforeunload).
    onBack: () =>
      void leaveGuarded({
        isDirty: () => editor?.isDirty() ?? false,
        ask: () => askAboutUnsavedChanges(root),
        save: () => editor?.save() ?? Promise.resolve(true),
        discard: () => editor?.discard(),
        leave: () => (host.framed ? host.send({ type: 'navigateBack' }) : history.back()),
      }),
    onMute: () => {
      muted = !muted;
      player.setMuted(muted);
      hud.setMuted(muted);
    },
    onFullscreen:
      options.onFullscreen ??
      (() => {
        if (host.framed) host.send({ type: 'toggleFullscreen' });
        else if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen?.().catch(() => undefined);
      }),
    onEdit: () => void toggleEditing(),
  });
  root.append(hud.element, list.element);

  const movement = createMovement({
    camera: world.stage.camera,
    surface: world.stage.renderer.domElement,
    joystick: hud.joystick,
    bounds: world.room.bounds,
    obstacles: world.obstacles,
    onTap: (x, y) => (editor ? editor.tapAt(x, y) : options.onTap?.(x, y)),
    isBusy: () => editor?.isDragging() ?? false,
    onTurned: () => world.stage.redraw(),
  });
  movement.set(scene.spawn.position, scene.spawn.rotation.y);
  world.stage.onFrame((seconds) => movement.step(seconds));

  const show = (next: PodContent) => {
    content = next;
    world.sync(content);
    list.render(content);
    player.setSound(content.sound);
  };
  show(content);
  world.stage.start();
  // The host's loading cover (the Pod's picture) stays until the Pod is drawn.
  void world.stage.drawn.then(() => host.send({ type: 'shown' }));
  // For tests and tools: every item has loaded (or failed) once.
  void world.idle().then(() => document.body.setAttribute('data-pod-ready', 'true'));

  /** The Pod's picture: its arrival view as it now is, once every item has loaded. */
  const drawPicture = () => world.idle().then(async () => pictureFile(await drawPodPicture(world.stage, scene.spawn, scene.background)));
  offerPictureToTools(drawPicture);
  /** After a save, the picture is sent. The save stands either way: a picture that could not be sent leaves the one before. */
  const updatePicture = () =>
    drawPicture()
      .then((file) => api.uploadPicture(post.postId, file))
      .catch((error: unknown) => console.warn('The Pod picture was not updated:', error));

  async function toggleEditing() {
    if (!editor) {
      // The editor (and the gizmo) load only when the owner starts editing.
      const { createEditorView } = await import('./edit/editor-view.ts');
      editor = createEditorView({
        world,
        viewport,
        initial: content,
        newId: () => crypto.randomUUID(),
        place: (kind, current) => placeNewItem(kind, scene, current.items, { position: world.stage.camera.position, yaw: movement.yaw() }),
        save: async (state) => {
          const saved = await api.saveAssets(post.postId, serialize(state));
          void updatePicture();
          return saved;
        },
        upload: (kind, file) => api.uploadMedia(post.postId, kind, file),
        onContent: show,
        yaw: () => movement.yaw(),
        frame: (point, covered) => movement.face(point, framePitch(world.stage.camera.position, point, covered, world.stage.camera.fov)),
      });
      root.append(editor.element);
    }
    editing = !editing;
    editor.show(editing);
    hud.setEditing(editing);
  }

  // The Pod as it is now (the room's main screen shows over it: live/main-screen.ts).
  return {
    world,
    movement,
    hud,
    content: () => content,
    startEditing: canEdit && new URL(location.href).searchParams.get('edit') === 'true' ? toggleEditing : null,
  };
}
