/** The small rules of messaging that live outside the chat machine: names, sizes, attachments, the list sounds' throttle and how pages merge. */
import { describe, expect, it } from 'vitest';
import { mergeMessages, type ChatMessage } from '../../../machines/chat.ts';
import { attachmentProblem, NOT_AN_IMAGE, FILE_NOT_ACCEPTED, TOO_LARGE } from '../../../src/features/messages/attachment-rules.ts';
import { displayName, fileSize, previewLine } from '../../../src/features/messages/format.ts';
import { SCROLL_SOUND_THROTTLE_MS, tickAllowed } from '../../../src/lib/ui-sounds.ts';

describe('names, sizes and previews', () => {
  it('names a person by display name, then username, then Someone', () => {
    expect(displayName({ userDisplayName: 'Zoe', userName: 'zoe' })).toBe('Zoe');
    expect(displayName({ userDisplayName: '', userName: 'zoe' })).toBe('zoe');
    expect(displayName({ userDisplayName: null, userName: null })).toBe('Someone');
  });

  it('reads file sizes in KB (at least 1) and MB with one decimal', () => {
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(200 * 1024)).toBe('200 KB');
    expect(fileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });

  it("puts 'You: ' before your own last message", () => {
    expect(previewLine({ fromMe: true, preview: 'Photo' })).toBe('You: Photo');
    expect(previewLine({ fromMe: false, preview: 'Hi' })).toBe('Hi');
  });
});

describe('attachments', () => {
  it('takes images in the picture picker and .pdf/.doc/.docx/.txt in the file picker, each up to 10 MB', () => {
    expect(attachmentProblem({ name: 'a.png', size: 10, type: 'image/png' }, 'image')).toBeNull();
    expect(attachmentProblem({ name: 'a.txt', size: 10, type: 'text/plain' }, 'image')).toBe(NOT_AN_IMAGE);
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.txt']) expect(attachmentProblem({ name, size: 10, type: '' }, 'file')).toBeNull();
    expect(attachmentProblem({ name: 'run.exe', size: 10, type: '' }, 'file')).toBe(FILE_NOT_ACCEPTED);
    expect(attachmentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024, type: '' }, 'file')).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1, type: '' }, 'file')).toBe(TOO_LARGE);
    expect(attachmentProblem({ name: 'a.jpg', size: 11 * 1024 * 1024, type: 'image/jpeg' }, 'image')).toBe(TOO_LARGE);
  });
});

describe('list sounds', () => {
  it('plays the scroll tick at most once per 100 ms', () => {
    expect(SCROLL_SOUND_THROTTLE_MS).toBe(100);
    expect(tickAllowed(1000, -Infinity)).toBe(true);
    expect(tickAllowed(1099, 1000)).toBe(false);
    expect(tickAllowed(1100, 1000)).toBe(true);
  });
});

describe('merging a fresh page into the chat', () => {
  const message = (over: Partial<ChatMessage>): ChatMessage => ({
    messageId: null,
    clientMessageId: 'x',
    fromMe: true,
    content: '',
    createdAt: 0,
    read: false,
    ...over,
  });

  it('lets the server copy replace a pending one, keeps other pending ones last, and marks yours read up to the mark', () => {
    const current = [
      message({ messageId: 1, clientMessageId: 'a', fromMe: false, read: true }),
      message({ clientMessageId: 'b', pending: 'sending' }),
      message({ clientMessageId: 'c', pending: 'failed' }),
    ];
    const merged = mergeMessages(
      current,
      [message({ messageId: 2, clientMessageId: 'b' }), message({ messageId: 3, clientMessageId: 'z', fromMe: false, read: true })],
      2,
    );
    expect(merged.map((m) => [m.clientMessageId, m.messageId, m.read, m.pending ?? null])).toEqual([
      ['a', 1, true, null],
      ['b', 2, true, null],
      ['z', 3, true, null],
      ['c', null, false, 'failed'],
    ]);
  });
});
