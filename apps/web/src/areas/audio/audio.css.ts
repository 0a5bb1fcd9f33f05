import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export { form, actions } from '../../components/UploadForm/uploadForm.css';

export { page, header, heading, panel, list } from '../../components/AssetListPage/assetPage.css';

export const description = style({
  display: 'block',
  maxWidth: 320,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});
