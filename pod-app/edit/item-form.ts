/**
 * The selected media item's details in the editor's sheet: its address (or text and colour) and
 * exact position, applied together; a picture or video frame can also take a file from the device. Props have no details here: they are moved on the canvas, with
 * the toolbar or with keys.
 */
import { kindNames } from '../content.ts';
import { h } from '../ui/dom.ts';
import * as E from './editor-state.ts';
import { urlProblem } from './url-rules.ts';
import { deviceMediaControl } from './device-media.ts';

interface Uploads {
  upload: (kind: 'image' | 'video', file: File) => Promise<string>;
  status: (text: string, error?: boolean) => void;
}

export function createItemForm(state: () => E.EditorState, apply: (next: E.EditorState) => void, uploads: Uploads) {
  const form = h('form', { className: 'item-form', 'aria-label': 'Selected item details', novalidate: true });

  function render() {
    const item = E.selectedItem(state());
    if (!item) {
      delete form.dataset.itemId;
      const { items, props } = state().content;
      form.replaceChildren(
        h(
          'p',
          {},
          items.length + props.length
            ? 'Tap an item or a prop to select it, or pick one above.'
            : 'Add a picture, a video, a web page, a 3D model or text, or props from the library.',
        ),
      );
      return;
    }
    if (form.dataset.itemId === item.id && form.dataset.version === JSON.stringify(item)) return;
    form.dataset.itemId = item.id;
    form.dataset.version = JSON.stringify(item);
    const problem = h('p', { className: 'problem', role: 'alert' });
    const number = (label: string, value: number) =>
      h('input', { type: 'number', step: '0.1', inputmode: 'decimal', 'aria-label': `Position ${label}`, value: String(value) });
    const px = number('x', item.position.x);
    const py = number('y', item.position.y);
    const pz = number('z', item.position.z);
    const fields: HTMLElement[] = [];
    let read: () => { url?: string; text?: string; color?: string } | null;
    if (item.kind === 'text') {
      const text = h('textarea', { rows: 2, maxlength: 500 }, item.text);
      const color = h('input', { type: 'color', value: item.color });
      fields.push(h('label', {}, 'Text', text), h('label', {}, 'Colour', color));
      read = () => ({ text: text.value, color: color.value });
    } else {
      const url = h('input', {
        type: 'text',
        inputmode: 'url',
        autocomplete: 'off',
        placeholder: 'https://',
        value: item.url,
        'aria-describedby': 'url-problem',
      });
      problem.id = 'url-problem';
      fields.push(
        h(
          'label',
          {},
          item.kind === 'embed'
            ? 'Web page address'
            : item.kind === 'model'
              ? 'glTF model address (.glb, .gltf)'
              : `${item.kind === 'image' ? 'Picture' : 'Video'} address`,
          url,
        ),
      );
      const kind = item.kind;
      if (kind === 'image' || kind === 'video') {
        // From the device as well as by address: the uploaded file's address goes into the frame at once.
        fields.push(
          deviceMediaControl({
            kind,
            upload: (file) => uploads.upload(kind, file),
            onUploaded: (address) => apply(E.update(state(), item.id, { url: address })),
            onStatus: uploads.status,
          }),
        );
      }
      read = () => {
        const message = urlProblem(item.kind, url.value);
        problem.textContent = message ?? '';
        url.setAttribute('aria-invalid', String(Boolean(message)));
        return message ? null : { url: url.value.trim() };
      };
    }
    form.onsubmit = (event) => {
      event.preventDefault();
      const patch = read();
      if (!patch) return;
      let next = E.update(state(), item.id, patch);
      const position = { x: Number(px.value), y: Number(py.value), z: Number(pz.value) };
      const current = E.selectedItem(next)!;
      if ([position.x, position.y, position.z].every(Number.isFinite))
        next = E.transform(next, item.id, { position, rotation: current.rotation, scale: current.scale });
      apply(next);
    };
    form.replaceChildren(
      ...fields,
      problem,
      h(
        'div',
        { className: 'row' },
        h('fieldset', { className: 'position' }, h('legend', {}, 'Position (m)'), ...[px, py, pz].map((input, i) => h('label', {}, 'xyz'[i]!, input))),
        h('button', { type: 'submit', className: 'primary' }, 'Apply'),
      ),
    );
  }

  return { element: form, render };
}

export const unfinishedMessage = (state: E.EditorState) =>
  `Add an address to: ${E.unfinishedItems(state)
    .map((item) => kindNames[item.kind].toLowerCase())
    .join(', ')}.`;
