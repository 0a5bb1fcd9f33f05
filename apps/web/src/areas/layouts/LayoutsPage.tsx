// /layouts (doc 3 §2): the header picture, 'Add Layout', the list (or the empty card) and the
// preview dialog. Data and calls come from the route module.
import { useState } from 'react';
import { Button, EmptyState, LayoutsIcon, PlusIcon, toasts } from '@vendy/ui-kit';
import { AssetPageFrame } from '../../components/AssetListPage/AssetPageFrame';
import type { Loadable } from '../../lib/loadable';
import { HeaderImage } from './HeaderImage';
import { LayoutList } from './LayoutList';
import type { Layout } from './layoutModel';
import { PreviewDialog, type PreviewDevice } from './PreviewDialog';

export const LAYOUT_DELETED = 'Layout deleted successfully.';

export interface LayoutsPageProps {
  layouts: Loadable<readonly Layout[]>;
  host: string;
  /** Hides 'Add Layout', edit and delete. */
  readOnly?: boolean;
  onAdd: () => void;
  onEdit: (layout: Layout) => void;
  /** A row's 'Customize': the timeline editor of its video. */
  onCustomize?: (layout: Layout) => void;
  onDelete: (layout: Layout) => Promise<void>;
  /** A layout previewed from the start (stories). */
  initialPreview?: Layout | null;
  initialDevice?: PreviewDevice;
  writeText?: (text: string) => Promise<void>;
}

export function LayoutsPage({
  layouts,
  host,
  readOnly = false,
  onAdd,
  onEdit,
  onCustomize,
  onDelete,
  initialPreview = null,
  initialDevice,
  writeText,
}: LayoutsPageProps) {
  const [previewing, setPreviewing] = useState<Layout | null>(initialPreview);
  const isEmpty = layouts.status === 'ready' && layouts.data.length === 0;

  const remove = async (layout: Layout) => {
    await onDelete(layout);
    toasts.success(LAYOUT_DELETED);
  };

  return (
    <AssetPageFrame
      heading="Layouts"
      banner={<HeaderImage />}
      action={
        !readOnly && (
          <Button icon={<PlusIcon />} onPress={onAdd}>
            Add Layout
          </Button>
        )
      }
    >
      {isEmpty && !readOnly ? (
        <EmptyState
          picture={<LayoutsIcon size={48} />}
          title="Create your first layout!"
          headingLevel={2}
          description="Get started by choosing a video and layout format."
          action={
            <Button icon={<PlusIcon />} onPress={onAdd}>
              Add Layout
            </Button>
          }
        />
      ) : (
        <LayoutList
          layouts={layouts}
          host={host}
          readOnly={readOnly}
          onPreview={setPreviewing}
          onEdit={onEdit}
          onCustomize={onCustomize}
          onDelete={remove}
          writeText={writeText}
        />
      )}
      <PreviewDialog
        key={previewing?.id ?? 'none'}
        layout={previewing}
        initialDevice={initialDevice}
        onClose={() => setPreviewing(null)}
      />
    </AssetPageFrame>
  );
}
