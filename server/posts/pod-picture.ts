/**
 * A picture of the real Pod (issue 48 item 1): the owner's pod app renders the Pod's arrival view
 * and uploads it, and it stands for the Pod wherever the Pod is shown (feed cards, rows, profile
 * grids, the share preview's og:image) in place of the template's stock picture. Only a PNG, WebP
 * or JPEG render is taken, landscape 4:3 (within 2%) and between 640×480 and 2048×1536; it is
 * re-encoded to WebP at each of POD_PICTURE_WIDTHS, and the post keeps the widest as
 * `postDisplayImage` and all of them as a ready `srcset` (`postDisplayImageSet`). Changing the
 * Pod's template brings back the template's picture (repository.ts updatePost).
 */
import type { Db } from '../db/database.ts';
import type { BlobStore } from '../blobs/store.ts';
import { httpError } from '../http/errors.ts';
import { storeImageWidths } from '../uploads/images.ts';

export const POD_PICTURE_MAX_BYTES = 3 * 1024 * 1024;
export const POD_PICTURE_TOO_LARGE = 'Pod pictures must be 3 MB or smaller.';
export const POD_PICTURE_SIZE = 'A Pod picture must be a 4:3 picture between 640×480 and 2048×1536.';
export const POD_PICTURE_WIDTHS = [240, 480, 960] as const;

const ASPECT = 4 / 3;
const ASPECT_TOLERANCE = 0.02;
const SMALLEST = { width: 640, height: 480 };
const LARGEST = { width: 2048, height: 1536 };
const FORMATS: ReadonlySet<string> = new Set(['png', 'webp', 'jpeg']);

function checkSize({ width, height }: { width: number; height: number }) {
  const fourByThree = Math.abs(width / height / ASPECT - 1) <= ASPECT_TOLERANCE;
  const within = width >= SMALLEST.width && height >= SMALLEST.height && width <= LARGEST.width && height <= LARGEST.height;
  if (!fourByThree || !within) throw httpError(400, POD_PICTURE_SIZE);
}

/** Stores the render at every width and makes it the Pod's picture (one update); answers what the post now shows. */
export async function setPodPicture(db: Db, blobs: BlobStore, postId: string, bytes: Buffer) {
  const urls = await storeImageWidths(blobs, bytes, { widths: POD_PICTURE_WIDTHS, aspect: ASPECT, formats: FORMATS, checkSize });
  const picture = {
    postDisplayImage: urls.at(-1)!,
    postDisplayImageSet: urls.map((url, i) => `${url} ${POD_PICTURE_WIDTHS[i]}w`).join(', '),
  };
  await db.kysely.updateTable('posts').set(picture).where('postId', '=', postId).execute();
  return picture;
}
