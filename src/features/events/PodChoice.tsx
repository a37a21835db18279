import { css } from '@linaria/core';
import { placeInList } from '../../ui/image-loading.ts';
import { PodPicture, type PictureOfPod } from '../../ui/PodPicture.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  border: 0;
  margin: 0;
  padding: 0;
  label {
    display: grid;
    gap: 6px;
    padding: 6px;
    border: 2px solid var(--border);
    border-radius: 12px;
    cursor: pointer;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    border-color: var(--accent);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
  }
`;

/** 'Select your Pod': the host's own Pods as a radio group (image and name; the chosen one highlighted). */
export function PodChoice({
  pods,
  selected,
  onSelect,
  invalid,
}: {
  pods: ({ postId: string; postName: string } & PictureOfPod)[];
  selected: string | null;
  onSelect: (postId: string) => void;
  invalid: boolean;
}) {
  return (
    <div className={grid} role="radiogroup" aria-labelledby="select-pod-label" aria-invalid={invalid}>
      {pods.map((pod, index) => (
        <label key={pod.postId}>
          <input type="radio" name="event-pod" value={pod.postId} checked={selected === pod.postId} onChange={() => onSelect(pod.postId)} />
          <PodPicture pod={pod} width={160} height={120} place={placeInList(index, 4)} />
          {pod.postName}
        </label>
      ))}
    </div>
  );
}
