// The layout preview (doc 3 §2): a full-screen dialog 'Previewing {title}' with device toggles
// (Desktop, Tablet, Mobile) around the real embed frame in preview mode, 800 px high and as wide
// as the chosen device. The embed sends no analytics in preview mode.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { PREVIEW_FRAME_HEIGHT } from '@vendy/client/domain';
import { Dialog } from '@vendy/ui-kit';
import * as styles from './layouts.css';
import { answerPreviewCart } from './previewCart';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

/** Frame widths: the whole dialog on desktop, then a tablet (769–1024 px) and a phone (≤ 768 px). */
export const DEVICE_WIDTHS: Record<PreviewDevice, string> = {
  desktop: '100%',
  tablet: '820px',
  mobile: '390px',
};

const DEVICES: ReadonlyArray<{ id: PreviewDevice; label: string }> = [
  { id: 'desktop', label: 'Desktop' },
  { id: 'tablet', label: 'Tablet' },
  { id: 'mobile', label: 'Mobile' },
];

/** The preview frame's address: the public embed, told not to count the visit. */
export const previewSrc = (layoutId: string) => `/embed/${encodeURIComponent(layoutId)}?preview=1`;

/**
 * What the frame shows: the embed's address by default. Stories give it a document of its own
 * (`srcDoc`), since a story has no embed server behind it.
 */
export const PreviewFrameContext = createContext<
  (layoutId: string) => { src?: string; srcDoc?: string }
>((layoutId) => ({ src: previewSrc(layoutId) }));

export interface PreviewDialogProps {
  layout: { id: string; title: string } | null;
  onClose: () => void;
  initialDevice?: PreviewDevice;
}

export function PreviewDialog({ layout, onClose, initialDevice = 'desktop' }: PreviewDialogProps) {
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  const frame = useRef<HTMLIFrameElement>(null);
  const frameDocument = useContext(PreviewFrameContext);
  useEffect(() => answerPreviewCart(() => frame.current), []);
  return (
    <Dialog
      title={layout ? `Previewing ${layout.title}` : 'Preview'}
      size="fullscreen"
      isOpen={layout !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      toolbar={
        <ToggleButtonGroup
          aria-label="Device"
          className={styles.devices}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[device]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = [...keys];
            if (next) setDevice(next as PreviewDevice);
          }}
        >
          {DEVICES.map((d) => (
            <ToggleButton key={d.id} id={d.id} className={styles.device}>
              {d.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {layout && (
        <div className={styles.deviceFrame} style={{ width: DEVICE_WIDTHS[device] }}>
          <iframe
            ref={frame}
            className={styles.previewFrame}
            title={`Preview of ${layout.title}`}
            {...frameDocument(layout.id)}
            width="100%"
            height={PREVIEW_FRAME_HEIGHT}
          />
        </div>
      )}
    </Dialog>
  );
}
