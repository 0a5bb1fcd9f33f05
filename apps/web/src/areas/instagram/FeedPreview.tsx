// The feed editor's live preview: the real feed viewer (the public embed, framed in preview mode at
// FEED_PREVIEW_PATH) showing the feed as it is being edited, unsaved, with the selected post opened
// as shoppers see it in the store. The frame says when it listens; every version of the draft is
// sent to it (a burst of edits once, after a short pause). The embed sends no analytics in preview,
// add-to-cart is answered here (there is no cart in the app), and the frame is as tall as it asks.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import {
  FEED_PREVIEW_PATH,
  FEED_RESERVED_HEIGHT,
  isFeedPreviewReady,
  readFrameMessage,
  type FeedPreviewDraft,
} from '@vendy/client/domain';
import { answerPreviewCart } from '../layouts/previewCart';
import * as styles from './feedEditor.css';

/** How long edits may follow each other before the preview is redrawn. */
export const PREVIEW_REDRAW_MS = 150;

export const FEED_PREVIEW_HINT =
  'The selected post as shoppers see it in your store. Changes show here before you save.';

/**
 * What the frame shows: the embed's draft address by default. Stories give it a document of
 * their own (`srcDoc`), since a story has no embed server behind it.
 */
export const FeedPreviewFrameContext = createContext<() => { src?: string; srcDoc?: string }>(
  () => ({ src: FEED_PREVIEW_PATH }),
);

export interface FeedPreviewProps {
  /** The feed as edited, ready to send; null while the posts load. */
  draft: FeedPreviewDraft | null;
}

export function FeedPreview({ draft }: FeedPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const frameDocument = useContext(FeedPreviewFrameContext);
  // Counts the frame's 'ready' messages: a reloaded frame gets the draft again.
  const [readyCount, setReadyCount] = useState(0);
  // The frame's height follows what it shows, as on a store page: an opened post is taller than
  // the row of tiles.
  const [height, setHeight] = useState(FEED_RESERVED_HEIGHT);

  useEffect(() => answerPreviewCart(() => frame.current), []);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      if (isFeedPreviewReady(event.data)) setReadyCount((n) => n + 1);
      const message = readFrameMessage(event.data);
      if (message?.type === 'set-size') setHeight(Math.max(FEED_RESERVED_HEIGHT, message.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (readyCount === 0 || draft === null) return;
    const timer = window.setTimeout(() => {
      frame.current?.contentWindow?.postMessage(draft, window.location.origin);
    }, PREVIEW_REDRAW_MS);
    return () => window.clearTimeout(timer);
  }, [readyCount, draft]);

  return (
    <div className={styles.preview}>
      <iframe
        ref={frame}
        className={styles.previewFrame}
        title="Feed preview"
        {...frameDocument()}
        width="100%"
        height={height}
      />
      <p className={styles.previewHint}>{FEED_PREVIEW_HINT}</p>
    </div>
  );
}
