// The feed editor's live preview: the selected post as the feed viewer shows it, with the
// 'Featured Products' banner listing what the edited placement shows on that post (its own
// products first, then the products of the collections shown on every post).
import { formatDollars } from '@vendy/client/domain';
import { FALLBACK_IMAGE } from '@vendy/player';
import { postThumbnail, type InstagramPost } from './posts';
import type { Product, ProductCollection } from './feedActions';
import * as styles from './feedEditor.css';

export interface PreviewProduct {
  id: string;
  title: string;
  price: number | null;
  picture: string | null;
}

/** What the banner lists: the post's products, then the collections' (each product once). */
export function previewProducts(
  productIds: readonly string[],
  collectionIds: readonly string[],
  products: readonly Product[],
  collections: readonly ProductCollection[],
): PreviewProduct[] {
  const shown = new Map<string, PreviewProduct>();
  for (const id of productIds) {
    const p = products.find((product) => product.id === id);
    if (p && !shown.has(id)) {
      shown.set(id, {
        id,
        title: p.title,
        price: p.price,
        picture: p.thumbnailUrl ?? p.imageUrl,
      });
    }
  }
  for (const id of collectionIds) {
    const collection = collections.find((c) => c.id === id);
    for (const { productId, product } of collection?.items ?? []) {
      if (!product || shown.has(productId)) continue;
      shown.set(productId, {
        id: productId,
        title: product.title,
        price: product.price,
        picture: product.thumbnailUrl ?? product.imageUrl,
      });
    }
  }
  return [...shown.values()];
}

export interface FeedPreviewProps {
  post: InstagramPost | null;
  products: readonly PreviewProduct[];
}

export function FeedPreview({ post, products }: FeedPreviewProps) {
  // A picture post shows its picture; a video or an album its cover.
  const shown =
    post?.media.mediaType === 'IMAGE'
      ? (post.media.mediaUrl ?? post.media.thumbnailUrl)
      : post
        ? postThumbnail(post)
        : null;
  return (
    <div className={styles.preview}>
      {post ? (
        <img className={styles.previewPicture} src={shown ?? FALLBACK_IMAGE} alt="Selected post" />
      ) : (
        <p className={styles.previewEmpty}>Choose a post to see it here.</p>
      )}
      {post?.media.caption && <p className={styles.previewCaption}>{post.media.caption}</p>}
      <div className={styles.banner}>
        <p className={styles.bannerHeading} id="feed-preview-products">
          Featured Products
        </p>
        {products.length === 0 ? (
          <p className={styles.bannerEmpty}>No products on this post yet.</p>
        ) : (
          <ul className={styles.bannerList} aria-labelledby="feed-preview-products">
            {products.map((product) => (
              <li key={product.id} className={styles.bannerItem}>
                <img
                  className={styles.bannerPicture}
                  src={product.picture ?? FALLBACK_IMAGE}
                  alt=""
                />
                <span className={styles.bannerText}>
                  <span className={styles.bannerTitle}>{product.title}</span>
                  {product.price !== null && (
                    <span className={styles.bannerPrice}>{formatDollars(product.price)}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
