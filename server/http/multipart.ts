/**
 * Reads a multipart form as a stream: text fields, and at most one file from the named field,
 * never more than its cap in memory (past the cap the read stops and the answer is 413 with
 * `tooLarge` as the message). A body the parser cannot read (no boundary, another boundary, cut
 * off) is the sender's mistake: 400 with `MALFORMED_FORM`.
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors.ts';
import { unstorable } from './storable-input.ts';

export const MALFORMED_FORM = 'The form could not be read: send complete multipart/form-data, with the boundary its content type names.';

/** @fastify/multipart's limit errors ("reach parts limit") in words a person can act on. */
const OVER_LIMIT: Record<string, string> = {
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'The form has too many files.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

export interface FormRules {
  /** The file field, or several (each at most `maxFileBytes`). */
  file: string | readonly string[];
  maxFileBytes: number;
  tooLarge: string;
  maxFields?: number;
}

/** The content type names a boundary: an empty one (RFC 2046: 1–70 characters) parses as a form with no fields at all. */
export const namesBoundary = (request: FastifyRequest) => /;\s*boundary=(?:"[^"]{1,70}"|[^\s";]{1,70})(?:;|\s|$)/i.test(request.headers['content-type'] ?? '');

export async function readMultipartForm(request: FastifyRequest, rules: FormRules) {
  if (!request.isMultipart()) throw httpError(415, 'Send the form as multipart/form-data.');
  if (!namesBoundary(request)) throw httpError(400, MALFORMED_FORM);
  const fields: Record<string, string> = {};
  const names: readonly string[] = typeof rules.file === 'string' ? [rules.file] : rules.file;
  const files: Record<string, { bytes: Buffer; filename: string }> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxFileBytes, files: names.length, fields: rules.maxFields ?? 10, fieldSize: 8192 } })) {
      if (part.type === 'file') {
        if (!names.includes(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[part.fieldname] = { bytes, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, rules.tooLarge);
    if (code && OVER_LIMIT[code]) throw httpError(413, OVER_LIMIT[code]);
    if (statusCode && statusCode < 500) throw error;
    // Only the parser runs in this block: the busboy errors it throws carry no status.
    throw httpError(400, MALFORMED_FORM);
  }
  const problem = unstorable([fields, Object.values(files).map((file) => file.filename)]);
  if (problem) throw httpError(400, problem);
  return { fields, file: files[names[0]!]?.bytes ?? null, files };
}
