// A layout row's actions (doc 3 §2): Preview, Copy Layout ID, copy embed code, the embedding help
// page, Customize, edit and delete. Each is an ordinary button or link, so Tab reaches it and Enter
// or Space runs it. Drafts have no embed actions; a read-only list has no Customize, edit or delete.
import { layoutEmbedCode } from '@vendy/client/domain';
import {
  Button,
  CopyIcon,
  EditIcon,
  EyeIcon,
  HelpIcon,
  LinkButton,
  LinkIcon,
  SettingsIcon,
  TrashIcon,
} from '@vendy/ui-kit';
import { routes } from '../../routes';
import { CopyButton } from '../../components/CopyButton';
import { isDraft, mediaItems, type Layout } from './layoutModel';
import * as styles from './layouts.css';

export interface RowActions {
  host: string;
  editable: boolean;
  onPreview: (layout: Layout) => void;
  onEdit?: (layout: Layout) => void;
  /** Opens the timeline editor of the layout's video (or, with several, the list of them). */
  onCustomize?: (layout: Layout) => void;
  askDelete: (layout: Layout) => void;
  writeText?: (text: string) => Promise<void>;
}

export function LayoutRowActions({ layout, actions }: { layout: Layout; actions: RowActions }) {
  const { host, editable, onPreview, onEdit, onCustomize, askDelete, writeText } = actions;
  const canCustomize = editable && onCustomize !== undefined && mediaItems(layout).length > 0;
  return (
    <div className={styles.rowActions}>
      <Button
        variant="ghost"
        size="sm"
        icon={<EyeIcon />}
        aria-label={`Preview ${layout.title}`}
        onPress={() => onPreview(layout)}
      />
      {!isDraft(layout) && (
        <>
          <CopyButton
            iconOnly
            variant="ghost"
            size="sm"
            icon={<CopyIcon />}
            label={`Copy Layout ID of ${layout.title}`}
            text={layout.id}
            writeText={writeText}
          />
          <CopyButton
            iconOnly
            variant="ghost"
            size="sm"
            icon={<LinkIcon />}
            label={`Copy Embed Code of ${layout.title}`}
            text={layoutEmbedCode(host, layout.id, layout.type)}
            writeText={writeText}
          />
          <LinkButton
            variant="ghost"
            size="sm"
            icon={<HelpIcon />}
            href={routes.supportEmbedALayout()}
            aria-label={`Help embedding ${layout.title}`}
          >
            Help
          </LinkButton>
        </>
      )}
      {canCustomize && (
        <Button
          variant="secondary"
          size="sm"
          icon={<SettingsIcon />}
          aria-label={`Customize ${layout.title}`}
          onPress={() => onCustomize(layout)}
        >
          Customize
        </Button>
      )}
      {editable && onEdit && (
        <Button
          variant="ghost"
          size="sm"
          icon={<EditIcon />}
          aria-label={`Edit ${layout.title}`}
          onPress={() => onEdit(layout)}
        />
      )}
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          aria-label={`Delete ${layout.title}`}
          onPress={() => askDelete(layout)}
        />
      )}
    </div>
  );
}
