/**
 * The prop library's catalogue as plain data: every family and every prop's stable id, the name a
 * screen reader announces and its family. It is the ONE list of valid prop ids: the scene
 * schema (shared/pod-scene.ts) and the server (server/posts/validation.ts) import it to refuse
 * unknown ids, and the pod app's factories (pod-app/props/<family>.ts) take their names from
 * it. Pure data (shared/): no three.js, so the server can import it. Ids are `<family>/<name>`
 * and never change once shipped (saved Pods refer to them).
 */
export const propFamilies = [
  { id: 'seating', name: 'Seating' },
  { id: 'tables', name: 'Tables and desks' },
  { id: 'displays', name: 'Shelves and displays' },
  { id: 'nature', name: 'Plants and nature' },
  { id: 'lights', name: 'Lights' },
  { id: 'stage', name: 'Stage and media' },
  { id: 'decor', name: 'Décor' },
  { id: 'architecture', name: 'Architecture' },
] as const;

export type PropFamilyId = (typeof propFamilies)[number]['id'];

const names = {
  'seating/chair': 'Wooden chair',
  'seating/armchair': 'Armchair',
  'seating/sofa': 'Sofa',
  'seating/bar-stool': 'Bar stool',
  'seating/bench': 'Bench',
  'seating/cinema-seat': 'Cinema seat',
  'seating/gaming-chair': 'Gaming chair',
  'seating/deck-chair': 'Deck chair',
  'seating/office-chair': 'Office chair',
  'tables/coffee-table': 'Coffee table',
  'tables/dining-table': 'Dining table',
  'tables/desk': 'Desk',
  'tables/side-table': 'Side table',
  'tables/bar-counter': 'Bar counter',
  'tables/cafe-table': 'Round cafe table',
  'tables/school-desk': 'School desk with its chair',
  'displays/plinth': 'Plinth',
  'displays/vitrine': 'Glass vitrine',
  'displays/bookshelf': 'Bookshelf',
  'displays/wall-shelf': 'Wall shelf',
  'displays/easel': 'Easel',
  'displays/expo-stand': 'Expo stand',
  'displays/picture-board': 'Picture board on posts',
  'displays/server-rack': 'Server rack',
  'displays/brochure-rack': 'Brochure rack',
  'displays/dumbbell-rack': 'Dumbbell rack',
  'displays/camera-tripod': 'Camera on a tripod',
  'displays/planet-model': 'Ringed planet model',
  'displays/rocket-model': 'Rocket model',
  'displays/dinosaur-skeleton': 'Dinosaur skeleton',
  'nature/pine-tree': 'Pine tree',
  'nature/pine-grove': 'Grove of pines',
  'nature/round-tree': 'Leafy tree',
  'nature/palm-tree': 'Palm tree',
  'nature/bonsai': 'Bonsai',
  'nature/bush': 'Bush',
  'nature/rock': 'Rock',
  'nature/grass-patch': 'Patch of grass',
  'nature/pond': 'Pond',
  'nature/raked-sand': 'Raked sand bed',
  'nature/potted-plant': 'Potted plant',
  'nature/water-basin': 'Stone water basin',
  'nature/planter-bed': 'Raised planter bed',
  'nature/crystal': 'Crystal cluster',
  'lights/floor-lamp': 'Floor lamp',
  'lights/table-lamp': 'Table lamp',
  'lights/pendant': 'Pendant lamp',
  'lights/string-lights': 'String lights',
  'lights/spotlight': 'Spotlight',
  'lights/neon-strip': 'Neon strip',
  'lights/stone-lantern': 'Stone lantern',
  'lights/campfire': 'Campfire',
  'lights/softbox': 'Softbox light',
  'lights/neon-art': 'Neon wall art',
  'lights/neon-frame': 'Neon-framed artwork',
  'stage/speaker': 'Speaker',
  'stage/truss': 'Lighting truss',
  'stage/big-screen': 'Big screen',
  'stage/screen-slide': 'Big screen showing a slide',
  'stage/screen-dashboard': 'Big screen showing a code dashboard',
  'stage/screen-concert': 'LED wall showing a light show',
  'stage/screen-scoreboard': 'Big screen showing a match score',
  'stage/screen-film': 'Cinema screen showing a film still',
  'stage/dj-booth': 'DJ booth',
  'stage/microphone': 'Microphone on a stand',
  'stage/platform': 'Stage platform',
  'stage/monitor': 'Computer monitor',
  'stage/runway': 'Catwalk runway',
  'stage/acoustic-panel': 'Acoustic foam panel',
  'stage/on-air-sign': 'On-air sign',
  'stage/podcast-mic': 'Podcast microphone on a boom arm',
  'stage/headphones': 'Headphones',
  'decor/rug': 'Rug',
  'decor/round-rug': 'Round rug',
  'decor/cushion': 'Cushion',
  'decor/books': 'Stack of books',
  'decor/vase': 'Vase',
  'decor/wall-clock': 'Wall clock',
  'decor/neon-sign': 'Neon sign',
  'decor/neon-game-on': 'Neon sign: Game on',
  'decor/neon-now-showing': 'Neon sign: Now showing',
  'decor/neon-after-dark': 'Neon sign: Art after dark',
  'decor/beach-umbrella': 'Beach umbrella',
  'decor/surfboard': 'Surfboard',
  'decor/chalkboard': 'Chalkboard',
  'decor/whiteboard': 'Whiteboard',
  'decor/canvas': 'Painted canvas',
  'decor/coffee-machine': 'Espresso machine',
  'decor/brick-wall': 'Brick wall panel',
  'architecture/window': 'Window onto a garden',
  'architecture/space-window': 'Window onto space',
  'architecture/door': 'Door',
  'architecture/column': 'Column',
  'architecture/arch': 'Arch',
  'architecture/stairs': 'Stairs',
  'architecture/railing': 'Railing',
  'architecture/partition': 'Paper screen partition',
  'architecture/log-cabin': 'Log cabin',
  'architecture/cabana': 'Beach cabana',
  'architecture/skyline': 'City skyline',
  'architecture/glass-wall': 'Glass wall',
  'architecture/glass-roof': 'Glass roof',
  'architecture/cyclorama': 'Cyclorama backdrop',
  'architecture/mirror-wall': 'Mirror wall with barre',
  'architecture/rose-window': 'Rose window',
  'architecture/booth-shell': 'Exhibition booth shell',
} as const;

