import { it } from 'vitest';
import { startTestServer } from '../harness/server';
import { GetEmbeddedWidgetDocument, GetBrandingSettingsDocument } from '../../../../packages/client/src/generated/graphql';
it('debug', async () => {
  const server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  for (const [q, v] of [[String(GetEmbeddedWidgetDocument), '{"widgetId":5}'], [String(GetEmbeddedWidgetDocument), 'junk'], [String(GetBrandingSettingsDocument), '[1]'], [String(GetBrandingSettingsDocument), 'null'], ['{ __typename }', 'x'], [String(GetEmbeddedWidgetDocument), '{"widgetId":"x"}']]) {
    const params = new URLSearchParams({ query: q, variables: v });
    const r = await fetch(`${server.url}/graphql?${params}`);
    console.log(v, r.status, (await r.text()).slice(0, 200));
  }
  await server.close();
}, 60000);
