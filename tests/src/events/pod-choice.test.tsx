// @vitest-environment jsdom
/**
 * The pictures of 'Select your Pod' (src/features/events/PodChoice.tsx) load by where they are on
 * the first screen (src/ui/image-loading.ts): the first is asked for ahead of everything; those
 * further down wait, and are asked for behind the first screen's, so they do not hold its largest
 * paint back (Lighthouse counts every high-priority picture that came before it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PodChoice } from '../../../src/features/events/PodChoice.tsx';

afterEach(cleanup);

const pods = ['Cabin', 'Garden', 'Studio', 'Runway', 'Greenhouse', 'Classroom'].map((postName, i) => ({
  postId: `p${i}`,
  postName,
  postDisplayImage: `/media/templates/${postName.toLowerCase()}.webp`,
}));

describe('PodChoice', () => {
  // Two rows of two: the grid starts near the foot of a phone's first screen, and its second row
  // comes into it as the form settles, so neither waits behind the rest.
  it('asks for the first picture first and those below its first two rows last, when they near it', () => {
    render(<PodChoice pods={pods} selected="p0" onSelect={() => {}} invalid={false} />);
    const pictures = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.querySelector('img')!);
    const loading = pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', 'low'],
      ['lazy', 'low'],
    ]);
  });
});
