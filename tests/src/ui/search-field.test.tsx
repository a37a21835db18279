// @vitest-environment jsdom
/** The shared search box (src/ui/SearchField.tsx): a searchbox named by its label, reporting what is typed. */
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from '../../../src/ui/SearchField.tsx';

afterEach(cleanup);

it('is a searchbox named by its label (read out, not shown), and reports the text typed', () => {
  const onChange = vi.fn();
  render(<SearchField label="Search events by name" placeholder="Search events" value="" onChange={onChange} />);
  const box = screen.getByRole('searchbox', { name: 'Search events by name' });
  expect(screen.queryByText('Search events by name')).toBeNull();
  fireEvent.change(box, { target: { value: 'launch' } });
  expect(onChange).toHaveBeenCalledWith('launch');
});

it('with showLabel, shows its label above the box and is named by it', () => {
  render(<SearchField showLabel look="box" label="Search platforms" value="" onChange={() => {}} />);
  const box = screen.getByRole('searchbox', { name: 'Search platforms' });
  expect(screen.getByText('Search platforms').tagName).toBe('LABEL');
  expect(box.getAttribute('aria-label')).toBeNull();
});

it('reports what was typed into the server-rendered box before the app took it over', async () => {
  const onChange = vi.fn();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<SearchField label="Search by pod name" value="" onChange={() => {}} />);
  // Typed while the page had no JavaScript yet: no handler saw it.
  container.querySelector('input')!.value = 'zzzz';
  const root = await act(async () => hydrateRoot(container, <SearchField label="Search by pod name" value="" onChange={onChange} />));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('zzzz');
  act(() => root.unmount());
  container.remove();
});

it('reports nothing when it mounts with the text it shows', () => {
  const onChange = vi.fn();
  render(<SearchField label="Search by pod name" value="loft" onChange={onChange} />);
  expect(onChange).not.toHaveBeenCalled();
});
