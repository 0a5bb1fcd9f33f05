// How a product or affiliate link appears on a viewer's product card: picture (with a choice of
// the others), title, price and the button. A preview only: the button does nothing here.
import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { PhotoIcon } from '@vendy/ui-kit';
import { priceText } from './lists';
import * as styles from './ProductCardPreview.css';

export interface ProductCardPreviewProps {
  title: string;
  price: number | null | undefined;
  /** Picture addresses in order; the first shows first. */
  images: readonly string[];
  /** The button's text. */
  ctaText: string;
  /** Names the preview region, e.g. 'Preview'. */
  label?: string;
}

export function ProductCardPreview({
  title,
  price,
  images,
  ctaText,
  label = 'Preview',
}: ProductCardPreviewProps) {
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <section className={styles.card} aria-label={label}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      {current ? (
        <img className={styles.picture} src={current} alt={title || 'Untitled product'} />
      ) : (
        <div className={styles.noPicture}>
          <PhotoIcon size={40} />
          <span>No picture</span>
        </div>
      )}
      {images.length > 1 && (
        <div className={styles.dots}>
          {images.map((src, index) => (
            <RACButton
              key={`${src}-${index}`}
              className={styles.dot}
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              aria-pressed={index === Math.min(chosen, images.length - 1)}
              onPress={() => setChosen(index)}
            >
              <img className={styles.dotImage} src={src} alt="" />
            </RACButton>
          ))}
        </div>
      )}
      <p className={styles.title}>{title || 'Untitled'}</p>
      <p className={styles.price}>{priceText(price)}</p>
      <span className={styles.cta}>{ctaText}</span>
    </section>
  );
}
