import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Nu Html Checker's jar, from the `vnu-jar` package. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Whether a Java runtime is on the PATH (.ci/run installs one). */
export const javaAvailable = () => spawnSync('java', ['-version']).status === 0;

export interface VnuError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the Nu Html Checker over named HTML documents at once and returns its errors (warnings
 * and info messages are left out), each with the name of the page it was found in.
 */
export function vnuErrors(pages: Record<string, string>): VnuError[] {
  const dir = mkdtempSync(join(tmpdir(), 'pods-vnu-'));
  const files = Object.entries(pages).map(([name, html], i) => {
    const file = join(dir, `${String(i).padStart(3, '0')}.html`);
    writeFileSync(file, html);
    return { file, name };
  });
  const output = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files.map((f) => f.file)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(output) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
  const nameOf = (url = '') => files.find((f) => url.endsWith(f.file))?.name ?? url;
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({ page: nameOf(m.url), line: m.lastLine, message: m.message, extract: m.extract }));
}
