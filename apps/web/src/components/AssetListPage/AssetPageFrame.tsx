// The frame the asset pages compose (/videos, /audios, /images, /layouts; doc 2 §2, doc 3 §2): a
// banner, the header with the page's heading and its add button or menu, a line under the header,
// then the lists' tabs (or the page's own content) and the page's dialogs. `AssetDialog` is the
// asset pages' dialog: a click beside it never closes it, and while it holds a form whose work
// would be lost (an upload) neither does Escape, and it has no close button; `useAssetDialog`
// holds which dialog is open. `EmptyUploadState` is what an empty list shows: its first upload.
import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toasts,
  UploadIcon,
  type DialogSize,
} from '@vendy/ui-kit';
import * as styles from './assetPage.css';

export interface AssetPageTab {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AssetPageFrameProps {
  heading: string;
  /** The header's add button or menu (absent on read-only pages). */
  action?: ReactNode;
  /** Above the header (the layouts' picture). */
  banner?: ReactNode;
  /** Between the header and the tabs (the videos' upload minutes). */
  summary?: ReactNode;
  /** The lists' tabs, with the tab list's name and the tab shown first. */
  tabs?: { label: string; defaultTab: string; items: readonly AssetPageTab[] };
  /** The page's content without tabs, then its dialogs. */
  children?: ReactNode;
}

export function AssetPageFrame({
  heading,
  action,
  banner,
  summary,
  tabs,
  children,
}: AssetPageFrameProps) {
  return (
    <div className={styles.page}>
      {banner}
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {action}
      </div>
      {summary}
      {tabs && <PageTabs {...tabs} />}
      {children}
    </div>
  );
}

/**
 * The lists' tabs. They stay mounted when a tab comes or goes (the Instagram tab once the account
 * has loaded), so the open list keeps its rows, search, sort and focus; when the selected tab goes
 * away the first one is shown.
 */
function PageTabs({ label, defaultTab, items }: NonNullable<AssetPageFrameProps['tabs']>) {
  const [chosen, setChosen] = useState(defaultTab);
  const selected = items.some((tab) => tab.id === chosen) ? chosen : defaultTab;
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => setChosen(String(key))}>
      <TabList aria-label={label}>
        {items.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {items.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}

export interface AssetDialogProps {
  /** The dialog's title; the dialog is open while there is one. */
  title: string | null;
  size: DialogSize;
  onClose: () => void;
  /** Holds work Escape or a close button would throw away (an upload). */
  isLocked: boolean;
  children: ReactNode;
}

export function AssetDialog({ title, size, onClose, isLocked, children }: AssetDialogProps) {
  return (
    <Dialog
      title={title ?? ''}
      size={size}
      isOpen={title !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      isKeyboardDismissDisabled={isLocked}
      hideCloseButton={isLocked}
    >
      {children}
    </Dialog>
  );
}

/** The open dialog of an asset page; `done` closes it with the spec's success toast. */
export function useAssetDialog<D>(initial: D | null) {
  const [dialog, setDialog] = useState<D | null>(initial);
  const close = () => setDialog(null);
  const done = (message: string) => {
    toasts.success(message);
    close();
  };
  return { dialog, open: setDialog, close, done };
}

export interface EmptyUploadStateProps {
  picture: ReactNode;
  title: string;
  uploadLabel: string;
  onUpload: () => void;
}

export function EmptyUploadState({ picture, title, uploadLabel, onUpload }: EmptyUploadStateProps) {
  return (
    <EmptyState
      picture={picture}
      title={title}
      action={
        <Button icon={<UploadIcon />} onPress={onUpload}>
          {uploadLabel}
        </Button>
      }
    />
  );
}
