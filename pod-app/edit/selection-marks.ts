/**
 * What shows the selection in 3D: the gizmo (TransformControls: pointer events, so touch works)
 * on the selected media item or prop, committed once when its drag ends; an outline box that
 * follows a selected prop, even while it is dragged or twisted. Each change asks the stage for a
 * frame. `onHandle`: a press began on one of the gizmo's handles (the gizmo has it).
 */
import { Box3, Box3Helper, type Object3D } from 'three';
import { TransformControls } from 'three/examples/jsm/controls/TransformControls.js';
import type { Placement } from '../content.ts';
import type { PodWorld } from '../world/pod-world.ts';
import { markNotInPicture } from '../world/pod-picture.ts';

export type GizmoMode = 'translate' | 'rotate' | 'scale';

export function createSelectionMarks(world: PodWorld, onItemMoved: (group: Object3D, placement: Placement) => void, onHandle: () => void = () => undefined) {
  const gizmo = new TransformControls(world.stage.camera, world.stage.renderer.domElement);
  gizmo.setSize(1.1);
  const helper = gizmo.getHelper();
  markNotInPicture(helper);
  world.stage.scene.add(helper);
  // The gizmo changed (dragged, or an axis lit under the pointer): the stage draws only when asked.
  gizmo.addEventListener('change', () => world.stage.redraw());
  gizmo.addEventListener('mouseDown', onHandle);
  gizmo.addEventListener('dragging-changed', (event) => {
    const group = gizmo.object;
    if (event.value || !group) return;
    const r = (n: number) => Math.round(n * 1000) / 1000;
    onItemMoved(group, {
      position: { x: r(group.position.x), y: r(group.position.y), z: r(group.position.z) },
      rotation: { x: r(group.rotation.x), y: r(group.rotation.y), z: r(group.rotation.z) },
      scale: { x: r(group.scale.x), y: r(group.scale.y), z: r(group.scale.z) },
    });
  });
  const outline = new Box3Helper(new Box3(), '#ffd36e');
  outline.visible = false;
  markNotInPicture(outline);
  world.stage.scene.add(outline);
  let propId: string | null = null;
  world.stage.onFrame(() => {
    const object = propId ? world.propObject(propId) : undefined;
    outline.visible = Boolean(object);
    if (object) outline.box.setFromObject(object);
  });

  return {
    isDragging: () => gizmo.dragging,
    /** Marks the item's group or the prop's object with the gizmo in `mode` (and the prop with its outline), or nothing. */
    show: (target: Object3D | undefined, selectedPropId: string | null, mode: GizmoMode) => {
      if (target) gizmo.attach(target);
      else gizmo.detach();
      gizmo.setMode(mode);
      helper.visible = Boolean(target);
      propId = selectedPropId;
      world.stage.redraw();
    },
  };
}
