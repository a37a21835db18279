/** Secret keys made once and kept in DATA_DIR/keys/, shared by every server process using that directory. */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A 32-byte key from DATA_DIR/keys/{fileName} (mode 0600), made on first use. */
export function storedKey(dataDir: string, fileName: string): Uint8Array {
  const file = join(dataDir, 'keys', fileName);
  if (!existsSync(file)) {
    mkdirSync(join(dataDir, 'keys'), { recursive: true });
    // Written whole, then linked into place, so parallel processes agree on one key.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify({ key: randomBytes(32).toString('base64url') }), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return Buffer.from((JSON.parse(readFileSync(file, 'utf8')) as { key: string }).key, 'base64url');
}
