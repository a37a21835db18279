/** Whether an object is inside the camera's view now (its bounds against the view's frustum; walls in between are not looked at). */
import { Frustum, Matrix4, type Camera, type Object3D } from 'three';

export function createViewCheck(camera: Camera) {
  const frustum = new Frustum();
  const matrix = new Matrix4();
  return (object: Object3D) => {
    camera.updateMatrixWorld();
    frustum.setFromProjectionMatrix(matrix.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse));
    object.updateWorldMatrix(true, false);
    return frustum.intersectsObject(object);
  };
}