export type PropId = keyof typeof names;

export interface PropEntry {
  id: PropId;
  name: string;
  family: PropFamilyId;
}

export const propCatalogue: readonly PropEntry[] = Object.entries(names).map(([id, name]) => ({
  id: id as PropId,
  name,
  family: id.slice(0, id.indexOf('/')) as PropFamilyId,
}));

export const propIds: ReadonlySet<string> = new Set(propCatalogue.map((p) => p.id));

export const isPropId = (id: string): id is PropId => propIds.has(id);

export const propEntry = (id: PropId): PropEntry => propCatalogue.find((p) => p.id === id)!;

/** Props that hang on a wall (the editor places them flat against the wall a person taps). */
export const wallProps: ReadonlySet<PropId> = new Set<PropId>([
  'architecture/window',
  'architecture/space-window',
  'displays/wall-shelf',
  'decor/wall-clock',
  'decor/neon-sign',
  'decor/neon-game-on',
  'decor/neon-now-showing',
  'decor/neon-after-dark',
  'lights/neon-frame',
  'lights/neon-strip',
  'lights/string-lights',
]);

/** Procedural surface textures (made on a canvas in the browser), usable by props and room surfaces. */
export const surfaceTextures = ['wood', 'planks', 'fabric', 'concrete', 'marble', 'tiles', 'grass', 'sand', 'raked-sand', 'water', 'metal-grid'] as const;
export type SurfaceTexture = (typeof surfaceTextures)[number];

/** How many props one Pod (a template's scene, or what its owner placed) may hold. */
export const MAX_PROPS_PER_POD = 200;

/** The id a template's prop has once it is a Pod's own copy (postAssets version 2: every prop in the room is the Pod's). */
export const TEMPLATE_PROP_PREFIX = 'template:';
