/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { renderAt } from '../../mocks/decorators';
import { LegalPage } from './LegalPage';
import { LEGAL_LOAD_ERROR, LegalRoute } from './LegalRoute';
import terms from '../../../public/legal/terms.md?raw';
import privacy from '../../../public/legal/privacy.md?raw';

const markdownFile = (path: string, body: string) =>
  http.get(path, () => HttpResponse.text(body, { headers: { 'Content-Type': 'text/markdown' } }));

const meta = {
  title: 'Pages/Static/Legal',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Terms of Service', onRetry: () => {} },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { args: { document: { status: 'ready', markdown: terms } } };

export const Privacy: Story = {
  args: { title: 'Privacy Policy', document: { status: 'ready', markdown: privacy } },
};

export const Loading: Story = { args: { document: { status: 'loading' } } };

export const LoadError: Story = {
  args: { document: { status: 'error', message: LEGAL_LOAD_ERROR } },
};

/** Route module: fetches /legal/terms.md (answered by msw). */
export const TermsRoute: Story = {
  args: { document: { status: 'loading' } },
  parameters: { msw: { handlers: [markdownFile('/legal/terms.md', terms)] } },
  render: () =>
    renderAt(<LegalRoute title="Terms of Service" source="/legal/terms.md" />, { path: '/terms' }),
};

export const PrivacyRouteLoading: Story = {
  args: { document: { status: 'loading' } },
  parameters: {
    msw: {
      handlers: [
        http.get('/legal/privacy.md', async () => {
          await delay('infinite');
          return HttpResponse.text('');
        }),
      ],
    },
  },
  render: () =>
    renderAt(<LegalRoute title="Privacy Policy" source="/legal/privacy.md" />, {
      path: '/privacy',
    }),
};

export const PrivacyRouteError: Story = {
  args: { document: { status: 'loading' } },
  parameters: {
    msw: {
      handlers: [http.get('/legal/privacy.md', () => new HttpResponse(null, { status: 404 }))],
    },
  },
  render: () =>
    renderAt(<LegalRoute title="Privacy Policy" source="/legal/privacy.md" />, {
      path: '/privacy',
    }),
};
