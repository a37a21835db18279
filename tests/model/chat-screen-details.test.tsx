// @vitest-environment jsdom
/**
 * Details of the /chat/{userId} screen that the chat chart does not model: Shift+Enter and an empty
 * draft, marking read and scrolling, closing the options menu, refused attachments. They keep the
 * model suite's name ('chat model') and its setup; the model test itself is chat.test.tsx, the
 * screen and its drivers support/chat-screen.tsx.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { api, eventually, events, LOADED, log, mount, sendButton, textbox, unmountChat } from './support/chat-screen.tsx';

describe('chat model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(unmountChat);

  it('sends nothing when the text is empty after trimming and nothing is attached; Shift+Enter is a new line', async () => {
    await mount();
    await events['xstate.done.actor.load']({ output: LOADED });
    fireEvent.change(textbox(), { target: { value: '   ' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    fireEvent.change(textbox(), { target: { value: 'Two\nlines' } });
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    await act(async () => {});
    expect(api.calls.filter((c) => c.operation === 'SendMessage')).toHaveLength(0);
    expect(textbox().value).toBe('Two\nlines');
  });

  it('tells the server what Zoe sent is seen, and scrolls to the newest message (smoothly after the first time)', async () => {
    const scrolls: ScrollToOptions[] = [];
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = function (options?: ScrollToOptions | number) {
      if (typeof options === 'object') scrolls.push(options);
    } as typeof HTMLElement.prototype.scrollTo;
    await mount();
    await events['xstate.done.actor.load']({ output: LOADED });
    await eventually(() => expect(api.calls.filter((c) => c.operation === 'MarkChatRead')).toHaveLength(1));
    await eventually(() => expect(scrolls.map((s) => s.behavior)).toEqual(['auto']));
    fireEvent.change(textbox(), { target: { value: 'On my way' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await eventually(() => expect(scrolls.map((s) => s.behavior)).toEqual(['auto', 'smooth']));
    HTMLElement.prototype.scrollTo = original;
  });

  it('closes the options menu on Escape (focus back on its button) and on a click outside', async () => {
    await mount();
    await events['xstate.done.actor.load']({ output: LOADED });
    const options = screen.getByRole('button', { name: 'Chat options for Zoe' });
    fireEvent.click(options);
    expect(screen.getByRole('button', { name: 'Delete chat' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await eventually(() => expect(screen.queryByRole('button', { name: 'Delete chat' })).toBeNull());
    expect(document.activeElement).toBe(options);
    fireEvent.click(options);
    fireEvent.pointerDown(log());
    await eventually(() => expect(screen.queryByRole('button', { name: 'Delete chat' })).toBeNull());
  });

  it('refuses a picture that is not an image and a file over 10 MB, saying why', async () => {
    await mount();
    await events['xstate.done.actor.load']({ output: LOADED });
    fireEvent.change(document.getElementById('chat-image')!, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await screen.findByText('Only image files are allowed.');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(document.getElementById('chat-file')!, { target: { files: [big] } });
    await screen.findByText('Attachments must be 10 MB or smaller.');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
