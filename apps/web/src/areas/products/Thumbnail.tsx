// A small decorative picture of a list row, with a placeholder when there is none or it cannot be
// loaded (e.g. a store image that moved). The row's title names it.
import { useState } from 'react';
import { ProductIcon } from '@vendy/ui-kit';

export interface ThumbnailProps {
  src: string | null | undefined;
  size: number;
  className: string;
  placeholderClassName: string;
}

export function Thumbnail({ src, size, className, placeholderClassName }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className={placeholderClassName}>
        <ProductIcon size={Math.round(size / 3)} />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}
