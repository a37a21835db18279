import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * Issue 19 item 16: the served web app manifest has an `id` and a maskable icon, and every icon
 * it declares is served at its declared size. The maskable one keeps its picture inside the safe
 * zone (the centred circle of 40% of its size): outside that circle it is only its background,
 * so no platform mask cuts into the mark.
 */
interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest has an id and a maskable icon, each icon at its declared size', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { id?: string; start_url: string; icons: Icon[] };
  expect(manifest.id).toBe('/');
  const maskable = manifest.icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
  expect(maskable.length).toBeGreaterThan(0);

  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect({ src: icon.src, size: `${width}x${height}`, format }).toEqual({ src: icon.src, size: icon.sizes, format: 'png' });
  }

  for (const icon of maskable) {
    const { data, info } = await sharp(await (await request.get(icon.src)).body())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const background = at(0, 0);
    expect(background[3], 'a maskable icon is opaque to its edges').toBe(255);
    const centre = info.width / 2;
    let outside = 0;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= 0.4 * info.width) continue;
        if (at(x, y).some((channel, i) => Math.abs(channel - background[i]!) > 2)) outside += 1;
      }
    }
    expect(outside, `pixels of ${icon.src} outside the safe zone that are not its background`).toBe(0);
  }
});
