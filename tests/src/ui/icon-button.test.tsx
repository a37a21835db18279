// @vitest-environment jsdom
/** The shared icon-only button (src/ui/IconButton.tsx) and the search toggle built on it. */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IconButton } from '../../../src/ui/IconButton.tsx';
import { SearchToggle } from '../../../src/ui/SearchToggle.tsx';

afterEach(cleanup);

it('is named by its label (the icon is decorative) and is a plain button unless it submits', () => {
  render(
    <form>
      <IconButton label="Attach a file">
        <svg aria-hidden="true" />
      </IconButton>
      <IconButton type="submit" label="Send">
        <svg aria-hidden="true" />
      </IconButton>
    </form>,
  );
  expect(screen.getByRole('button', { name: 'Attach a file' }).getAttribute('type')).toBe('button');
  expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
});

it('a search toggle says whether its search box is shown, and toggles it', () => {
  const onToggle = vi.fn();
  const { rerender } = render(<SearchToggle label="Search people" open={false} onToggle={onToggle} />);
  const toggle = screen.getByRole('button', { name: 'Search people' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(<SearchToggle label="Search people" open onToggle={onToggle} />);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
});
