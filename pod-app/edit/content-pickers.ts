/**
 * The editor's two pickers (./editor-view.ts places them): the item picker, listing the Pod's
 * media items and props to select one without pointing, and the ambient sound picker, the
 * catalogue's sounds plus the Pod's own when it is not one of them. `render` lists what the
 * content holds; a choice is forwarded, nothing is kept here but the sound last shown.
 */
import { kindNames, propLabels, type AmbientSound, type PodContent } from '../content.ts';
import { soundCatalogue } from '../sound.ts';
import { h } from '../ui/dom.ts';

export function createContentPickers(actions: { select(id: string | null): void; sound(sound: AmbientSound | null): void }) {
  let current: AmbientSound | null = null;
  const item = h('select', { id: 'item-picker', onChange: () => actions.select(item.value || null) });
  const sound = h('select', {
    id: 'sound-picker',
    onChange: () => actions.sound(soundCatalogue.find((s) => s.soundId === sound.value) ?? (sound.value === '' ? null : current)),
  });

  function render(content: PodContent, selectedId: string | null) {
    const names = propLabels(content.props);
    item.replaceChildren(
      h('option', { value: '' }, content.items.length + content.props.length ? 'None selected' : 'No items yet'),
      ...content.items.map((i, n) => h('option', { value: i.id }, `${n + 1}. ${kindNames[i.kind]}`)),
      ...content.props.map((p) => h('option', { value: p.id }, names.get(p.id)!)),
    );
    item.value = selectedId ?? '';
    current = content.sound;
    const own = current;
    const choices = [...soundCatalogue, ...(own && !soundCatalogue.some((s) => s.soundId === own.soundId) ? [own] : [])];
    sound.replaceChildren(h('option', { value: '' }, 'No sound'), ...choices.map((s) => h('option', { value: s.soundId }, s.soundName)));
    sound.value = own?.soundId ?? '';
  }

  return { item, sound, render };
}
