// Read-only product detail (doc 2 §2): name, description, price, thumbnails, variables (option
// names with values), variants and a preview. Products come from the store, so nothing is edited
// here. The description is shown as the store's plain text: the store's HTML is never rendered.
import { Dialog } from '@vendy/ui-kit';
import { ProductCardPreview } from './ProductCardPreview';
import { priceText, type Product } from './lists';
import { productOptions, productPictures } from './productDetail';
import * as styles from './products.css';

export interface ProductDetailDialogProps {
  /** The product shown; null keeps the dialog closed. */
  product: Product | null;
  onClose: () => void;
}

function ProductDetail({ product }: { product: Product }) {
  const pictures = productPictures(product);
  const options = productOptions(product.variants);
  return (
    <div className={styles.detailColumns}>
      <div className={styles.detail}>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>Name</dt>
          <dd className={styles.factValue}>{product.title}</dd>
          <dt className={styles.factLabel}>Price</dt>
          <dd className={styles.factValue}>{priceText(product.price)}</dd>
          {product.vendor && (
            <>
              <dt className={styles.factLabel}>Vendor</dt>
              <dd className={styles.factValue}>{product.vendor}</dd>
            </>
          )}
          {product.productType && (
            <>
              <dt className={styles.factLabel}>Type</dt>
              <dd className={styles.factValue}>{product.productType}</dd>
            </>
          )}
          <dt className={styles.factLabel}>Available</dt>
          <dd className={styles.factValue}>{product.availableForSale ? 'Yes' : 'No'}</dd>
        </dl>

        <section className={styles.section} aria-labelledby="product-description">
          <h3 id="product-description" className={styles.subheading}>
            Description
          </h3>
          <p className={styles.description}>{product.description || 'No description.'}</p>
        </section>

        <section className={styles.section} aria-labelledby="product-pictures">
          <h3 id="product-pictures" className={styles.subheading}>
            Pictures
          </h3>
          {pictures.length ? (
            <ul className={styles.thumbnails}>
              {pictures.map((picture, index) => (
                <li key={`${picture.thumbnail}-${index}`}>
                  <img
                    className={styles.largeThumbnail}
                    src={picture.thumbnail}
                    alt={`${product.title}, view ${index + 1} of ${pictures.length}`}
                    width={150}
                    height={150}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No pictures.</p>
          )}
        </section>

        {options.length > 0 && (
          <section className={styles.section} aria-labelledby="product-variables">
            <h3 id="product-variables" className={styles.subheading}>
              Variables
            </h3>
            <dl className={styles.facts}>
              {options.map((option) => (
                <div key={option.name} className={styles.contents}>
                  <dt className={styles.factLabel}>{option.name}</dt>
                  <dd className={styles.factValue}>{option.values.join(', ')}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section className={styles.section} aria-labelledby="product-variants">
          <h3 id="product-variants" className={styles.subheading}>
            Variants
          </h3>
          <div className={styles.tableBox}>
            <div className={styles.scroller}>
              <table className={styles.table} aria-labelledby="product-variants">
                <thead>
                  <tr>
                    <th scope="col" className={styles.column}>
                      Variant
                    </th>
                    <th scope="col" className={`${styles.column} ${styles.endCell}`}>
                      Price
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.variants.map((variant) => (
                    <tr key={variant.id} className={styles.row}>
                      <th scope="row" className={styles.rowHeader}>
                        {variant.title}
                      </th>
                      <td className={`${styles.cell} ${styles.endCell}`}>
                        {priceText(variant.price)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      </div>
      <ProductCardPreview
        title={product.title}
        price={product.price}
        images={pictures.map((p) => p.full)}
        ctaText="Add to Cart"
      />
    </div>
  );
}

export function ProductDetailDialog({ product, onClose }: ProductDetailDialogProps) {
  return (
    <Dialog
      title={product?.title ?? 'Product'}
      size="lg"
      isOpen={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {product && <ProductDetail product={product} />}
    </Dialog>
  );
}
