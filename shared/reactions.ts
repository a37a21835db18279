/**
 * The emoji reactions of a live room (issue 20): the few the tray offers, the server accepts and
 * the room shows above the person who sent one, each with the name buttons and announcements use.
 */
export const REACTION_EMOJI = ['👋', '👏', '❤️', '😂', '🎉', '👍'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

export const REACTION_NAMES: Record<ReactionEmoji, string> = {
  '👋': 'Wave',
  '👏': 'Applause',
  '❤️': 'Love',
  '😂': 'Laughter',
  '🎉': 'Celebrate',
  '👍': 'Thumbs up',
};

/** How long a reaction shows above its sender. */
export const REACTION_SHOWN_MS = 2500;
