// One placement's fields in the feed editor: the post strip, the products of the selected post
// (with 'Import Products') and the collections shown on every post.
import { formatDollars, PICKER_PAGE_SIZES } from '@vendy/client/domain';
import { Button, UploadIcon } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { FormError } from '../../components/FormError';
import { MediaPicker } from '../../pickers';
import type { Product, ProductCollection } from './feedActions';
import {
  productsOnPost,
  setCollections,
  setPostProducts,
  type FeedDraft,
  type FeedPlacement,
} from './feedModel';
import type { InstagramMedia } from './instagramActions';
import { NO_POSTS } from './InstagramPage';
import type { InstagramPost } from './posts';
import { PostStrip } from './PostStrip';
import * as styles from './feedEditor.css';

export const POST_PRODUCTS_HELP = 'These products will appear only on the selected post.';
export const COLLECTIONS_HELP = 'These products will appear on all posts in your feed.';

export interface PlacementFieldsProps {
  placement: FeedPlacement;
  posts: readonly InstagramPost[];
  post: InstagramPost | null;
  media: Loadable<readonly InstagramMedia[]>;
  products: Loadable<readonly Product[]>;
  collections: Loadable<readonly ProductCollection[]>;
  onSelectPost: (postId: string) => void;
  onChange: (change: (draft: FeedDraft) => FeedDraft) => void;
  onImport: (() => void) | undefined;
}

const productPicture = (product: Product) => {
  const src = product.thumbnailUrl ?? product.imageUrl;
  return src ? (
    <img className={styles.pickerPicture} src={src} alt="" />
  ) : (
    <span className={styles.pickerPicture} />
  );
};

const collectionPicture = (collection: ProductCollection) => {
  const src = collection.items.find((i) => i.product?.thumbnailUrl)?.product?.thumbnailUrl;
  return src ? (
    <img className={styles.pickerPicture} src={src} alt="" />
  ) : (
    <span className={styles.pickerPicture} />
  );
};

const countProducts = (n: number) => (n === 1 ? '1 product' : `${n} products`);

export function PlacementFields({
  placement,
  posts,
  post,
  media,
  products,
  collections,
  onSelectPost,
  onChange,
  onImport,
}: PlacementFieldsProps) {
  const postId = post?.media.id ?? null;
  return (
    <div className={styles.placement}>
      <div className={styles.block}>
        <h4 className={styles.blockHeading}>Posts</h4>
        {media.status === 'loading' && (
          <p role="status" className={styles.muted}>
            Loading Instagram posts…
          </p>
        )}
        {media.status === 'error' && <FormError message={media.message} />}
        {media.status === 'ready' && posts.length === 0 && (
          <p className={styles.muted}>{NO_POSTS}</p>
        )}
        {posts.length > 0 && (
          <PostStrip
            posts={posts}
            selectedId={postId}
            onSelect={onSelectPost}
            productCount={(id) => productsOnPost(placement, id).length}
          />
        )}
      </div>

      <div className={styles.block}>
        <div className={styles.groupHeader}>
          <h4 className={styles.blockHeading}>Products on the selected post</h4>
          <Button
            variant="secondary"
            size="sm"
            icon={<UploadIcon />}
            onPress={onImport}
            isDisabled={!onImport}
          >
            Import Products
          </Button>
        </div>
        <p className={styles.help}>{POST_PRODUCTS_HELP}</p>
        {!onImport && <p className={styles.muted}>Connect a Shopify store to import products.</p>}
        {postId ? (
          <MediaPicker<Product>
            label="Products on the selected post"
            searchLabel="Search Products"
            items={products}
            selectionMode="multiple"
            selectedKeys={new Set(productsOnPost(placement, postId))}
            onSelectionChange={(keys) =>
              onChange((draft) => setPostProducts(draft, placement.key, postId, [...keys]))
            }
            renderItem={productPicture}
            describe={(product) => (product.price === null ? '' : formatDollars(product.price))}
            emptyText="No products match your search."
            noItemsText="You don't have any products."
            pageSize={PICKER_PAGE_SIZES.products}
          />
        ) : (
          <p className={styles.muted}>Choose a post to place products on it.</p>
        )}
      </div>

      <div className={styles.block}>
        <h4 className={styles.blockHeading}>Collections on all posts</h4>
        <p className={styles.help}>{COLLECTIONS_HELP}</p>
        <MediaPicker<ProductCollection>
          label="Collections on all posts"
          searchLabel="Search Collections"
          items={collections}
          selectionMode="multiple"
          selectedKeys={new Set(placement.collections)}
          onSelectionChange={(keys) =>
            onChange((draft) => setCollections(draft, placement.key, [...keys]))
          }
          renderItem={collectionPicture}
          describe={(collection) => countProducts(collection.items.length)}
          emptyText="No collections match your search."
          noItemsText="You don't have any product collections."
          pageSize={PICKER_PAGE_SIZES.productCollections}
        />
      </div>
    </div>
  );
}
