// The sandbox's "model": a short spoken product script written from the product data the prompt
// carries (the lines `Title:`, `Description:`, `Price:`, `Variants:` the ai module writes), so the
// demo reads a plausible script offline. Deterministic for the same input.

export interface PromptProduct {
  title: string;
  description: string;
  price: string;
  variants: string[];
}

/** Reads the product lines of the prompt (see modules/ai/prompts.ts). */
export function productFromPrompt(input: string): PromptProduct {
  const line = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(input)?.[1]?.trim() ?? '';
  return {
    title: line('Title') || 'this product',
    description: line('Description'),
    price: line('Price'),
    variants: line('Variants')
      .split(/\s*;\s*/)
      .filter(Boolean),
  };
}

const OPENINGS = [
  'Meet the {title}.',
  'Say hello to the {title}.',
  'Looking for something special? Try the {title}.',
];

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const sentence = /^(.{20,220}?[.!?])(\s|$)/.exec(clean)?.[1] ?? clean.slice(0, 200);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export function writeScript(product: PromptProduct): string {
  const seed = [...product.title].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const opening = OPENINGS[seed % OPENINGS.length]!.replace('{title}', product.title);
  const parts = [opening];
  const about = firstSentence(product.description);
  parts.push(about || `It is made to be used every day and built to last.`);
  if (product.variants.length > 1) {
    const shown = product.variants.slice(0, 3).join(', ');
    parts.push(`Choose from ${shown}${product.variants.length > 3 ? ' and more' : ''}.`);
  }
  if (product.price) parts.push(`All for just ${product.price}.`);
  parts.push('Tap the product in the video to add it to your cart today.');
  return parts.join(' ');
}
