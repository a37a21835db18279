/**
 * Reads a multipart form as a stream: text fields, and at most one file from the named field,
 * never more than its cap in memory (past the cap the read stops and the answer is 413 with
 * `tooLarge` as the message).
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors.ts';

export interface FormRules {
  file: string;
  maxFileBytes: number;
  tooLarge: string;
  maxFields?: number;
}

export async function readMultipartForm(request: FastifyRequest, rules: FormRules) {
  if (!request.isMultipart()) throw httpError(415, 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxFileBytes, files: 1, fields: rules.maxFields ?? 10, fieldSize: 8192 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, rules.tooLarge);
    throw error;
  }
  return { fields, file: file && file.length > 0 ? file : null };
}
