/**
 * A new user's first Pod (spec §9): a starter video frame, an ambient sound placeholder, pod type
 * 'Personal', named "{displayName}'s Pod" (or 'Untitled'), public, on the chosen template.
 */
export const POD_TITLE_MAX = 20;

const v = (x: number, y: number, z: number) => ({ x, y, z });

export function defaultPodName(displayName: string | null | undefined) {
  const name = displayName?.trim();
  if (!name) return 'Untitled';
  const full = `${name}'s Pod`;
  return full.length <= POD_TITLE_MAX ? full : 'Untitled';
}

export function defaultPod(podId: string, displayName: string | null | undefined) {
  return {
    postType: 'public' as const,
    postName: defaultPodName(displayName),
    postDescription: '',
    postTags: [],
    postSubTag: 'Personal' as const,
    podId,
    postAssets: {
      frames: [
        {
          frameId: 'starter-video',
          slotId: 'frame-1',
          frameType: 'video' as const,
          frameUrl: '/media/walkthrough.mp4',
          position: v(0, 2, 0),
          rotation: v(0, 0, 0),
          scale: v(2.4, 1.35, 1),
        },
      ],
      iframes: [],
      Assets3d: [],
      ambientSound: {
        soundId: 'ambient-placeholder',
        soundSize: 0,
        soundName: 'Ambient sound',
        soundDescription: 'Pick a sound for your Pod in the editor.',
        soundUrl: null,
      },
      textures: [],
      textAssets: [],
    },
  };
}
