/**
 * The editor's sheet: a bar (a handle that collapses and expands it, 'Add props' and 'Details')
 * over its body. On phones it is a bottom sheet that collapses to the bar so the scene stays in
 * sight (styles.css); on wide screens a side panel.
 */
import { h } from '../ui/dom.ts';

export type SheetView = 'library' | 'details';

export function createSheet(views: Record<SheetView, HTMLElement>, onOpen: (view: SheetView) => void) {
  let expanded = true;
  let view: SheetView = 'details';
  const button = (label: string, onClick: () => void, attrs: Record<string, string>) =>
    h('button', { type: 'button', onClick, 'aria-controls': 'sheet-body', ...attrs }, label);
  const open = (next: SheetView) => {
    view = next;
    expanded = true;
    render();
    onOpen(next);
  };
  const handle = button(
    '',
    () => {
      expanded = !expanded;
      render();
    },
    { className: 'handle', 'aria-label': 'Editor panel' },
  );
  const tabs = {
    library: button('Add props', () => open('library'), { 'aria-pressed': 'false' }),
    details: button('Details', () => open('details'), { 'aria-pressed': 'false' }),
  };
  const body = h('div', { className: 'sheet-body', id: 'sheet-body' }, views.library, views.details);
  const element = h(
    'section',
    { className: 'panel sheet', 'aria-labelledby': 'editor-heading' },
    h('h2', { id: 'editor-heading', className: 'visually-hidden' }, 'Edit your Pod'),
    h('div', { className: 'sheet-head' }, handle, tabs.library, tabs.details),
    body,
  );

  function render() {
    element.closest('.editor')?.classList.toggle('collapsed', !expanded);
    handle.setAttribute('aria-expanded', String(expanded));
    body.hidden = !expanded;
    for (const name of ['library', 'details'] as const) {
      tabs[name].setAttribute('aria-pressed', String(view === name));
      views[name].hidden = view !== name;
    }
  }

  render();
  return {
    element,
    render,
    /** Down to its bar (after placing a prop: the scene is what matters then). */
    collapse: () => {
      expanded = false;
      render();
    },
  };
}
