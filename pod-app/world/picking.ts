/**
 * What is under a point of the screen: the item or placed prop a tap selects, the surface a prop
 * from the library is placed on (its normal turned towards the camera, so a wall seen from inside
 * faces into the room), and the point on a level plane a dragged prop follows.
 */
import { Plane, Raycaster, Vector2, Vector3, type Camera, type Intersection, type Object3D } from 'three';
import type { Vec3 } from '../content.ts';
import type { SurfaceHit } from '../edit/prop-placement.ts';

export interface Picker {
  /** The id of the media item or owner's prop at this point of the screen, or null. */
  pick: (clientX: number, clientY: number) => string | null;
  /** The first surface (room or prop) at this point, skipping the prop `ignoreId`. */
  surfaceAt: (clientX: number, clientY: number, ignoreId?: string) => SurfaceHit | null;
  /** Where the view ray meets the level plane at `height`, or null (looking above it). */
  levelAt: (clientX: number, clientY: number, height: number) => Vec3 | null;
}

const plain = (v: Vector3): Vec3 => ({ x: v.x, y: v.y, z: v.z });

export function createPicker(camera: Camera, canvas: HTMLElement, targets: { room: Object3D; items: Object3D; props: Object3D }): Picker {
  const raycaster = new Raycaster();
  const aim = (clientX: number, clientY: number) => {
    const rect = canvas.getBoundingClientRect();
    raycaster.setFromCamera(new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1), camera);
  };
  /** The prop an object belongs to (every prop in the room is the Pod's own, the template's too). */
  const ownerPropOf = (object: Object3D | null) => {
    let prop: string | undefined;
    for (let o = object; o; o = o.parent) {
      if (o.userData.placedPropId !== undefined) prop = o.userData.placedPropId as string;
      if (o === targets.props) return prop ?? null;
    }
    return null;
  };
  const roots = [targets.room, targets.items, targets.props];
  const hits = (): Intersection[] => {
    // World matrices are brought up to date by drawing; a prop placed or moved since the last
    // frame drawn (a slow device rests between frames) is found where it is now.
    for (const root of roots) root.updateMatrixWorld();
    return (
      raycaster
        .intersectObjects(roots, true)
        // Glows, halos and other unlit helpers drawn without depth are not surfaces.
        .filter((hit) => hit.object.visible && (hit.object as { isMesh?: boolean }).isMesh === true)
    );
  };

  return {
    pick: (clientX, clientY) => {
      aim(clientX, clientY);
      const hit = hits()[0];
      if (!hit) return null;
      for (let o: Object3D | null = hit.object; o; o = o.parent) if (o.userData.itemId !== undefined) return o.userData.itemId as string;
      return ownerPropOf(hit.object);
    },
    surfaceAt: (clientX, clientY, ignoreId) => {
      aim(clientX, clientY);
      const hit = hits().find((h) => !ignoreId || ownerPropOf(h.object) !== ignoreId);
      if (!hit?.face) return null;
      const normal = hit.face.normal.clone().transformDirection(hit.object.matrixWorld);
      if (normal.dot(raycaster.ray.direction) > 0) normal.negate();
      return { point: plain(hit.point), normal: plain(normal) };
    },
    levelAt: (clientX, clientY, height) => {
      aim(clientX, clientY);
      const point = raycaster.ray.intersectPlane(new Plane(new Vector3(0, 1, 0), -height), new Vector3());
      return point ? plain(point) : null;
    },
  };
}
