// The video-generation client (Synthesia API v2) and its webhook's signature. It speaks
// Synthesia's protocol to Synthesia or, without a server-wide key or base address outside
// production, to the local sandbox (/sandbox/synthesia).
export {
  SYNTHESIA_API_URL,
  SYNTHESIA_SANDBOX_PATH,
  SYNTHESIA_WEBHOOK_PATH,
  synthesiaApi,
  synthesiaSandboxInUse,
  type SynthesiaApi,
} from './app';
export {
  checkSynthesiaKey,
  createSynthesiaVideo,
  durationSeconds,
  MIN_SCENE_SECONDS,
  sceneSpeakingSeconds,
  SPEAKING_WORDS_PER_SECOND,
  wordsOf,
  getSynthesiaVideo,
  SynthesiaError,
  videoOf,
  type SynthesiaErrorKind,
  type SynthesiaScene,
  type SynthesiaStatus,
  type SynthesiaVideo,
  type SynthesiaVideoRequest,
} from './api';
export {
  signSynthesiaWebhook,
  verifySynthesiaWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookCheck,
} from './webhook';
