/** The starter pod templates. Ids are stable; the full catalogue comes with onboarding (issue 3). */
import type { Db } from './database.ts';

interface TemplateSeed {
  podId: string;
  name: string;
  description: string;
  tags: string[];
  room: { width: number; depth: number; height: number; floor: string; walls: string };
}

export const starterTemplates: TemplateSeed[] = [
  { podId: 'studio-loft', name: 'Studio Loft', description: 'A bright loft with tall windows and room for your work.', tags: ['design', 'lifestyle'], room: { width: 12, depth: 10, height: 5, floor: '#c8b89a', walls: '#f2efe9' } },
  { podId: 'neon-gallery', name: 'Neon Gallery', description: 'A dark gallery whose frames glow in neon.', tags: ['design', 'technology'], room: { width: 16, depth: 12, height: 6, floor: '#15151f', walls: '#1f1f2e' } },
  { podId: 'zen-garden', name: 'Zen Garden', description: 'Stone, sand and water for calm gatherings.', tags: ['lifestyle'], room: { width: 14, depth: 14, height: 8, floor: '#d9d2c3', walls: '#7f9c7a' } },
  { podId: 'pitch-room', name: 'Pitch Room', description: 'A boardroom with a big screen for your deck.', tags: ['business'], room: { width: 10, depth: 8, height: 4, floor: '#5a4632', walls: '#e8e4dc' } },
  { podId: 'tech-lab', name: 'Tech Lab', description: 'Benches, screens and a stage for demos.', tags: ['technology'], room: { width: 14, depth: 10, height: 5, floor: '#2b2f36', walls: '#3c4450' } },
  { podId: 'rooftop-lounge', name: 'Rooftop Lounge', description: 'An open-air lounge above the city lights.', tags: ['lifestyle', 'business'], room: { width: 18, depth: 12, height: 10, floor: '#6b6b6b', walls: '#1b2a41' } },
];

export async function seedTemplates({ kysely }: Db) {
  const now = Math.floor(Date.now() / 1000);
  for (const template of starterTemplates) {
    const scene = { room: template.room, spawn: { position: [0, 1.6, template.room.depth / 2 - 1] }, lights: [{ type: 'ambient', intensity: 0.6 }], slots: [] };
    await kysely
      .insertInto('podTemplates')
      .values({
        podId: template.podId,
        name: template.name,
        description: template.description,
        displayImage: `/media/templates/${template.podId}.webp`,
        tags: JSON.stringify(template.tags),
        scene: JSON.stringify(scene),
        createdAt: now,
      })
      .onConflict((oc) => oc.column('podId').doNothing())
      .execute();
  }
}
