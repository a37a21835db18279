/**
 * Message attachments are untrusted and private. Each is at most 10 MB (the cap applies while the
 * upload streams). An image is recognised from its bytes and re-encoded by sharp to WebP (at most
 * 1600 px wide, metadata dropped); a file must be what its name says, checked from its content: a
 * PDF, a Word .doc (OLE compound file) or .docx (Office Open XML), or a .txt that is valid UTF-8
 * text. Both are stored under their content hash in the blob store's attachments area, which is
 * never served as media: only the two people of the conversation download them, through the API.
 */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { BlobStore } from '../blobs/store.ts';
import { httpError } from '../http/errors.ts';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'Attachments must be 10 MB or smaller.';
export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const FILE_NOT_ACCEPTED = 'Only .pdf, .doc, .docx and .txt files are allowed, and the file must really be one.';
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_WIDTH = 1600;

export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', sniffed: 'application/pdf' },
  doc: { mime: 'application/msword', sniffed: 'application/x-cfb' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniffed: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  txt: { mime: 'text/plain; charset=utf-8', sniffed: null },
} as const;
export type FileKind = keyof typeof FILE_TYPES;

async function store(blobs: BlobStore, bytes: Buffer, extension: string) {
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  await blobs.put('attachments', key, bytes);
  return key;
}

export async function storeImageAttachment(blobs: BlobStore, bytes: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    // Not an image sharp can read: refused below.
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw httpError(400, NOT_AN_IMAGE);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: IMAGE_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { key: await store(blobs, data, 'webp'), width: info.width, height: info.height };
}

const isUtf8Text = (bytes: Buffer) => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Text, not binary: no NUL or other control characters besides tab, newlines and form feed.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
};

/** Checks that the file is what its name says and stores it; the name keeps only safe characters. */
export async function storeFileAttachment(blobs: BlobStore, bytes: Buffer, fileName: string) {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension || !(extension in FILE_TYPES)) throw httpError(400, FILE_NOT_ACCEPTED);
  const kind = extension as FileKind;
  const expected = FILE_TYPES[kind].sniffed;
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  const genuine = expected === null ? sniffed === null && isUtf8Text(bytes) : sniffed === expected;
  if (!genuine) throw httpError(400, FILE_NOT_ACCEPTED);
  const name = fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120);
  return { key: await store(blobs, bytes, kind), name, size: bytes.length, kind };
}
