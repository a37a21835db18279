/** The addresses the editor accepts, matching the server's rules (server/posts/validation.ts). */
import type { ItemKind } from '../content.ts';

export function urlProblem(kind: ItemKind, url: string): string | null {
  const value = url.trim();
  if (kind === 'text') return null;
  if (value === '') return 'Please enter an address.';
  if (value.length > 2048) return 'The address is too long.';
  if (kind !== 'embed' && /^\/(?!\/)\S*$/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'Please enter a full address starting with https://';
  }
  if (parsed.protocol === 'http:') return 'Only secure addresses (https://) can be placed in a Pod.';
  if (parsed.protocol !== 'https:') return 'Only web addresses (https://) can be placed in a Pod.';
  return null;
}
