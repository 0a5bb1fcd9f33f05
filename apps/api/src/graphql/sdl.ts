// The contract: every .graphql file of @vendy/client's schema folder, merged into one document.
// Read at start, so a new domain file is served without touching the server.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { parse, Source, type DocumentNode } from 'graphql';

export const SCHEMA_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vendy/client/package.json')),
  'schema',
);

export function loadTypeDefs(dir: string = SCHEMA_DIR): DocumentNode {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No .graphql files in ${dir}`);
  // Parsing each file on its own makes a syntax error name the file it is in.
  return mergeTypeDefs(
    files.map((name) => {
      const file = path.join(dir, name);
      return parse(new Source(readFileSync(file, 'utf8'), file));
    }),
  );
}
