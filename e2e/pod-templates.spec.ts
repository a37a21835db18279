/**
 * The 24 templates (issue 18): each renders in the real app (ready, and a canvas that is not one
 * colour), and no two arrival views share their structure. Pictures are compared by where their
 * edges are (scripts/lib/image-structure.ts), not by colour, so a template that is another one
 * recoloured counts as the same place and fails; the last step proves that on a real render.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { templateCatalogue } from '../server/pods/catalogue.ts';
import { colourVariety, DISTINCT_TEMPLATES, pairDistances, structureDistance, type RgbImage } from '../scripts/lib/image-structure.ts';
import { HALF_RES_PHONE, openTemplate, shootTemplate, smallImage, templateOwner } from '../scripts/template-images/harness.ts';

/** Share of a picture that is not its most common colour, below which the canvas counts as blank. */
const MIN_VARIETY = 0.05;

test.use(HALF_RES_PHONE);

test('each of the 24 templates renders, and every pair of arrival views differs in structure', async ({ page }, testInfo) => {
  // 24 renders in a software renderer (a few seconds each on a quiet 2-core machine, a minute on a busy one).
  test.setTimeout(1_800_000);
  expect(templateCatalogue).toHaveLength(24);
  const owner = await templateOwner(page, 'templates.tour@example.test', 'Tour');
  const shots: { name: string; png: Buffer; image: RgbImage }[] = [];
  for (const { podId } of templateCatalogue) {
    await test.step(podId, async () => {
      const started = Date.now();
      await openTemplate(page, owner, podId, 90_000);
      const path = testInfo.outputPath(`template-${podId}.png`);
      const png = await shootTemplate(page, path);
      await testInfo.attach(`template-${podId}`, { path, contentType: 'image/png' });
      const image = await smallImage(png);
      expect(colourVariety(image), `${podId}: the canvas is blank`).toBeGreaterThan(MIN_VARIETY);
      shots.push({ name: podId, png, image });
      console.log(`${podId} rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  }

  const pairs = pairDistances(shots);
  const closest = pairs[0]!;
  console.log(
    `closest pair of templates: ${closest.a} and ${closest.b}, distance ${closest.distance.toFixed(3)} (must be > ${DISTINCT_TEMPLATES}); next: ${pairs
      .slice(1, 4)
      .map((p) => `${p.a}/${p.b} ${p.distance.toFixed(3)}`)
      .join(', ')}`,
  );
  expect(
    pairs.filter((p) => p.distance <= DISTINCT_TEMPLATES).map((p) => `${p.a} and ${p.b}: ${p.distance.toFixed(3)}`),
    'templates whose arrival views share their structure',
  ).toEqual([]);

  await test.step('a recoloured copy of a template counts as the same place', async () => {
    const original = shots[0]!;
    // Other hues, and the channels swapped, so light and dark surfaces trade places too.
    const path = testInfo.outputPath(`recoloured-${original.name}.png`);
    const recoloured = await sharp(original.png)
      .modulate({ hue: 150, saturation: 1.4 })
      .recomb([
        [0, 0, 1],
        [1, 0, 0],
        [0, 1, 0],
      ])
      .png()
      .toBuffer();
    await sharp(recoloured).toFile(path);
    await testInfo.attach(`recoloured-${original.name}`, { path, contentType: 'image/png' });
    const copy = await smallImage(recoloured);
    const distance = structureDistance(original.image, copy);
    console.log(`recoloured copy of ${original.name}: distance ${distance.toFixed(3)} (must be ≤ ${DISTINCT_TEMPLATES} to count as the same)`);
    expect(distance).toBeLessThanOrEqual(DISTINCT_TEMPLATES);
    // Among the 24, the pairwise check above catches the copy with its original.
    const withCopy = pairDistances([...shots, { name: 'recoloured copy', image: copy }]);
    const flagged = withCopy.filter((p) => p.distance <= DISTINCT_TEMPLATES).map((p) => [p.a, p.b].sort().join(' and '));
    expect(flagged).toContain([original.name, 'recoloured copy'].sort().join(' and '));
  });
});
