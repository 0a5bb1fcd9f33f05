// Branding that styles the viewers (doc 3 §3, §9). Until the Brand Management page stores a
// group's settings, every group has the defaults of doc 3 §9; brandingFor is the one place that
// will read the saved settings then (the embed already receives them through Widget.brandingSettings).
import { DEFAULT_BRANDING, type BrandingValues } from '@vendy/client/domain';

/** The branding in force for each group: the defaults, until settings can be saved. */
export function brandingFor(groupIds: Iterable<string>): Map<string, BrandingValues> {
  return new Map([...groupIds].map((groupId) => [groupId, { ...DEFAULT_BRANDING }]));
}
