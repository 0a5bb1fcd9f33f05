// The 'Affiliate Product' form (doc 2 §2, §5): title, price, button CTA, link and photos (drag and
// drop, sortable), with a live preview of the product card. Checked with the shared
// affiliateLinkSchema (the server runs it too).
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, ErrorIcon, TextField } from '@vendy/ui-kit';
import { affiliateLinkSchema, CURRENCY_PATTERN, currencyToNumber } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import type { AffiliateLinkValues, FormImage } from './affiliateSave';
import { ImageSorter } from './ImageSorter';
import type { AffiliateLink } from './lists';
import { ProductCardPreview } from './ProductCardPreview';
import * as styles from './products.css';
import * as form from './AffiliateLinkForm.css';

/** The button text a viewer shows when the link sets none. */
export const DEFAULT_CTA = 'Buy Now';

export interface AffiliateLinkSaveInput {
  /** The link being edited; null creates one. */
  id: string | null;
  values: AffiliateLinkValues;
  images: FormImage[];
}

export interface AffiliateLinkFormDialogProps {
  isOpen: boolean;
  /** The link to edit; null for a new one. */
  link: AffiliateLink | null;
  onClose: () => void;
  /** Uploads and saves; a rejection's message shows in the form, which stays open. */
  onSave: (input: AffiliateLinkSaveInput) => Promise<void>;
}

const savedImages = (link: AffiliateLink | null): FormImage[] =>
  (link?.images ?? []).map((image) => ({
    id: image.id,
    src: image.thumbnailUrl || image.imageUrl,
    kind: 'saved',
    imageUrl: image.imageUrl,
    thumbnailUrl: image.thumbnailUrl,
  }));

/** The price a preview shows for what is typed so far (nothing while it is not a price yet). */
function typedPrice(text: unknown): number | null {
  const value = typeof text === 'string' ? text.trim() : '';
  return CURRENCY_PATTERN.test(value) ? currencyToNumber(value) : null;
}

let nextImageId = 0;

function AffiliateLinkFormBody({
  link,
  onSave,
  close,
}: Pick<AffiliateLinkFormDialogProps, 'link' | 'onSave'> & { close: () => void }) {
  const [images, setImages] = useState<FormImage[]>(() => savedImages(link));
  // Preview addresses of chosen files, released when the form goes away.
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const yup = useYupForm(
    affiliateLinkSchema,
    {
      title: link?.title ?? '',
      price: link ? link.price.toFixed(2) : '',
      url: link?.url ?? '',
      ctaText: link?.ctaText ?? '',
      description: link?.description ?? '',
    },
    async (values) => {
      await onSave({
        id: link?.id ?? null,
        values: {
          title: values.title,
          price: values.price,
          url: values.url,
          ctaText: values.ctaText ?? '',
        },
        images,
      });
      close();
    },
  );

  const addFiles = (files: File[]) => {
    const added = files.map((file): FormImage => {
      const src = URL.createObjectURL(file);
      objectUrls.current.push(src);
      nextImageId += 1;
      return { id: `new-${nextImageId}`, src, kind: 'new', file };
    });
    setImages((current) => [...current, ...added]);
  };

  const title = typeof yup.values.title === 'string' ? yup.values.title.trim() : '';
  const cta = typeof yup.values.ctaText === 'string' ? yup.values.ctaText.trim() : '';

  return (
    <form
      className={form.layout}
      noValidate
      aria-label="Affiliate Product"
      onSubmit={(e) => void yup.handleSubmit(e)}
    >
      <div className={form.fields}>
        {yup.formError && (
          <p role="alert" className={styles.alert}>
            <ErrorIcon />
            <span>{yup.formError}</span>
          </p>
        )}
        <TextField label="Title" isRequired {...yup.field('title')} />
        <TextField label="Price" isRequired placeholder="$0.00" {...yup.field('price')} />
        <TextField
          label="Button CTA"
          placeholder={DEFAULT_CTA}
          description="The text of the product card's button."
          {...yup.field('ctaText')}
        />
        <TextField
          label="Link"
          type="url"
          isRequired
          placeholder="https://"
          {...yup.field('url')}
        />
        <fieldset className={form.photos}>
          <legend className={form.legend}>Photos</legend>
          <ImageSorter
            images={images}
            onChange={setImages}
            onAddFiles={addFiles}
            isDisabled={yup.isSubmitting}
          />
        </fieldset>
        <div className={form.buttons}>
          <Button variant="secondary" onPress={close} isDisabled={yup.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isPending={yup.isSubmitting}>
            Save
          </Button>
        </div>
      </div>
      <div className={form.preview}>
        <ProductCardPreview
          label="Live Preview"
          title={title}
          price={typedPrice(yup.values.price)}
          images={images.map((image) => image.src)}
          ctaText={cta || DEFAULT_CTA}
        />
      </div>
    </form>
  );
}

export function AffiliateLinkFormDialog({
  isOpen,
  link,
  onClose,
  onSave,
}: AffiliateLinkFormDialogProps) {
  return (
    <Dialog
      title="Affiliate Product"
      size="lg"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {(close) => <AffiliateLinkFormBody link={link} onSave={onSave} close={close} />}
    </Dialog>
  );
}
