/** Pod templates in the database, and their API shape (spec §3 Pod template). */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PodTemplatesTable } from '../db/schema.ts';
import type { PodScene, PodSceneV1 } from '../../shared/pod-scene.ts';
import { migrateScene } from '../../shared/pod-scene-migration.ts';

type TemplateRow = Selectable<PodTemplatesTable>;

export const findTemplate = ({ kysely }: Db, podId: string) => kysely.selectFrom('podTemplates').selectAll().where('podId', '=', podId).executeTakeFirst();

export const listTemplates = ({ kysely }: Db) => kysely.selectFrom('podTemplates').selectAll().orderBy('createdAt').orderBy('podId').execute();

export const toTemplate = (row: TemplateRow) => ({
  podId: row.podId,
  podName: row.name,
  podDisplayImage: row.displayImage,
  podDescription: row.description,
  podTags: JSON.parse(row.tags) as string[],
});

/** The scene in the current version: rows written before scene v2 are migrated as they are read. */
export const toTemplateWithScene = (row: TemplateRow) => ({ ...toTemplate(row), scene: migrateScene(JSON.parse(row.scene) as PodScene | PodSceneV1) });
