/**
 * A Pod's content as the 3D pod app works with it: one list of placed items (whatever their
 * kind), the ambient sound and the room textures; read from and written back to the API's
 * `postAssets` shape (server/posts/schemas.ts), plus the props in the room. Since issue 48 the
 * room's props are all the Pod's own (`version: 2`): a Pod saved before keeps its template's props
 * as the template has them until its owner saves; `withRoomProps` reads it as its own copy.
 * Reading is tolerant: a malformed entry (or a prop this version of the library does not know) is
 * skipped, never fatal, so one bad asset cannot keep a Pod from opening.
 */
import { isPropId, propEntry, TEMPLATE_PROP_PREFIX, type PropId } from '../shared/prop-catalogue.ts';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}
export interface Placement {
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
}

interface ItemBase extends Placement {
  id: string;
  slotId: string;
}
export interface MediaItem extends ItemBase {
  kind: 'image' | 'video';
  url: string;
}
export interface EmbedItem extends ItemBase {
  kind: 'embed';
  url: string;
}
export interface ModelItem extends ItemBase {
  kind: 'model';
  url: string;
  animated: boolean;
}
export interface TextItem extends ItemBase {
  kind: 'text';
  text: string;
  color: string;
}
export type PodItem = MediaItem | EmbedItem | ModelItem | TextItem;
export type ItemKind = PodItem['kind'];

export interface AmbientSound {
  soundId: string;
  soundSize: number;
  soundName: string;
  soundDescription: string;
  soundUrl: string | null;
}
export interface RoomTexture {
  textureId: string;
  target: 'floor' | 'walls' | 'ceiling';
  textureUrl: string;
}

/** A prop of the library placed in the Pod (the same shape as a scene's props). */
export interface PlacedProp extends Placement {
  id: string;
  prop: PropId;
}

export interface PodContent {
  items: PodItem[];
  sound: AmbientSound | null;
  textures: RoomTexture[];
  props: PlacedProp[];
  /** Whether `props` holds every prop in the room, the template's too (postAssets version 2), or only those the owner added. */
  ownsRoom: boolean;
}

/** The API's shape (server/posts/schemas.ts postAssets). */
export interface PostAssets {
  frames: ({ frameId: string; slotId: string; frameType: 'image' | 'video'; frameUrl: string } & Placement)[];
  iframes: ({ iframeId: string; slotId: string; iframeUrl: string } & Placement)[];
  Assets3d: ({ assetId: string; slotId: string; assetUrl: string; animated: boolean } & Placement)[];
  ambientSound: AmbientSound | null;
  textures: RoomTexture[];
  textAssets: ({ textId: string; slotId: string; text: string; color: string } & Placement)[];
  /** Absent in Pods saved before the prop library. */
  props?: PlacedProp[];
  /** 2: `props` are all the room's props (the template's too); absent: the template's props come from the template. */
  version?: 2;
}

export const emptyContent: PodContent = { items: [], sound: null, textures: [], props: [], ownsRoom: false };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function vec(value: unknown, fallback: number): Vec3 {
  const v = isObject(value) ? value : {};
  return { x: finite(v.x) ? v.x : fallback, y: finite(v.y) ? v.y : fallback, z: finite(v.z) ? v.z : fallback };
}

const placement = (entry: Json): Placement => ({ position: vec(entry.position, 0), rotation: vec(entry.rotation, 0), scale: vec(entry.scale, 1) });
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const base = (entry: Json, id: unknown) => ({ id: id as string, slotId: isText(entry.slotId) ? entry.slotId : '', ...placement(entry) });

/** Only web URLs (and paths on the Pods site) are ever loaded. */
export function isLoadableUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export const isColour = (value: unknown): value is string => isText(value) && /^#[0-9a-f]{6}$/i.test(value);

