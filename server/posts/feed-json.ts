/**
 * A feed page's JSON, from its documents' JSON written once each (issue 23, docs/performance.md).
 * The timeline's documents are shared frozen objects (feed-cards.ts), so the text of each is kept
 * beside it (a WeakMap: it goes when the card leaves the cache) and a request only joins them.
 * Each document is written by the route's own schema serializer (fast-json-stringify, the
 * FeedPage's item schema), so the answer is the one the schema would give; serialising the whole
 * page took ~5% of a cached timeline read.
 */
import type { FastifyReply } from 'fastify';
import type { FeedDocument } from './feed-cards.ts';

/** The FeedPage schema's item (server/posts/schemas.ts). */
const documentSchema = { type: 'object', required: ['value'], properties: { value: { $ref: 'FeedPost#' } } } as const;
const texts = new WeakMap<FeedDocument, string>();

interface Page {
  pageNumber: number;
  pageSize: number;
  documents: FeedDocument[];
}

/** Answers the page through its documents' kept JSON (written now for a document not yet seen). */
export function sendPage(reply: FastifyReply, page: Page) {
  const serialize = reply.compileSerializationSchema(documentSchema, '200') as (document: FeedDocument) => string;
  let text = `{"pageNumber":${Math.trunc(page.pageNumber)},"pageSize":${Math.trunc(page.pageSize)},"documents":[`;
  page.documents.forEach((document, i) => {
    let json = texts.get(document);
    if (json === undefined) {
      json = serialize(document);
      // Only a frozen document is shared and cannot change under its text.
      if (Object.isFrozen(document)) texts.set(document, json);
    }
    text += i === 0 ? json : `,${json}`;
  });
  // A string with a JSON content type is sent as it is (no serializer runs on it).
  return reply.type('application/json; charset=utf-8').send(`${text}]}`);
}
