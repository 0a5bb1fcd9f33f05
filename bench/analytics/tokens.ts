// Mints analytics tokens with the app's mintAnalyticsToken for the analytics bench (run.mjs):
// reads `{ secret, subjects: [{ groupId, userId }] }` as JSON on stdin and prints the tokens, in
// the same order, as a JSON array. The server checks them with the same SESSION_SECRET.
import { mintAnalyticsToken } from '../../apps/api/src/modules/analytics';

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const { secret, subjects } = JSON.parse(input) as {
  secret: string;
  subjects: Array<{ groupId: string; userId: string }>;
};
process.stdout.write(
  `${JSON.stringify(subjects.map((subject) => mintAnalyticsToken(secret, subject).token))}\n`,
);
