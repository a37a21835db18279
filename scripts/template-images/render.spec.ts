/**
 * One render of each template as a new Pod on it looks (no media yet), the controls hidden,
 * written to $TEMPLATE_RENDERS/<podId>.png: 800×600 for the preview images (`npm run
 * template-images`), at phone size with TEMPLATE_VIEW=phone (`npm run template-shots`), or on a
 * desktop screen (1440×900) with TEMPLATE_VIEW=desktop. `TEMPLATE_ONLY=<podId>,…` renders only
 * those templates (while working on them).
 */
import { test } from '@playwright/test';
import { join } from 'node:path';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { openTemplate, PHONE, shootTemplate, templateOwner } from './harness.ts';

const out = process.env.TEMPLATE_RENDERS ?? '/tmp/pods-template-renders';
const views: Record<string, { width: number; height: number }> = { phone: PHONE, desktop: { width: 1440, height: 900 } };
const only = process.env.TEMPLATE_ONLY?.split(',');
test.use({ viewport: views[process.env.TEMPLATE_VIEW ?? ''] ?? { width: 800, height: 600 } });

test('render every template', async ({ page }) => {
  const owner = await templateOwner(page, 'template.images@example.test', 'Templates');
  for (const { podId } of templateCatalogue.filter((t) => !only || only.includes(t.podId))) {
    await openTemplate(page, owner, podId);
    // Let the image-based light settle into a frame.
    await page.waitForTimeout(1000);
    await shootTemplate(page, join(out, `${podId}.png`));
    console.log(`rendered ${podId}`);
  }
});
