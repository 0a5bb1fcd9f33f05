// Where the page asks for YouTube and TikTok oEmbed answers (doc 2 §7: direct GETs with a url
// parameter). The API serves both endpoints same-origin for signed-in users and forwards to the
// configured provider or its local sandbox, so the page needs no cross-origin access.

export type OEmbedProvider = 'youtube' | 'tiktok';
export type OEmbedEndpoints = Record<OEmbedProvider, string>;

export const OEMBED_ENDPOINTS: Readonly<OEmbedEndpoints> = {
  youtube: '/oembed/youtube',
  tiktok: '/oembed/tiktok',
};

/** The endpoints the page calls (one place to change them, e.g. for another API address). */
export function oembedEndpoints(): OEmbedEndpoints {
  return { ...OEMBED_ENDPOINTS };
}
