// Where the YouTube and TikTok oEmbed endpoints are (doc 2 §7: direct GETs with a url parameter).
// By default the providers' own endpoints; a deployment without internet access serves sandboxes
// that speak the same protocol, and names them in the page with
//   <meta name="vendy:oembed-youtube" content="/sandbox/youtube/oembed">
//   <meta name="vendy:oembed-tiktok" content="/sandbox/tiktok/oembed">

export type OEmbedProvider = 'youtube' | 'tiktok';
export type OEmbedEndpoints = Record<OEmbedProvider, string>;

export const PROVIDER_OEMBED_ENDPOINTS: Readonly<OEmbedEndpoints> = {
  youtube: 'https://www.youtube.com/oembed',
  tiktok: 'https://www.tiktok.com/oembed',
};

export const OEMBED_META_NAMES: Readonly<OEmbedEndpoints> = {
  youtube: 'vendy:oembed-youtube',
  tiktok: 'vendy:oembed-tiktok',
};

/** The endpoints to call: a page's meta tags win over the providers' own addresses. */
export function oembedEndpoints(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): OEmbedEndpoints {
  const fromPage = (provider: OEmbedProvider) =>
    doc
      ?.querySelector<HTMLMetaElement>(`meta[name="${OEMBED_META_NAMES[provider]}"]`)
      ?.content.trim() || undefined;
  return {
    youtube: fromPage('youtube') ?? PROVIDER_OEMBED_ENDPOINTS.youtube,
    tiktok: fromPage('tiktok') ?? PROVIDER_OEMBED_ENDPOINTS.tiktok,
  };
}
