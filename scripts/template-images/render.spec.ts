/**
 * One render of each template as a new Pod on it looks (no media yet), the controls hidden,
 * written to $TEMPLATE_RENDERS/<podId>.png: 800×600 for the preview images (`npm run
 * template-images`), or at phone size with TEMPLATE_VIEW=phone (`npm run template-shots`).
 */
import { test } from '@playwright/test';
import { join } from 'node:path';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { openTemplate, PHONE, shootTemplate, templateOwner } from './harness.ts';

const out = process.env.TEMPLATE_RENDERS ?? '/tmp/pods-template-renders';
test.use({ viewport: process.env.TEMPLATE_VIEW === 'phone' ? PHONE : { width: 800, height: 600 } });

test('render every template', async ({ page }) => {
  const owner = await templateOwner(page, 'template.images@example.test', 'Templates');
  for (const { podId } of templateCatalogue) {
    await openTemplate(page, owner, podId);
    // Let the image-based light settle into a frame.
    await page.waitForTimeout(1000);
    await shootTemplate(page, join(out, `${podId}.png`));
    console.log(`rendered ${podId}`);
  }
});
