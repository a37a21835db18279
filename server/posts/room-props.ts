/**
 * A Pod's room props when its template changes (issue 48 item 2). Once its owner saved, a Pod
 * holds every prop of its room as its own (postAssets `version: 2`), the template's as copies
 * named 'template:…' (pod-app/content.ts withRoomProps). A new template brings its own room: the
 * old template's copies go, the props the owner added stay, and the Pod takes the new template's
 * props from the template again until it is saved.
 */
import { TEMPLATE_PROP_PREFIX } from '../../shared/prop-catalogue.ts';

type Assets = { props?: { id: string }[]; version?: number } & Record<string, unknown>;

export function forNewTemplate<T>(postAssets: T): T {
  const assets = postAssets as Assets;
  if (!assets || typeof assets !== 'object' || assets.version !== 2) return postAssets;
  const { version: _, ...rest } = assets;
  return { ...rest, props: (assets.props ?? []).filter((prop) => !prop.id.startsWith(TEMPLATE_PROP_PREFIX)) } as T;
}
