// The Brand Management page's server calls (doc 3 §5). Failures carry the server's message or the
// operation's fallback ('Unable to get branding settings.', 'Unable to save settings.').
import {
  DeleteBrandingSettingsDocument,
  GetBrandingSettingsDocument,
  UpsertBrandingSettingsDocument,
  type BrandingSettingsFieldsFragment,
  type BrandingSettingsInput,
} from '@vendy/client/generated';
import { request } from '../../lib/api';

export type BrandingSettings = BrandingSettingsFieldsFragment;

export async function loadBranding(signal?: AbortSignal): Promise<BrandingSettings> {
  return (await request(GetBrandingSettingsDocument, {}, { signal })).getBrandingSettings;
}

export async function saveBranding(settings: BrandingSettingsInput): Promise<BrandingSettings> {
  return (await request(UpsertBrandingSettingsDocument, { settings })).upsertBrandingSettings;
}

export async function resetBranding(): Promise<BrandingSettings> {
  return (await request(DeleteBrandingSettingsDocument)).deleteBrandingSettings;
}