export function parsePostAssets(value: unknown): PodContent {
  if (!isObject(value)) return emptyContent;
  const items: PodItem[] = [];
  for (const f of list(value.frames)) {
    if (!isText(f.frameId) || !isText(f.frameUrl) || !isLoadableUrl(f.frameUrl) || (f.frameType !== 'image' && f.frameType !== 'video')) continue;
    items.push({ kind: f.frameType, url: f.frameUrl, ...base(f, f.frameId) });
  }
  for (const f of list(value.iframes)) {
    if (!isText(f.iframeId) || !isText(f.iframeUrl) || !isLoadableUrl(f.iframeUrl)) continue;
    items.push({ kind: 'embed', url: f.iframeUrl, ...base(f, f.iframeId) });
  }
  for (const a of list(value.Assets3d)) {
    if (!isText(a.assetId) || !isText(a.assetUrl) || !isLoadableUrl(a.assetUrl)) continue;
    items.push({ kind: 'model', url: a.assetUrl, animated: a.animated === true, ...base(a, a.assetId) });
  }
  for (const t of list(value.textAssets)) {
    if (!isText(t.textId) || !isText(t.text)) continue;
    items.push({ kind: 'text', text: t.text, color: isColour(t.color) ? t.color : '#ffffff', ...base(t, t.textId) });
  }
  const s = value.ambientSound;
  const sound: AmbientSound | null =
    isObject(s) && isText(s.soundId) && isText(s.soundName)
      ? {
          soundId: s.soundId,
          soundName: s.soundName,
          soundDescription: isText(s.soundDescription) ? s.soundDescription : '',
          soundSize: finite(s.soundSize) ? Math.round(s.soundSize) : 0,
          soundUrl: isText(s.soundUrl) && isLoadableUrl(s.soundUrl) ? s.soundUrl : null,
        }
      : null;
  const textures = list(value.textures).flatMap((t): RoomTexture[] =>
    isText(t.textureId) && isText(t.textureUrl) && isLoadableUrl(t.textureUrl) && (t.target === 'floor' || t.target === 'walls' || t.target === 'ceiling')
      ? [{ textureId: t.textureId, target: t.target, textureUrl: t.textureUrl }]
      : [],
  );
  const props = list(value.props).flatMap((p): PlacedProp[] =>
    isText(p.id) && isText(p.prop) && isPropId(p.prop) ? [{ id: p.id, prop: p.prop, ...placement(p) }] : [],
  );
  return { items, sound, textures, props, ownsRoom: value.version === 2 };
}

/**
 * The Pod's content with every prop in the room as its own: a Pod that still takes its template's
 * props (saved before issue 48, or whose template changed) gets them as its own copy, ahead of
 * the ones its owner added, so the owner can move, turn, resize or delete any of them.
 */
export function withRoomProps(content: PodContent, templateProps: readonly PlacedProp[]): PodContent {
  if (content.ownsRoom) return content;
  const fromTemplate = templateProps.map((prop) => ({ ...prop, id: `${TEMPLATE_PROP_PREFIX}${prop.id}` }));
  return { ...content, props: [...fromTemplate, ...content.props], ownsRoom: true };
}

export function toPostAssets(content: PodContent): PostAssets {
  const assets: PostAssets = {
    frames: [],
    iframes: [],
    Assets3d: [],
    ambientSound: content.sound,
    textures: content.textures,
    textAssets: [],
    props: content.props,
    ...(content.ownsRoom && { version: 2 as const }),
  };
  for (const item of content.items) {
    const { position, rotation, scale, slotId } = item;
    const placed = { slotId, position, rotation, scale };
    if (item.kind === 'image' || item.kind === 'video') assets.frames.push({ frameId: item.id, frameType: item.kind, frameUrl: item.url, ...placed });
    else if (item.kind === 'embed') assets.iframes.push({ iframeId: item.id, iframeUrl: item.url, ...placed });
    else if (item.kind === 'model') assets.Assets3d.push({ assetId: item.id, assetUrl: item.url, animated: item.animated, ...placed });
    else if (item.kind === 'text') assets.textAssets.push({ textId: item.id, text: item.text, color: item.color, ...placed });
  }
  return assets;
}

/** What people call each kind, for the item list and the editor. */
export const kindNames: Record<ItemKind, string> = { image: 'Image frame', video: 'Video frame', embed: 'Web page', model: '3D model', text: 'Text' };

export function describeItem(item: PodItem): string {
  if (item.kind === 'text') return `${kindNames.text}: ${item.text || '(empty)'}`;
  return `${kindNames[item.kind]}: ${item.url || '(no address yet)'}`;
}

/**
 * What each placed prop is called, for screen readers, the item list and the editor's picker: its
 * catalogue name, numbered from the second of the same prop on ("Armchair", "Armchair 2").
 */
export function propLabels(props: readonly PlacedProp[]): Map<string, string> {
  const seen = new Map<PropId, number>();
  return new Map(
    props.map((p) => {
      const n = (seen.get(p.prop) ?? 0) + 1;
      seen.set(p.prop, n);
      const name = propEntry(p.prop).name;
      return [p.id, n === 1 ? name : `${name} ${n}`];
    }),
  );
}
