// The feed editor's post strip: the synced posts in a row, one selected (a React Aria ListBox:
// arrow keys move, Enter or Space selects, the selected post is marked and announced). Each post
// says how many products the placement puts on it.
import { ListBox, ListBoxItem } from 'react-aria-components';
import { CheckIcon, CopyIcon, PlayIcon } from '@vendy/ui-kit';
import { postName } from './InstagramPage';
import { postThumbnail, type InstagramPost } from './posts';
import * as styles from './feedEditor.css';

export interface PostStripProps {
  posts: readonly InstagramPost[];
  selectedId: string | null;
  onSelect: (postId: string) => void;
  /** How many products the edited placement puts on a post. */
  productCount: (postId: string) => number;
}

const countText = (n: number) => (n === 1 ? '1 product' : `${n} products`);

export function PostStrip({ posts, selectedId, onSelect, productCount }: PostStripProps) {
  return (
    <ListBox
      aria-label="Posts"
      layout="stack"
      orientation="horizontal"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        if (key !== undefined) onSelect(String(key));
      }}
      items={posts.map((post) => ({ id: post.media.id, post }))}
      className={styles.strip}
    >
      {({ id, post }) => {
        const count = productCount(id);
        const thumbnail = postThumbnail(post);
        const kind = post.media.mediaType;
        const name = `${postName(post)}. ${countText(count)}`;
        return (
          <ListBoxItem id={id} textValue={name} aria-label={name} className={styles.stripItem}>
            {({ isSelected }) => (
              <>
                {thumbnail ? (
                  <img className={styles.stripPicture} src={thumbnail} alt="" />
                ) : (
                  <span className={styles.stripPicture} />
                )}
                {kind !== 'IMAGE' && (
                  <span className={styles.kindBadge} aria-hidden="true">
                    {kind === 'VIDEO' ? <PlayIcon size={14} /> : <CopyIcon size={14} />}
                  </span>
                )}
                {count > 0 && (
                  <span className={styles.countBadge} aria-hidden="true">
                    {count}
                  </span>
                )}
                {isSelected && (
                  <span className={styles.selectedMark} aria-hidden="true">
                    <CheckIcon size={14} strokeWidth={3} />
                  </span>
                )}
              </>
            )}
          </ListBoxItem>
        );
      }}
    </ListBox>
  );
}
