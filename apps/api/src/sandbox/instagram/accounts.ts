// The Instagram sandbox's professional accounts and their posts: pictures, carousel albums of 2-5
// pictures and videos, and short videos, newest first. Everything is derived from the account and
// the post's position, so every server (and every test) sees the same posts.

export type SandboxMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface SandboxChild {
  id: string;
  type: 'IMAGE' | 'VIDEO';
}

export interface SandboxPost {
  id: string;
  type: SandboxMediaType;
  caption: string;
  /** When it was posted (posts are a day apart, newest first). */
  postedAt: Date;
  shortcode: string;
  children: SandboxChild[];
}

export interface SandboxInstagramAccount {
  /** Form value on the authorization window. */
  key: string;
  /** The Instagram-scoped user id (17841… as Instagram's are). */
  userId: string;
  username: string;
  name: string;
  postCount: number;
}

export const INSTAGRAM_ACCOUNTS: readonly SandboxInstagramAccount[] = [
  {
    key: 'demo',
    userId: '17841400000000001',
    username: 'vendy.demo.store',
    name: 'Vendy Demo Store',
    postCount: 12,
  },
  {
    key: 'northwind',
    userId: '17841400000000002',
    username: 'northwind.outfitters',
    name: 'Northwind Outfitters',
    // More than one page of the media edge (25 a page by default).
    postCount: 32,
  },
  {
    key: 'empty',
    userId: '17841400000000003',
    username: 'quiet.studio',
    name: 'Quiet Studio',
    postCount: 0,
  },
];

const CAPTIONS = [
  'New drop: the Riviera Tee in three colours ☀️ #summer #newin',
  'Behind the scenes at our studio shoot 🎬',
  'Layer up: the Summit Zip Hoodie is back in stock',
  'Three ways to wear the Classic Cargo Pants →',
  'Weekend edit, chosen by our team',
  'Packed and ready to ship 📦',
];

/** Posts are a day apart, the newest on this day (so timestamps do not move between runs). */
const NEWEST = Date.UTC(2026, 10, 20, 10, 0, 0);
const DAY = 24 * 3600_000;

const SHORTCODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function shortcode(seed: number): string {
  let code = 'C';
  let value = seed * 2654435761;
  for (let i = 0; i < 10; i++) {
    code += SHORTCODE_CHARS[Math.abs(value) % SHORTCODE_CHARS.length];
    value = Math.floor(value / 7) + i * 31;
  }
  return code;
}

/** The account's posts, newest first. */
export function postsOf(account: SandboxInstagramAccount): SandboxPost[] {
  const accountNumber = Number(account.userId.slice(-3));
  return Array.from({ length: account.postCount }, (_, index) => {
    const id = `18${String(accountNumber).padStart(3, '0')}${String(index).padStart(12, '0')}`;
    const kind = index % 4;
    const type: SandboxMediaType = kind === 1 ? 'CAROUSEL_ALBUM' : kind === 2 ? 'VIDEO' : 'IMAGE';
    const children: SandboxChild[] =
      type === 'CAROUSEL_ALBUM'
        ? Array.from({ length: 2 + (index % 4) }, (_, c) => ({
            id: `${id}${c + 1}`,
            // The last picture of every other album is a video.
            type: c === 1 + (index % 4) && index % 8 === 1 ? 'VIDEO' : 'IMAGE',
          }))
        : [];
    return {
      id,
      type,
      caption: CAPTIONS[index % CAPTIONS.length]!,
      postedAt: new Date(NEWEST - index * DAY),
      shortcode: shortcode(accountNumber * 1000 + index),
      children,
    };
  });
}

export function accountByUserId(userId: string): SandboxInstagramAccount | undefined {
  return INSTAGRAM_ACCOUNTS.find((account) => account.userId === userId);
}

/** A post or a carousel child of any account, by its id. */
export function findMedia(
  mediaId: string,
): { account: SandboxInstagramAccount; type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' } | null {
  for (const account of INSTAGRAM_ACCOUNTS) {
    for (const post of postsOf(account)) {
      if (post.id === mediaId) return { account, type: post.type };
      const child = post.children.find((c) => c.id === mediaId);
      if (child) return { account, type: child.type };
    }
  }
  return null;
}
