/**
 * Reads a multipart form as a stream: text fields, and at most one file from the named field,
 * never more than its cap in memory (past the cap the read stops and the answer is 413 with
 * `tooLarge` as the message).
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors.ts';

export interface FormRules {
  /** The file field, or several (each at most `maxFileBytes`). */
  file: string | readonly string[];
  maxFileBytes: number;
  tooLarge: string;
  maxFields?: number;
}

export async function readMultipartForm(request: FastifyRequest, rules: FormRules) {
  if (!request.isMultipart()) throw httpError(415, 'Send the form as multipart/form-data.');
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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, rules.tooLarge);
    throw error;
  }
  return { fields, file: files[names[0]!]?.bytes ?? null, files };
}
