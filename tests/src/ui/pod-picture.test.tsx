// @vitest-environment jsdom
/**
 * Issue 48 item 1: a Pod with its own picture is shown in the size the screen needs (its three
 * widths as a srcset); a Pod still on its template's stock picture has that one picture only.
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PodPicture } from '../../../src/ui/PodPicture.tsx';

afterEach(cleanup);

const own = {
  postDisplayImage: '/media/uploads/c.webp',
  postDisplayImageSet: '/media/uploads/a.webp 240w, /media/uploads/b.webp 480w, /media/uploads/c.webp 960w',
};

it("offers the Pod's own picture in its three widths, for the width it shows at", () => {
  const { container } = render(<PodPicture pod={own} width={112} height={84} place="below" />);
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe(own.postDisplayImage);
  expect(img.getAttribute('srcset')).toBe(own.postDisplayImageSet);
  expect(img.getAttribute('sizes')).toBe('112px');
  expect(img.getAttribute('loading')).toBe('lazy');
});

it('says how wide a picture shows when the screen says so (a feed card spans a phone)', () => {
  const { container } = render(<PodPicture pod={own} width={480} height={360} place="largest" sizes="(max-width: 640px) 100vw, 480px" />);
  expect(container.querySelector('img')!.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 480px');
});

it("shows a template's stock picture alone", () => {
  const { container } = render(
    <PodPicture pod={{ postDisplayImage: '/media/templates/cafe-corner.webp', postDisplayImageSet: null }} width={180} height={135} place="below" />,
  );
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/media/templates/cafe-corner.webp');
  expect(img.hasAttribute('srcset')).toBe(false);
  expect(img.hasAttribute('sizes')).toBe(false);
});
