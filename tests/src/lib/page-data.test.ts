// @vitest-environment jsdom
/**
 * A signed-in page rendered by the server carries its reads and user (src/lib/page-data.ts): the
 * app starts from them only in the tab of the person it was rendered for, and only once.
 */
import { beforeEach, expect, it, vi } from 'vitest';

type PageData = typeof import('../../../src/lib/page-data.ts');
type ReadCache = typeof import('../../../src/lib/read-cache.ts');
let pageData: PageData;
let reads: ReadCache;

function pageCame(viewer: string) {
  document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify({ viewer, user: { userId: viewer, userStatus: 'complete' }, reads: { inbox: [{ conversationId: 'c1' }] } })}</script>`;
}

beforeEach(async () => {
  vi.resetModules();
  sessionStorage.clear();
  sessionStorage.setItem('userId', 'ada');
  pageData = await import('../../../src/lib/page-data.ts');
  reads = await import('../../../src/lib/read-cache.ts');
});

it("keeps the page's reads as fresh and its user for the first arrival, once", () => {
  pageCame('ada');
  pageData.adoptPageData();
  expect(reads.readAge('inbox')).toBe('fresh');
  expect(reads.keptRead('inbox')).toEqual([{ conversationId: 'c1' }]);
  expect(pageData.takePageUser()).toEqual({ value: { userId: 'ada', userStatus: 'complete' } });
  expect(pageData.takePageUser()).toBeNull();
  expect(document.getElementById('page-data')).toBeNull();
  // The screen reads it again behind the page once, so the service worker keeps it for offline use.
  expect(reads.cameWithPage('inbox')).toBe(true);
  expect(reads.cameWithPage('inbox')).toBe(false);
});

it("takes nothing from a page rendered for someone else (this tab's session is another person's)", () => {
  pageCame('bob');
  pageData.adoptPageData();
  expect(reads.readAge('inbox')).toBe('none');
  expect(pageData.takePageUser()).toBeNull();
  expect(document.getElementById('page-data')).toBeNull();
});

it('takes nothing from a page whose data is not JSON', () => {
  document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
  pageData.adoptPageData();
  expect(reads.readAge('inbox')).toBe('none');
  expect(pageData.takePageUser()).toBeNull();
});
