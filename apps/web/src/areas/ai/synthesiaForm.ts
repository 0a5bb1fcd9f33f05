// The 'Generate Video' form's values (doc 3 §5): a title, scenes and the thumbnail image. A new
// scene starts at the spec's defaults (avatar Alex, background open_office, center, scale 1);
// the values are checked with the shared synthesiaSchema, which the server runs again.
import { SYNTHESIA_AVATAR_STYLE, SYNTHESIA_SCENE_DEFAULTS } from '@vendy/client/domain';
import type {
  SynthesiaAvatar,
  SynthesiaBackground,
  SynthesiaHorizontalAlign,
  SynthesiaVideoInput,
} from '@vendy/client/generated';

export interface SceneValues {
  scriptText: string;
  avatar: SynthesiaAvatar;
  background: SynthesiaBackground;
  horizontalAlign: SynthesiaHorizontalAlign;
  /** As typed; the schema reads it as a number. */
  scale: string;
}

export interface VideoFormValues {
  title: string;
  scenes: SceneValues[];
  thumbnail: File | null;
}

export function newScene(scriptText = ''): SceneValues {
  return {
    scriptText,
    avatar: SYNTHESIA_SCENE_DEFAULTS.avatar,
    background: SYNTHESIA_SCENE_DEFAULTS.background,
    horizontalAlign: SYNTHESIA_SCENE_DEFAULTS.horizontalAlign,
    scale: String(SYNTHESIA_SCENE_DEFAULTS.scale),
  };
}

/** A fresh form; 'Make a video' brings the script (and a title) along. */
export function initialVideoForm(prefill: { title?: string; scriptText?: string } = {}) {
  return {
    title: prefill.title ?? '',
    scenes: [newScene(prefill.scriptText)],
    thumbnail: null,
  } satisfies VideoFormValues;
}

/** The shape synthesiaSchema checks: createSynthesiaVideo's videoInput plus the thumbnail. */
export function toSchemaInput(values: VideoFormValues) {
  return {
    title: values.title,
    input: values.scenes.map((scene) => ({
      scriptText: scene.scriptText,
      avatar: scene.avatar,
      background: scene.background,
      avatarSettings: {
        style: SYNTHESIA_AVATAR_STYLE,
        horizontalAlign: scene.horizontalAlign,
        // Blank is null, which the schema reports as required (undefined would take the default).
        scale: scene.scale.trim() === '' ? null : scene.scale.trim(),
      },
    })),
    thumbnail: values.thumbnail,
  };
}

/** The schema's cast answer, split into the call's videoInput and the image to upload. */
export function toCall(cast: {
  title: string;
  input: SynthesiaVideoInput['input'];
  thumbnail: unknown;
}): { videoInput: SynthesiaVideoInput; thumbnail: File } {
  return {
    videoInput: { title: cast.title, input: cast.input },
    thumbnail: cast.thumbnail as File,
  };
}

/** Labels of the stock backgrounds: 'open_office' reads 'Open office'. */
export const backgroundLabel = (background: string) => {
  const words = background.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const ALIGNMENT_LABELS: Record<SynthesiaHorizontalAlign, string> = {
  left: 'Left',
  center: 'Center',
  right: 'Right',
};
