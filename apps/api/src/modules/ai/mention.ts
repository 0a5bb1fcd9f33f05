// When a video's avatar first names a product: the scene and word where the product's title first
// occurs in the scenes' script (case, punctuation and spacing aside), turned into seconds at the
// avatar's speaking pace (the scenes before it, then the words before it in its scene). Once the
// video is made, the estimate is scaled to the video's real length. This is where 'Make it
// shoppable' places the product.
import {
  sceneSpeakingSeconds,
  SPEAKING_WORDS_PER_SECOND,
  wordsOf,
} from '../../providers/synthesia';

export interface Mention {
  sceneIndex: number;
  wordIndex: number;
  seconds: number;
}

function indexOf(words: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= words.length; i++) {
    if (needle.every((word, j) => words[i + j] === word)) return i;
  }
  return -1;
}

/** The first mention of `title` in the scenes; null when no scene names it. */
export function findMention(
  scenes: readonly { scriptText: string }[],
  title: string,
): Mention | null {
  const needle = wordsOf(title);
  let before = 0;
  for (const [sceneIndex, scene] of scenes.entries()) {
    const words = wordsOf(scene.scriptText);
    const wordIndex = indexOf(words, needle);
    if (wordIndex >= 0) {
      const seconds = before + wordIndex / SPEAKING_WORDS_PER_SECOND;
      return { sceneIndex, wordIndex, seconds: Math.round(seconds * 100) / 100 };
    }
    before += sceneSpeakingSeconds(scene.scriptText);
  }
  return null;
}

/** The scenes' estimated length at the speaking pace. */
export function estimatedSeconds(scenes: readonly { scriptText: string }[]): number {
  return scenes.reduce((total, scene) => total + sceneSpeakingSeconds(scene.scriptText), 0);
}

/** The estimate scaled to the finished video's length (kept within it). */
export function scaledMention(
  estimate: number,
  estimatedTotal: number,
  actualTotal: number | null,
) {
  if (!actualTotal || actualTotal <= 0 || estimatedTotal <= 0) return estimate;
  const scaled = (estimate * actualTotal) / estimatedTotal;
  return Math.round(Math.min(Math.max(0, scaled), actualTotal) * 100) / 100;
}
