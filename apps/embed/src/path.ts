export type EmbedTarget = { kind: 'widget'; id: string } | { kind: 'instagram-feed'; id: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the embed target from the frame's path: /embed/{widgetId} or /embed/ig/{feedId}. */
export function parseEmbedPath(pathname: string): EmbedTarget | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'embed') return null;
  if (parts[1] === 'ig') {
    // 'ig' is reserved for feeds: /embed/ig alone names nothing.
    return parts.length === 3 && ID.test(parts[2] ?? '')
      ? { kind: 'instagram-feed', id: parts[2] as string }
      : null;
  }
  if (parts.length === 2 && ID.test(parts[1] ?? ''))
    return { kind: 'widget', id: parts[1] as string };
  return null;
}
