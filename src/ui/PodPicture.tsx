import { imageLoading, type ImagePlace } from './image-loading.ts';

/** What a Pod's picture needs: its picture, and the sizes it was kept in when it is its own. */
export interface PictureOfPod {
  postDisplayImage: string;
  /** The owner's own picture (the arrival view drawn at their last save) in 240, 480 and 960 wide; null for a template's stock picture. */
  postDisplayImageSet?: string | null;
}

/**
 * A Pod's picture, wherever a Pod appears (issue 48 item 1): its own picture in the size the screen
 * needs (`sizes`: how wide it shows; the box's `width` when not given), or its template's stock one.
 */
export function PodPicture({
  pod,
  width,
  height,
  place,
  sizes,
  alt = '',
  className,
}: {
  pod: PictureOfPod;
  width: number;
  height: number;
  place: ImagePlace;
  sizes?: string;
  alt?: string;
  className?: string;
}) {
  const set = pod.postDisplayImageSet ?? undefined;
  return (
    <img
      className={className}
      src={pod.postDisplayImage}
      srcSet={set}
      sizes={set && (sizes ?? `${width}px`)}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(place)}
    />
  );
}
