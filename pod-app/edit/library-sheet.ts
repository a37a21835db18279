/**
 * The 'Add props' part of the editor's sheet: the prop library's families as a row of toggle
 * buttons, each family's props as cards (thumbnail and name), and a search box that filters by
 * name across every family. A family's module loads when its props are shown; thumbnails are
 * rendered on demand (props/thumbnail.ts), one a frame, as their cards scroll into view.
 */
import type { WebGLRenderer } from 'three';
import { propCatalogue, propFamilies, type PropEntry, type PropFamilyId, type PropId } from '../../shared/prop-catalogue.ts';
import { loadFactory } from '../props/registry.ts';
import { propThumbnail } from '../props/thumbnail.ts';
import { h } from '../ui/dom.ts';
import { keyHelp } from './keys.ts';

/** The props whose name holds every word of the query (any case, accents ignored), in catalogue order. */
export function searchProps(query: string, family: PropFamilyId): PropEntry[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return propCatalogue.filter((p) => p.family === family);
  return propCatalogue.filter((p) => words.every((word) => fold(p.name).includes(word)));
}

export function createLibrarySheet(options: { renderer: WebGLRenderer; onPick: (id: PropId) => void }) {
  let family: PropFamilyId = propFamilies[0].id;
  const search = h('input', { id: 'prop-search', type: 'search', placeholder: 'Search props', autocomplete: 'off', enterkeyhint: 'search' });
  const familyButtons = propFamilies.map((f) =>
    h(
      'button',
      {
        type: 'button',
        'aria-pressed': 'false',
        onClick: () => {
          family = f.id;
          search.value = '';
          render();
        },
      },
      f.name,
    ),
  );
  const grid = h('ul', { className: 'prop-grid', 'aria-label': 'Props' });
  const empty = h('p', { className: 'empty', role: 'status' });
  const element = h(
    'div',
    { className: 'library', id: 'prop-library' },
    h('label', { for: 'prop-search', className: 'visually-hidden' }, 'Search props'),
    search,
    h('div', { className: 'families', role: 'group', 'aria-label': 'Families' }, ...familyButtons),
    empty,
    grid,
    h('p', { className: 'key-help' }, keyHelp),
  );
  search.addEventListener('input', () => render());

  // Thumbnails: rendered one a frame for the cards that have scrolled into view.
  const waiting: { id: PropId; img: HTMLImageElement }[] = [];
  let drawing = false;
  const drawNext = () => {
    const next = waiting.shift();
    if (!next) {
      drawing = false;
      return;
    }
    void loadFactory(next.id)
      .then((factory) => {
        next.img.src = propThumbnail(factory, options.renderer, 96);
      })
      .catch(() => undefined)
      .finally(() => requestAnimationFrame(drawNext));
  };
  const seen =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const card = entry.target as HTMLElement;
              seen?.unobserve(card);
              waiting.push({ id: card.dataset.propId as PropId, img: card.querySelector('img')! });
            }
            if (!drawing && waiting.length > 0) {
              drawing = true;
              requestAnimationFrame(drawNext);
            }
          },
          { root: grid, rootMargin: '64px' },
        );

  function render() {
    const query = search.value.trim();
    familyButtons.forEach((button, i) => button.setAttribute('aria-pressed', String(!query && propFamilies[i]!.id === family)));
    const found = searchProps(query, family);
    empty.textContent = found.length === 0 ? `No props match '${query}'` : '';
    seen?.disconnect();
    waiting.length = 0;
    grid.replaceChildren(
      ...found.map((entry) => {
        const card = h(
          'button',
          { type: 'button', className: 'prop-card', 'data-prop-id': entry.id, onClick: () => options.onPick(entry.id) },
          h('img', { alt: '', width: 72, height: 72, decoding: 'async' }),
          h('span', {}, entry.name),
        );
        seen?.observe(card);
        return h('li', {}, card);
      }),
    );
  }

  render();
  return {
    element,
    /** Re-observes the cards (the sheet was hidden: nothing intersected). */
    shown: () => render(),
  };
}
