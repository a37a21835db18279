// @vitest-environment jsdom
/**
 * Issue 19, item 12: /create-account keeps what was typed across a reload (a draft in the tab's
 * storage), and forgets it once the account is made.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
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
