import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * Test setup only: marks a user complete straight in the e2e server's SQLite file, standing in
 * for the onboarding steps (pod choice) that complete a profile.
 */
export function markUserComplete(userId: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = new Database(join(dataDir, 'pods.sqlite'));
  try {
    db.prepare("UPDATE users SET status = 'complete' WHERE user_id = ?").run(userId);
  } finally {
    db.close();
  }
}
