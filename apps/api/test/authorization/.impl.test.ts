import { it } from 'vitest';
import { implementedOperations } from '../../src/graphql/resolvers';
import { specOperations } from '@vendy/client';
it('lists', () => {
const impl = new Set(implementedOperations());
const out: string[] = [];
for (const op of specOperations) if (op.doc !== 1) out.push(`${impl.has(op.name) ? 'IMPL' : '----'} ${op.doc} ${op.access} ${op.kind} ${op.name}`);
for (const n of impl) if (!specOperations.find(o=>o.name===n)) out.push('EXTRA '+ n);
console.log(out.join('\n'));
});
