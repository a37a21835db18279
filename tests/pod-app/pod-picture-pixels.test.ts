/**
 * Issue 48 item 1: a Pod's picture is read back from the GPU after the draw (bottom row first,
 * premultiplied), so it is turned the right way up and laid over the room's background, where a
 * live web page's hole leaves the canvas clear.
 */
import { expect, it } from 'vitest';
import { onBackground } from '../../pod-app/world/pod-picture.ts';

it('turns the rows the right way up and lays clear and half-clear pixels over the background', () => {
  // 1×2: the bottom row (first as read) is opaque red; the top row a hole (clear).
  const read = new Uint8Array([255, 0, 0, 255, 0, 0, 0, 0]);
  expect([...onBackground(read, 1, 2, '#102030')]).toEqual([0x10, 0x20, 0x30, 255, 255, 0, 0, 255]);
  // Half-covered green (premultiplied: 128 of green at alpha 128) over white.
  expect([...onBackground(new Uint8Array([0, 128, 0, 128]), 1, 1, '#ffffff')]).toEqual([127, 255, 127, 255]);
});
