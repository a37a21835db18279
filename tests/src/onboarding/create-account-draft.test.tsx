// @vitest-environment jsdom
/**
 * Issue 19, item 12: /create-account keeps what was typed across a reload (a draft in the tab's
 * storage), and forgets it once the account is made. Issue 49 item 13: the server renders the
 * screen without the draft (it lives in the tab), so the app's first paint is the same and the
 * draft comes in after hydration (React error #418 otherwise).
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function open() {
  vi.resetModules();
  installFakeApi({
    CreateAccount: () => ({ createAccount: { userId: 'user-1', userName: 'ada_l', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'new' } }),
  });
  const { CreateAccountScreen } = await import('../../../src/features/onboarding/CreateAccountScreen.tsx');
  const view = render(<CreateAccountScreen />);
  await screen.findByRole('heading', { name: 'Create Account' });
  return view;
}
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

it('shows what was typed again after a reload, and forgets it once the account is made', async () => {
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const first = await open();
  fireEvent.change(field(/^Name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field(/^Username/), { target: { value: 'ada_l' } });
  fireEvent.change(field(/^Location/), { target: { value: 'London' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
  first.unmount();

  await open();
  expect(field(/^Name/).value).toBe('Ada Lovelace');
  expect(field(/^Username/).value).toBe('ada_l');
  expect(field(/^Location/).value).toBe('London');
  expect((screen.getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
  await screen.findByRole('dialog', { name: 'Account Created' });
  expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
});

it('hydrates the server-rendered screen without a mismatch, then shows the draft', async () => {
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.resetModules();
  installFakeApi({});
  const { CreateAccountScreen } = await import('../../../src/features/onboarding/CreateAccountScreen.tsx');
  // The server's rendering: the person's session, no draft (the tab's storage is not sent).
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<CreateAccountScreen />);
  sessionStorage.setItem('draft:create-account', JSON.stringify({ name: 'Ada Lovelace', username: 'ada_l', location: 'London', profileType: 'private' }));
  const mismatches = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () => hydrateRoot(container, <CreateAccountScreen />, { onRecoverableError: mismatches }));
  expect(mismatches).not.toHaveBeenCalled();
  expect(consoleError.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/hydrat|did not match/i));
  expect(field(/^Name/).value).toBe('Ada Lovelace');
  expect(field(/^Username/).value).toBe('ada_l');
  expect(field(/^Location/).value).toBe('London');
  expect((screen.getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(true);
  act(() => root.unmount());
  container.remove();
});
