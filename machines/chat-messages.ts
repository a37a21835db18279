/**
 * What one chat holds (machines/chat.ts): its messages, the partner, the pages read, and how a
 * page read afresh merges into what is on screen.
 */

export interface AttachmentDraft {
  name: string;
  /** The picked file, as the edge gives it (the machine never looks inside). */
  data: unknown;
}

export interface ChatMessage {
  messageId: number | null;
  clientMessageId: string;
  fromMe: boolean;
  content: string;
  createdAt: number;
  image?: { url: string; width: number; height: number } | null;
  file?: { url: string; name: string; size: number; type: string } | null;
  read: boolean;
  /** Not yet confirmed by the server: 'sending' or 'failed'. */
  pending?: 'sending' | 'failed';
  /** Attachments of a message not yet sent. */
  outgoing?: { image: AttachmentDraft | null; file: AttachmentDraft | null };
}

export interface ChatPartner {
  userId: string;
  userName?: string | null;
  userDisplayName?: string | null;
  userDPUrl?: string | null;
  online: boolean;
}

export interface ChatLoaded {
  partner: ChatPartner;
  blockedByYou: boolean;
  partnerLastReadId: number;
  messages: ChatMessage[];
  /** Earlier messages exist: the cursor of the next older page (null when all are on screen). */
  nextCursor: string | null;
}

export interface OlderPage {
  messages: ChatMessage[];
  nextCursor: string | null;
}

/** Merges a fresh page into what is on screen: server rows win, pending ones stay at the end. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[], partnerLastReadId: number) {
  const byClient = new Map(current.map((m) => [m.clientMessageId, m]));
  for (const message of incoming) byClient.set(message.clientMessageId, message);
  const confirmed = [...byClient.values()].filter((m) => m.messageId !== null).sort((a, b) => a.messageId! - b.messageId!);
  const pending = current.filter((m) => m.messageId === null && !incoming.some((i) => i.clientMessageId === m.clientMessageId));
  return [...confirmed, ...pending].map((m) => (m.fromMe && m.messageId !== null && m.messageId <= partnerLastReadId ? { ...m, read: true } : m));
}
