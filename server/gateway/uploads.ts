/**
 * GraphQL multipart uploads (the GraphQL multipart request spec: an `operations` field, a `map`
 * field, then the files), read here as a stream before Mesh sees them. Mesh's own handler reads
 * every part into memory, whatever the map says, so a signed-in sender could make it hold
 * megabytes that no mutation takes. Here a part is refused as soon as its header arrives when the
 * map does not tie it to a variable, or when it is one part too many: the answer is 400 and the
 * connection is closed, so the rest of the body is never read. Only what passes is handed on, as
 * a new form, to Mesh.
 */
import type { FastifyRequest } from 'fastify';
import { MALFORMED_FORM, namesBoundary } from '../http/multipart.ts';

/** Operations, map, and at most two files (a message's picture and its document): the most any mutation takes. */
export const UPLOAD_PARTS = 4;
/** All of an upload's files together: Yoga's own body limit, which Mesh's handler applied before. */
export const UPLOAD_BYTES = 25_000_000;
/** The JSON of `operations` or `map`: a query and its variables, as a JSON request may be. */
const FIELD_BYTES = 131_072;

export type UploadRead = { form: FormData } | { status: number; message: string };

const refuse = (message: string, status = 400) => ({ status, message });
const TOO_MANY_PARTS = `A GraphQL upload has at most ${UPLOAD_PARTS} parts: its operations, its map and ${UPLOAD_PARTS - 2} files.`;
const OUT_OF_ORDER = 'A GraphQL upload sends its operations first, then its map, then its files.';
const TOO_LARGE = `The upload is too large: its files take at most ${UPLOAD_BYTES / 1_000_000} MB in all.`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** True when `path` ('variables.input.file') names a value of `operations` that is null, where a file goes. */
function waitsForFile(operations: Record<string, unknown>, path: string) {
  let value: unknown = operations;
  const keys = path.split('.');
  for (const key of keys.slice(0, -1)) {
    value = Array.isArray(value) || isObject(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  const last = keys[keys.length - 1]!;
  return (
    keys[0] === 'variables' && (Array.isArray(value) || isObject(value)) && Object.hasOwn(value, last) && (value as Record<string, unknown>)[last] === null
  );
}

/** The map's problem, if any: every entry names paths where a file goes, and there are no more files than parts allow. */
function checkMap(map: unknown, operations: Record<string, unknown>): string | null {
  if (!isObject(map)) return "The upload's map must be a JSON object of file parts and the variables they fill.";
  if (Object.keys(map).length > UPLOAD_PARTS - 2) return TOO_MANY_PARTS;
  for (const paths of Object.values(map)) {
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string'))
      return "Each entry of the upload's map is a list of variable paths.";
    const wrong = (paths as string[]).find((path) => !waitsForFile(operations, path));
    if (wrong !== undefined) return `The upload's map names "${wrong}", which is no variable set to null for a file.`;
  }
  return null;
}

/**
 * Reads a multipart GraphQL request part by part: the form to hand to Mesh, or the refusal to
 * answer. A refusal stops the read where it is (the caller closes the connection).
 */
export async function readUpload(request: FastifyRequest): Promise<UploadRead> {
  if (!namesBoundary(request)) return refuse(MALFORMED_FORM);
  const form = new FormData();
  let operations: Record<string, unknown> | null = null;
  let map: Record<string, unknown> | null = null;
  let bytes = 0;
  try {
    const parts = request.parts({ limits: { parts: UPLOAD_PARTS, fields: 2, files: UPLOAD_PARTS - 2, fieldSize: FIELD_BYTES, fileSize: UPLOAD_BYTES } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) return refuse(`The upload's ${part.fieldname} is too large: at most ${FIELD_BYTES} bytes.`, 413);
        const value = String(part.value);
        if (part.fieldname === 'operations' && !operations) {
          const parsed = parseJson(value);
          if (!isObject(parsed)) return refuse("The upload's operations must be one JSON object with a query.");
          operations = parsed;
        } else if (part.fieldname === 'map' && operations && !map) {
          const parsed = parseJson(value);
          const problem = checkMap(parsed, operations);
          if (problem) return refuse(problem);
          map = parsed as Record<string, unknown>;
        } else {
          return refuse(OUT_OF_ORDER);
        }
        form.append(part.fieldname, value);
        continue;
      }
      if (!map) {
        part.file.destroy();
        return refuse(OUT_OF_ORDER);
      }
      if (!Object.hasOwn(map, part.fieldname) || form.has(part.fieldname)) {
        part.file.destroy();
        return refuse(`The upload's part "${part.fieldname}" is not in its map: send only the files its variables take.`);
      }
      const file = await part.toBuffer();
      bytes += file.length;
      if (bytes > UPLOAD_BYTES) return refuse(TOO_LARGE, 413);
      // A Buffer from @fastify/multipart is never over a SharedArrayBuffer.
      form.append(part.fieldname, new File([file as Buffer<ArrayBuffer>], part.filename, { type: part.mimetype }));
    }
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') return refuse(TOO_MANY_PARTS);
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(TOO_LARGE, 413);
    return refuse(MALFORMED_FORM);
  }
  if (!map) return refuse(OUT_OF_ORDER);
  return { form };
}
