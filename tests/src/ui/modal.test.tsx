// @vitest-environment jsdom
/**
 * The one base of modal surfaces (src/ui/Modal.tsx), through its two shapes, Dialog and
 * BottomSheet: focus moves in, Tab stays inside, Escape dismisses where allowed, the backdrop
 * closes a sheet, focus goes back to the opener; modal and named by its title. jsdom has no
 * showModal(): the platform stand-in only sets `open`, so what is checked here is the base's own
 * doing, not the browser's (e2e covers the real <dialog>).
 */
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { BottomSheet } from '../../../src/ui/BottomSheet.tsx';
import { Dialog } from '../../../src/ui/Dialog.tsx';

beforeAll(installJsdomPlatform);
afterEach(cleanup);

/** 'Open' opens a dialog with two buttons; `dismissible` gives it an onClose (Escape). */
function DialogHarness({ dismissible = true, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Leave the chat?"
        onClose={dismissible ? close : undefined}
        actions={
          <>
            <button type="button" onClick={close}>
              Leave
            </button>
            <button type="button" onClick={close}>
              Stay
            </button>
          </>
        }
      >
        <p>You can come back later.</p>
      </Dialog>
    </>
  );
}

function SheetHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <BottomSheet
        open={open}
        title="Pick someone"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {/* A control that uses Escape itself (as a suggestion list does): the sheet leaves it be. */}
        <input aria-label="Name" onKeyDown={(event) => event.key === 'Escape' && event.currentTarget.value && event.preventDefault()} />
        <button type="button">Ada</button>
      </BottomSheet>
    </>
  );
}

/** Opens the harness's surface the way a person does: focus on 'Open', then a press. */
function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('modal surfaces (Dialog and BottomSheet on one base)', () => {
  it('is a modal dialog named by its title', () => {
    render(<DialogHarness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Leave the chat?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus in on opening: to the first control', () => {
    render(<DialogHarness />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave' }));
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last', () => {
    render(<DialogHarness />);
    open();
    const [first, last] = [screen.getByRole('button', { name: 'Leave' }), screen.getByRole('button', { name: 'Stay' })];
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // Between the two ends, Tab is the browser's own.
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  });

  it('closes on Escape where it may be dismissed, and gives focus back to the button that opened it', () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    const opener = open();
    screen.getByRole('button', { name: 'Stay' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the opener when a button inside closes it', () => {
    render(<DialogHarness />);
    const opener = open();
    const leave = screen.getByRole('button', { name: 'Leave' });
    leave.focus();
    fireEvent.click(leave);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape when it asks a question that must be answered (no onClose), and keeps the browser from closing it', () => {
    render(<DialogHarness dismissible={false} />);
    open();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Escape' })).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Leave the chat?' })).toBeTruthy();
  });

  it('closes a sheet on a press on the backdrop, not on a press inside it', () => {
    const onClose = vi.fn();
    render(<SheetHarness onClose={onClose} />);
    open();
    const sheet = screen.getByRole('dialog', { name: 'Pick someone' });
    fireEvent.click(screen.getByRole('heading', { name: 'Pick someone' }));
    fireEvent.click(sheet.firstElementChild!);
    expect(onClose).not.toHaveBeenCalled();
    // The <dialog> itself is hit only outside its content box: on the dimmed page.
    fireEvent.click(sheet);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to a control inside that uses it, and closes on it otherwise', () => {
    const onClose = vi.fn();
    render(<SheetHarness onClose={onClose} />);
    const opener = open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Ad' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });
});
