// @vitest-environment jsdom
/**
 * The host's 'Main screen' sheet (issue 48 item 4): it lists 'Nothing' and the Pod's pictures,
 * videos and web pages as buttons, the one showing pressed and focused; a choice is sent and closes
 * the sheet, focus back on 'Main screen'; a refusal is said in the sheet, which stays open.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScreenSheet } from '../../pod-app/live/ui/screen-sheet.ts';
import { installModalDialogs } from './support/room.ts';

beforeAll(installModalDialogs);
afterEach(() => document.body.replaceChildren());

const choices = [
  { itemId: 'pic-1', label: 'Picture 1' },
  { itemId: 'page-1', label: 'Web page: slides.example.test' },
];

function sheetWith(choose: (itemId: string | null) => Promise<unknown>, current: string | null = null, items = choices) {
  const sheet = createScreenSheet({ choices: () => items, current: () => current, choose });
  document.body.append(sheet.button, sheet.dialog);
  sheet.button.click();
  const buttons = () => [...sheet.dialog.querySelectorAll<HTMLButtonElement>('.screen-choice')];
  return { sheet, buttons, named: (name: string) => buttons().find((b) => b.textContent === name)! };
}

describe("the host's Main screen sheet", () => {
  it("lists Nothing and the Pod's items, the one showing pressed and focused", () => {
    const { sheet, buttons, named } = sheetWith(async () => undefined, 'page-1');
    expect(sheet.dialog.open).toBe(true);
    expect(sheet.dialog.getAttribute('aria-labelledby')).toBe('screen-title');
    expect(buttons().map((b) => b.textContent)).toEqual(['Nothing', 'Picture 1', 'Web page: slides.example.test']);
    expect(buttons().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(document.activeElement).toBe(named('Web page: slides.example.test'));
  });

  it('sends the choice, closes and gives focus back to Main screen', async () => {
    const choose = vi.fn(async () => undefined);
    const { sheet, named } = sheetWith(choose);
    named('Picture 1').click();
    expect(choose).toHaveBeenCalledWith('pic-1');
    await vi.waitFor(() => expect(sheet.dialog.open).toBe(false));
    expect(document.activeElement).toBe(sheet.button);
  });

  it('says a refusal in the sheet and stays open', async () => {
    const { sheet, named } = sheetWith(async () => {
      throw new Error('That is not a picture, video or web page saved in this Pod.');
    }, 'pic-1');
    named('Nothing').click();
    await vi.waitFor(() =>
      expect(sheet.dialog.querySelector('[role="alert"]')!.textContent).toBe('Not shown: That is not a picture, video or web page saved in this Pod.'),
    );
    expect(sheet.dialog.open).toBe(true);
    expect(named('Nothing').disabled).toBe(false);
  });

  it('tells an owner with nothing to show how to add something', () => {
    const { sheet, buttons } = sheetWith(async () => undefined, null, []);
    expect(buttons().map((b) => b.textContent)).toEqual(['Nothing']);
    expect(sheet.dialog.querySelector<HTMLElement>('.screen-empty')!.hidden).toBe(false);
  });
});
