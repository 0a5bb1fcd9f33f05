// The live preview of Brand Management: the real player overlay ('Click to Shop', the open banner
// list) and product card of @vendy/player under the player's scoped theme, with the branding being
// edited applied through `brandingStyle`, as the embedded viewers apply the saved one; the
// 'Powered by Vendy' line goes when the branding is hidden.
import { useMemo } from 'react';
import { brandingStyle, createShop, playerTheme, type Branding, type Shop } from '@vendy/player';
import { ShopOverlay } from '@vendy/player/react';
import { PREVIEW_PLACEMENT } from './previewSample';
import * as styles from './brandPreview.css';

export const PREVIEW_HINT = 'Changes show here before you save.';

type Mode = keyof typeof styles.stageSize;

function previewShop(mode: Mode): Shop {
  const shop = createShop({ placement: PREVIEW_PLACEMENT, onAddToCart: () => undefined });
  if (mode !== 'collapsed') shop.open();
  if (mode === 'selected') shop.select(PREVIEW_PLACEMENT.banners[0]!.item);
  return shop;
}

const STAGES: readonly { mode: Mode; label: string }[] = [
  { mode: 'collapsed', label: 'Button' },
  { mode: 'open', label: 'Banner' },
  { mode: 'selected', label: 'Product card' },
];

export interface BrandPreviewProps {
  branding: Branding;
}

export function BrandPreview({ branding }: BrandPreviewProps) {
  // One shop per stage, made once: the merchant may click through them like a shopper.
  const shops = useMemo(() => STAGES.map((stage) => previewShop(stage.mode)), []);
  return (
    <section className={styles.preview} aria-labelledby="brand-preview-heading">
      <h2 id="brand-preview-heading" className={styles.heading}>
        Preview
      </h2>
      <p className={styles.hint}>{PREVIEW_HINT}</p>
      <div
        className={[playerTheme, styles.stages].join(' ')}
        style={brandingStyle(branding)}
        data-testid="brand-preview-theme"
        data-brand-preview=""
      >
        {STAGES.map((stage, index) => (
          <div
            key={stage.mode}
            className={stage.mode === 'selected' ? styles.productCardStage : undefined}
          >
            <p className={styles.stageLabel}>{stage.label}</p>
            <div className={[styles.stage, styles.stageSize[stage.mode]].join(' ')}>
              <ShopOverlay shop={shops[index]!} />
            </div>
          </div>
        ))}
        {branding.hideVendyBranding ? null : (
          <p className={styles.poweredBy} data-testid="powered-by">
            <svg className={styles.logo} viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 5 7 5-7 5z"
                fill="currentColor"
              />
            </svg>
            Powered by Vendy
          </p>
        )}
      </div>
    </section>
  );
}
