// The GraphQL explorer at /-/graphql-explorer: GraphiQL bundled by Vite as a page of its own
// (no CDN, served under Cairn's CSP: Monaco's workers are same-origin files).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchSession, type Session } from '../lib/session/session.ts';
import { createExplorerFetcher, DEFAULT_QUERY } from './fetcher.ts';

const element = document.getElementById('explorer');
if (!element) throw new Error('graphql-explorer.html has no #explorer element');

// One session read per page: signing in elsewhere needs a reload here, as in GitLab.
let session: Promise<Session> | undefined;
const fetcher = createExplorerFetcher(() => (session ??= fetchSession()));

createRoot(element).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY}>
      <GraphiQL.Logo>Cairn GraphQL explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
