// The post viewer: the picture (or the video with its controls, or an album's pictures and videos
// one after another), the caption and the post date. Focus moves into the dialog when it opens and
// back to the post's button when it closes (the ui-kit Dialog).
import { useState } from 'react';
import { formatDate } from '@vendy/client/domain';
import { Button, ChevronLeftIcon, ChevronRightIcon, Dialog } from '@vendy/ui-kit';
import type { InstagramMedia } from './instagramActions';
import { KIND_LABELS, postSlides, type InstagramPost } from './posts';
import * as styles from './instagram.css';

export interface PostViewerProps {
  /** The post shown; null closes the viewer. */
  post: InstagramPost | null;
  onClose: () => void;
}

export function PostViewer({ post, onClose }: PostViewerProps) {
  return (
    <Dialog
      title={post ? `${KIND_LABELS[post.media.mediaType]} post` : ''}
      size="lg"
      isOpen={post !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Keyed by post, so that another post starts at its first slide. */}
      {post && <PostContent key={post.media.id} post={post} />}
    </Dialog>
  );
}

function PostContent({ post }: { post: InstagramPost }) {
  const slides = postSlides(post);
  const [index, setIndex] = useState(0);
  // The buttons go round (never disabled, so that keyboard focus stays on them).
  const current = slides[Math.min(index, slides.length - 1)];
  const isAlbum = slides.length > 1;
  const position = `${index + 1} of ${slides.length}`;
  return (
    <div className={styles.viewer}>
      {current && <Slide media={current} label={isAlbum ? position : undefined} />}
      {isAlbum && (
        <div className={styles.slideControls}>
          <Button
            variant="secondary"
            icon={<ChevronLeftIcon />}
            onPress={() => setIndex((i) => (i - 1 + slides.length) % slides.length)}
          >
            Previous
          </Button>
          <span aria-live="polite">{position}</span>
          <Button
            variant="secondary"
            icon={<ChevronRightIcon />}
            onPress={() => setIndex((i) => (i + 1) % slides.length)}
          >
            Next
          </Button>
        </div>
      )}
      {post.media.caption && <p className={styles.caption}>{post.media.caption}</p>}
      <p className={styles.muted}>Posted {formatDate(post.media.postedAt)}</p>
    </div>
  );
}

function Slide({ media, label }: { media: InstagramMedia; label: string | undefined }) {
  const name = `${KIND_LABELS[media.mediaType]}${label ? ` ${label}` : ''}`;
  if (media.mediaType === 'VIDEO') {
    return (
      // Instagram offers no caption tracks for a post's video; the post's caption is shown below.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        key={media.id}
        className={styles.slide}
        src={media.mediaUrl ?? undefined}
        poster={media.thumbnailUrl ?? undefined}
        aria-label={name}
        controls
        playsInline
        preload="metadata"
      />
    );
  }
  return (
    <img
      key={media.id}
      className={styles.slide}
      src={media.mediaUrl ?? media.thumbnailUrl ?? undefined}
      alt={name}
    />
  );
}
