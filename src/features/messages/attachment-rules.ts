/**
 * What the composer accepts (spec §5 Chat composer): the image picker takes images only, the file
 * picker .pdf, .doc, .docx and .txt; each at most 10 MB (the server checks the same, from the bytes).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/*';
export const FILE_ACCEPT = '.pdf,.doc,.docx,.txt';
export const TOO_LARGE = 'Attachments must be 10 MB or smaller.';
export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const FILE_NOT_ACCEPTED = 'Only .pdf, .doc, .docx and .txt files are allowed.';

/** Why a picked file can not be attached, or null when it can. */
export function attachmentProblem(file: { name: string; size: number; type: string }, kind: 'image' | 'file'): string | null {
  if (kind === 'image' && !file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (kind === 'file' && !/\.(pdf|docx?|txt)$/i.test(file.name)) return FILE_NOT_ACCEPTED;
  if (file.size > ATTACHMENT_MAX_BYTES) return TOO_LARGE;
  return null;
}
