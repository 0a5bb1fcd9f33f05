// The providers' stand-ins (Shopify, Google, Facebook, Instagram, oEmbed, OpenAI, Synthesia), served next to the modules when
// no real provider is configured. The composition root (composition.ts) adds their routes after
// the modules' ones.
import type { Sandbox } from '../modules/types';
import { facebookSandboxRoutes } from './facebook/routes';
import { googleSandboxRoutes } from './google/routes';
import { instagramSandboxRoutes } from './instagram/routes';
import { oembedSandboxRoutes } from './oembed/routes';
import { openaiSandboxRoutes } from './openai/routes';
import { shopifySandboxRoutes } from './shopify/routes';
import { synthesiaSandboxRoutes } from './synthesia/routes';

export const sandboxes: readonly Sandbox[] = [
  { name: 'shopify', routes: shopifySandboxRoutes },
  { name: 'google', routes: googleSandboxRoutes },
  { name: 'facebook', routes: facebookSandboxRoutes },
  { name: 'instagram', routes: instagramSandboxRoutes },
  { name: 'oembed', routes: oembedSandboxRoutes },
  { name: 'openai', routes: openaiSandboxRoutes },
  { name: 'synthesia', routes: synthesiaSandboxRoutes },
];
