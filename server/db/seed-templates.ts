/** Writes the pod template catalogue into the database; a changed catalogue entry is updated. */
import type { Db } from './database.ts';
import { templateCatalogue } from '../pods/catalogue.ts';

export async function seedTemplates({ kysely }: Db) {
  const now = Math.floor(Date.now() / 1000);
  for (const [index, template] of templateCatalogue.entries()) {
    const values = {
      name: template.name,
      description: template.description,
      displayImage: `/media/templates/${template.podId}.webp`,
      tags: JSON.stringify(template.tags),
      scene: JSON.stringify(template.scene),
    };
    await kysely
      .insertInto('podTemplates')
      // createdAt keeps the catalogue's order among templates added at the same time.
      .values({ podId: template.podId, ...values, createdAt: now + index })
      .onConflict((oc) => oc.column('podId').doUpdateSet(values))
      .execute();
  }
}
